// On Linux, `import SwiftUI` is mvcs: a view file written for Apple's SwiftUI builds as it is,
// with no `#if canImport` around its import. Apple's platforms keep their own SwiftUI, so a
// package depends on this product for Linux only:
//
//   .product(name: "SwiftUI", package: "mvcs", condition: .when(platforms: [.linux]))
@_exported import MVCSUI
