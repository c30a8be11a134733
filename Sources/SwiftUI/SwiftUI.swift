// On Linux, `import SwiftUI` is mvcs: a view file written for Apple's SwiftUI builds as it is,
// with no `#if canImport` around its import. Apple's platforms keep their own SwiftUI, so a
// package depends on this product for Linux only:
//
//   .product(name: "SwiftUI", package: "mvcs", condition: .when(platforms: [.linux]))
//
// On iOS, `import SwiftUI` brings Combine and UIKit too: a view file that uses `Timer.publish`
// or `onReceive`, or a `Color(UIColor.systemGray6)`, often imports nothing else.
@_exported import Combine
@_exported import MVCSUI
@_exported import UIKit
