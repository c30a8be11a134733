/// The two ways MCP is spoken, and which one a connection speaks once its client has opened it.
///
/// Up to 2025-11-25 a client opens with `initialize`, which agrees on one version for the whole
/// connection: the handshake era. From 2026-07-28 there is no handshake: every request carries
/// its protocol version and the client's capabilities in `params._meta` (``RequestEnvelope``),
/// and `server/discover` tells a client what the server speaks. The server speaks both on one
/// stdio connection, as the specification's dual-era server does: the client's first request
/// of either kind decides the era, and requests of the other kind are refused from then on.
///
/// ```swift
/// var era: ProtocolEra? = nil                       // nothing decided yet
/// era = .handshake(version: "2025-06-18")            // after initialize
/// ProtocolEra.statelessVersions.contains("2026-07-28")  // true
/// ```
enum ProtocolEra: Equatable, Sendable {
  /// `initialize` agreed on `version` for the rest of the connection.
  case handshake(version: String)
  /// Each request names its version in its envelope; none needs a handshake.
  case stateless

  /// The versions `initialize` agrees on, newest first.
  static let handshakeVersions = ["2025-11-25", "2025-06-18", "2025-03-26", "2024-11-05"]

  /// The versions a request's envelope may name, newest first: what `server/discover` lists
  /// and what an `UnsupportedProtocolVersionError` offers (the handshake versions are not
  /// among them: a request cannot name them, only `initialize` can).
  static let statelessVersions = ["2026-07-28"]
}
