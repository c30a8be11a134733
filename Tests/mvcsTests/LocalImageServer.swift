import Foundation

/// A red panda API on 127.0.0.1 for the HTTP client's tests: Python's http.server in a child
/// process, on a port the system picks.
///
/// The first path component chooses how it misbehaves: `ok` (an 8×4 PNG, white left, black
/// right), `jpeg`, `status` (503), `badjson`, `badimage` (HTML instead of a picture),
/// `missing` (the picture is a 404), `slow` (the description takes 4 s, far beyond a 200 ms wait even on a loaded machine). It stops by itself
/// after 60 s or 100 requests, and when the test stops it.
final class LocalImageServer {
  let process = Process()
  let port: Int

  init() throws {
    let script = FileManager.default.temporaryDirectory.appendingPathComponent("pandas-server-\(UUID().uuidString).py")
    try Self.script.write(to: script, atomically: true, encoding: .utf8)
    defer { try? FileManager.default.removeItem(at: script) }
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["python3", script.path]
    let output = Pipe()
    process.standardOutput = output
    process.standardError = FileHandle.nullDevice
    try process.run()
    // The script prints its port once it listens; reading the line waits for that.
    var line = Data()
    while let byte = try output.fileHandleForReading.read(upToCount: 1), !byte.isEmpty, byte != Data("\n".utf8) {
      line += byte
    }
    guard let port = Int(String(decoding: line, as: UTF8.self)) else {
      process.terminate()
      throw ServerDidNotStart()
    }
    self.port = port
  }

  /// The API root for a behaviour, for `--set image-api=`.
  func url(_ behaviour: String) -> String { "http://127.0.0.1:\(port)/\(behaviour)" }

  func stop() {
    if process.isRunning { process.terminate() }
    process.waitUntilExit()
  }

  struct ServerDidNotStart: Error {}

  static let script = #"""
    import base64, json, signal, struct, sys, threading, time, zlib

    # The test runner blocks signals its children inherit; without this, stop() could not end it.
    signal.pthread_sigmask(signal.SIG_SETMASK, [])
    from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer

    def png(width, height, pixel):
        rows = b"".join(b"\0" + b"".join(bytes(pixel(x, y)) for x in range(width)) for y in range(height))
        def chunk(kind, body):
            return struct.pack(">I", len(body)) + kind + body + struct.pack(">I", zlib.crc32(kind + body))
        header = struct.pack(">IIBBBBB", width, height, 8, 2, 0, 0, 0)
        return b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", header) + chunk(b"IDAT", zlib.compress(rows)) + chunk(b"IEND", b"")

    PNG = png(8, 4, lambda x, y: (255, 255, 255) if x < 4 else (0, 0, 0))
    JPEG = base64.b64decode(
        "/9j/4AAQSkZJRgABAQAAAQABAAD/2wBDAAMCAgMCAgMDAwMEAwMEBQgFBQQEBQoHBwYIDAoMDAsKCwsNDhIQDQ4RDgsLEBYQERMUFRUVDA8XGBYUGBIUFRT/2wBDAQMEBAUEBQkFBQkUDQsNFBQUFBQUFBQUFBQUFBQUFBQUFBQUFBQUFBQUFBQUFBQUFBQUFBQUFBQUFBQUFBQUFBT/wAARCAAEAAgDASIAAhEBAxEB/8QAHwAAAQUBAQEBAQEAAAAAAAAAAAECAwQFBgcICQoL/8QAtRAAAgEDAwIEAwUFBAQAAAF9AQIDAAQRBRIhMUEGE1FhByJxFDKBkaEII0KxwRVS0fAkM2JyggkKFhcYGRolJicoKSo0NTY3ODk6Q0RFRkdISUpTVFVWV1hZWmNkZWZnaGlqc3R1dnd4eXqDhIWGh4iJipKTlJWWl5iZmqKjpKWmp6ipqrKztLW2t7i5usLDxMXGx8jJytLT1NXW19jZ2uHi4+Tl5ufo6erx8vP09fb3+Pn6/8QAHwEAAwEBAQEBAQEBAQAAAAAAAAECAwQFBgcICQoL/8QAtREAAgECBAQDBAcFBAQAAQJ3AAECAxEEBSExBhJBUQdhcRMiMoEIFEKRobHBCSMzUvAVYnLRChYkNOEl8RcYGRomJygpKjU2Nzg5OkNERUZHSElKU1RVVldYWVpjZGVmZ2hpanN0dXZ3eHl6goOEhYaHiImKkpOUlZaXmJmaoqOkpaanqKmqsrO0tba3uLm6wsPExcbHyMnK0tPU1dbX2Nna4uPk5ebn6Onq8vP09fb3+Pn6/9oADAMBAAIRAxEAPwD5U/4ej/tO/wDRTf8AygaX/wDI1FFFAH//2Q==")

    class Handler(BaseHTTPRequestHandler):
        def log_message(self, *args):
            pass

        def answer(self, status, body, kind="application/octet-stream"):
            self.send_response(status)
            self.send_header("Content-Type", kind)
            self.send_header("Content-Length", str(len(body)))
            self.end_headers()
            self.wfile.write(body)

        def do_GET(self):
            behaviour, _, rest = self.path.lstrip("/").partition("/")
            if rest == "random/json":
                if behaviour == "status":
                    return self.answer(503, b"down for maintenance", "text/plain")
                if behaviour == "badjson":
                    return self.answer(200, b'{"width": ', "application/json")
                if behaviour == "slow":
                    time.sleep(4)
                extension = "jpg" if behaviour == "jpeg" else "png"
                url = "http://127.0.0.1:%d/%s/panda.%s" % (self.server.server_port, behaviour, extension)
                info = {"width": 8, "height": 4, "key": "panda", "url": url}
                return self.answer(200, json.dumps(info).encode(), "application/json")
            if rest.startswith("panda."):
                if behaviour == "badimage":
                    return self.answer(200, b"<html>not a panda</html>", "text/html")
                if behaviour == "missing":
                    return self.answer(404, b"", "text/plain")
                return self.answer(200, JPEG if behaviour == "jpeg" else PNG, "image/png")
            self.answer(404, b"", "text/plain")

    server = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
    server.daemon_threads = True
    server.timeout = 0.5
    print(server.server_port, flush=True)
    deadline = time.time() + 60
    handled = 0
    while time.time() < deadline and handled < 100:
        server.handle_request()
        handled += 1
    """#
}
