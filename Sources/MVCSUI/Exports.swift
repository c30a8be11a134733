// MVCSUI is what a SwiftUI view file imports on Linux instead of SwiftUI:
//
//   #if canImport(SwiftUI)
//   import SwiftUI
//   #else
//   import MVCSUI
//   #endif
//
// It brings what such a file uses besides the views themselves, which are MVCS's: Observation
// for `@Observable` models, and Foundation for values and their format styles; and MVCSNetworking
// for URLSession, URLRequest and HTTPURLResponse, which Apple's Foundation has and Linux's keeps in
// FoundationNetworking (libcurl and its thirty libraries at every start): mvcs's own, answered
// from the session's fixtures (docs/DECISIONS.md, "The network from fixtures").
@_exported import Foundation
@_exported import MVCS
@_exported import MVCSNetworking
@_exported import Observation
