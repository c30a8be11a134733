import MVCSShell

/// What a 2026-07-28 request carries in `params._meta` in place of a handshake: the protocol
/// version it is spoken in and the client's capabilities for this one request (and, as the
/// client likes, `io.modelcontextprotocol/clientInfo`, which the server does not read).
///
/// A request claims the envelope when its `_meta` names a protocol version: that reserved key
/// exists only from 2026-07-28 on (a handshake-era `_meta` holds at most a progress token). A
/// claim that lacks a required key, or names a version the server does not take there, is
/// refused before the method runs:
///
/// ```swift
/// let params: JSONValue = [
///   "_meta": ["io.modelcontextprotocol/protocolVersion": "2026-07-28",
///             "io.modelcontextprotocol/clientCapabilities": [:]]]
/// try RequestEnvelope(params: params)?.protocolVersion  // "2026-07-28"
/// try RequestEnvelope(params: ["cursor": "2"])           // nil: a handshake-era request
/// ```
struct RequestEnvelope: Equatable, Sendable {
  /// The `_meta` key of the request's protocol version.
  static let protocolVersionKey = "io.modelcontextprotocol/protocolVersion"
  /// The `_meta` key of the client's capabilities, required on every request.
  static let clientCapabilitiesKey = "io.modelcontextprotocol/clientCapabilities"

  /// One of ``ProtocolEra/statelessVersions``.
  var protocolVersion: String
  /// What the client can do for this request; the server infers nothing from earlier ones
  /// (and, serving tools only, asks nothing of the client).
  var clientCapabilities: [String: JSONValue]

  /// Whether `params` claim the envelope, well formed or not.
  static func isClaimed(by params: JSONValue?) -> Bool {
    params?.objectValue?["_meta"]?.objectValue?[protocolVersionKey] != nil
  }

  /// The envelope `params` carry; nil when they claim none.
  ///
  /// Throws `-32602` for a claim that lacks the capabilities or holds a value of the wrong
  /// type, and `-32022` for a version the server does not take in an envelope.
  init?(params: JSONValue?) throws(JSONRPCError) {
    guard let meta = params?.objectValue?["_meta"]?.objectValue, let version = meta[Self.protocolVersionKey] else {
      return nil
    }
    // In the specification's order: the required keys, their types, then the version.
    guard let capabilities = meta[Self.clientCapabilitiesKey] else {
      throw .invalidParams(
        "params._meta lacks '\(Self.clientCapabilitiesKey)', which every \(ProtocolEra.statelessVersions[0]) request carries (an empty object for none)"
      )
    }
    guard case .string(let requested) = version else {
      throw .invalidParams(
        "'\(Self.protocolVersionKey)' in params._meta must be a string such as \"\(ProtocolEra.statelessVersions[0])\", not \(version.kind)"
      )
    }
    guard case .object(let capabilityMembers) = capabilities else {
      throw .invalidParams(
        "'\(Self.clientCapabilitiesKey)' in params._meta must be an object, not \(capabilities.kind)")
    }
    guard ProtocolEra.statelessVersions.contains(requested) else {
      throw .unsupportedProtocolVersion(
        requested: requested, supported: ProtocolEra.statelessVersions,
        "a request's _meta may name \(ProtocolEra.statelessVersions.joined(separator: ", ")); \(ProtocolEra.handshakeVersions.joined(separator: ", ")) are agreed by initialize"
      )
    }
    clientCapabilities = capabilityMembers
    protocolVersion = requested
  }
}
