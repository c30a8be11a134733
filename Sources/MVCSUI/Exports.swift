// MVCSUI is what a SwiftUI view file imports on Linux instead of SwiftUI:
//
//   #if canImport(SwiftUI)
//   import SwiftUI
//   #else
//   import MVCSUI
//   #endif
//
// It brings what such a file uses besides the views themselves, which are MVCS's: Observation
// for `@Observable` models, and Foundation for values and their format styles.
@_exported import Foundation
@_exported import MVCS
@_exported import Observation
