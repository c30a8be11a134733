// On Linux, `import CoreGraphics` is Foundation's geometry with what it lacks: a file written for
// Apple's platforms that imports CoreGraphics for CGFloat, CGPoint, CGSize or CGRect builds as it
// is. Foundation on Linux has those four; this module adds CGVector and CGAffineTransform, with
// Apple's signatures. Apple's platforms keep their own CoreGraphics, so a package depends on this
// product for Linux only:
//
//   .product(name: "CoreGraphics", package: "mvcs", condition: .when(platforms: [.linux]))
@_exported import Foundation
