// On Linux, `import Combine` is OpenCombine: a file written for Apple's Combine builds as it
// is. Apple's platforms keep their own Combine, so a package depends on this product for Linux
// only:
//
//   .product(name: "Combine", package: "mvcs", condition: .when(platforms: [.linux]))
//
// OpenCombineFoundation is left out: its `Timer.publish` runs on the machine's run loop, and
// Swift finds an extension's members in every module the program loads, so a `Timer.publish`
// on the app's clock beside it would be ambiguous (docs/DECISIONS.md). This module gives the
// Foundation parts apps use itself: Timer.publish, RunLoop as a scheduler, JSON coders.
@_exported import OpenCombine
@_exported import OpenCombineDispatch
