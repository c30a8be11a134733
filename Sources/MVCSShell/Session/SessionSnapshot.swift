/// What a session knows that outlives its app: the app's name, the variables, the recording,
/// tracing and the screen's size; what a supervised shell carries from a worker that crashed
/// to the one that takes its place.
///
/// The app's own state is not in it: the new worker launches the app afresh on the same
/// storage, as `relaunch` does, so what the app had stored is there and nothing else is.
///
/// ```swift
/// let saved = session.snapshot          // after each command, in the worker
/// // … the worker crashes; a new one starts …
/// session.restore(saved)               // the same variables, recording and app
/// ```
public struct SessionSnapshot: Sendable, Codable {
  /// The running app's name, which the new worker launches when it is not its own first app.
  public var app: String
  /// The values of `$NAME`.
  public var variables: [String: String]
  /// The script `record` was writing, with the commands recorded so far.
  public var recording: Recording?
  /// Whether `trace on` was set.
  public var isTracing: Bool
  /// The width set with `width` (or by `record`); nil for the terminal's.
  public var width: Int?
  /// The height set with `height` (or by `record`); nil for the terminal's.
  public var height: Int?
}

extension Session {
  /// What this session would carry to a new worker now.
  public var snapshot: SessionSnapshot {
    SessionSnapshot(
      app: host.app.name, variables: variables, recording: recording, isTracing: isTracing, width: options.width,
      height: options.height)
  }

  /// Takes on what `snapshot` saved: its app, launched afresh on this session's storage when it
  /// is not the app running, its variables, recording, tracing and size.
  public func restore(_ snapshot: SessionSnapshot) {
    var changes: [SessionChange] = snapshot.variables.sorted { $0.key < $1.key }.map {
      .setVariable(name: $0.key, value: $0.value)
    }
    if snapshot.app != host.app.name, let app = apps.first(where: { $0.name == snapshot.app }) {
      changes.append(.launch(app))
    }
    if let recording = snapshot.recording { changes.append(.startRecording(recording)) }
    changes += [.setTracing(snapshot.isTracing), .setWidth(snapshot.width), .setHeight(snapshot.height)]
    apply(changes)
  }
}
