import Foundation
import MVCSShell

/// Writes messages to a file descriptor (standard output for `mvcs mcp`), one a line, whole.
///
/// Each message is written before the next request is read, so answers leave in the order
/// their requests came. A client that closed its end is an error the server stops on, not a
/// signal that kills it: ``AgentServer`` ignores `SIGPIPE` while it runs.
///
/// ```swift
/// try LineWriter(fileDescriptor: STDOUT_FILENO).write(Array(#"{"id":1,…}"#.utf8))
/// ```
package struct LineWriter {
  /// A write that failed: `errno`'s description.
  package struct WriteError: Error, CustomStringConvertible {
    package var description: String
  }

  package let fileDescriptor: Int32

  package init(fileDescriptor: Int32) {
    self.fileDescriptor = fileDescriptor
  }

  /// Writes `message` and a line break, U+2028 and U+2029 escaped (``JSONText``), so the
  /// one line a message is stays one line for every reader.
  package func write(_ message: [UInt8]) throws(WriteError) {
    var bytes = (JSONText.escapingSeparators(message) + [UInt8(ascii: "\n")])[...]
    while !bytes.isEmpty {
      let written = bytes.withUnsafeBytes { Foundation.write(fileDescriptor, $0.baseAddress, $0.count) }
      if written < 0 {
        if errno == EINTR { continue }
        throw WriteError(description: String(cString: strerror(errno)))
      }
      bytes = bytes.dropFirst(written)
    }
  }
}
