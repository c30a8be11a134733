import Foundation
import OpenCombine

/// `JSONDecoder` as a Combine top-level decoder, for `decode(type:decoder:)`.
///
/// ```swift
/// let numbers = Just(Data("[1, 2]".utf8)).decode(type: [Int].self, decoder: JSONDecoder())
/// ```
// swift-format-ignore: AvoidRetroactiveConformances
// Apple's Combine declares it; here OpenCombine's protocol meets Foundation's type.
extension JSONDecoder: @retroactive TopLevelDecoder {
  /// The JSON decoded.
  public typealias Input = Data
}

/// `JSONEncoder` as a Combine top-level encoder, for `encode(encoder:)`.
///
/// ```swift
/// let json = Just([1, 2]).encode(encoder: JSONEncoder())
/// ```
// swift-format-ignore: AvoidRetroactiveConformances
extension JSONEncoder: @retroactive TopLevelEncoder {
  /// The JSON encoded.
  public typealias Output = Data
}
