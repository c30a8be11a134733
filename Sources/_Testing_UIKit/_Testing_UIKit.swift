// Swift Testing's cross-import overlay for UIKit, empty. The toolchain's Testing module declares
// that a file importing both Testing and UIKit also imports _Testing_UIKit (on Apple's
// platforms, image attachments); on Linux no such module ships, so without this one a test file
// that imports mvcs's UIKit fails with "no such module '_Testing_UIKit'". It adds nothing.
