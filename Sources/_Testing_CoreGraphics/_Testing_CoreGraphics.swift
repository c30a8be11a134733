// Swift Testing's cross-import overlay for CoreGraphics, empty. The toolchain's Testing module
// declares that a file importing both Testing and CoreGraphics also imports
// _Testing_CoreGraphics (on Apple's platforms, image attachments); on Linux no such module
// ships, so without this one a test file that imports mvcs's CoreGraphics fails with "no such
// module '_Testing_CoreGraphics'". It adds nothing.
