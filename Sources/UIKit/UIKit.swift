// On Linux, `import UIKit` is what SwiftUI apps touch of UIKit, over mvcs: a file written for iOS
// that imports UIKit (for haptics, `UIApplication.shared.open`, a `UIColor`, `UITextChecker`)
// builds as it is. UIKit's files in a SwiftUI app use SwiftUI's names too, and Apple's UIKit
// brings CoreGraphics' geometry, so this module brings MVCSUI and CoreGraphics. What cannot
// happen in a terminal (a haptic, opening another app) is a line in the app's console instead.
// Apple's platforms keep their own UIKit, so a package depends on this product for Linux only:
//
//   .product(name: "UIKit", package: "mvcs", condition: .when(platforms: [.linux]))
@_exported import CoreGraphics
@_exported import MVCSUI
