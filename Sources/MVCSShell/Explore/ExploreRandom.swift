/// The explorer's source of choices: SplitMix64, so a seed gives the same walk on every
/// machine and every run (the standard library's generator is seeded by the system).
///
/// ```swift
/// var random = ExploreRandom(seed: 7)
/// random.below(6)  // the same number for seed 7, always
/// ```
struct ExploreRandom {
  private var state: UInt64

  /// A generator starting from `seed`.
  init(seed: UInt64) {
    state = seed
  }

  /// The generator for one part of a run (an episode), independent of the others'.
  init(seed: UInt64, stream: UInt64) {
    var mixer = ExploreRandom(seed: seed ^ (stream &* 0xD1B5_4A32_D192_ED03))
    state = mixer.next()
  }

  /// The next 64 random bits.
  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }

  /// A number in `0..<bound`; 0 when `bound` is 0.
  mutating func below(_ bound: Int) -> Int {
    bound <= 0 ? 0 : Int(next() % UInt64(bound))
  }

  /// True `numerator` times in `denominator`.
  mutating func chance(_ numerator: Int, in denominator: Int) -> Bool {
    below(denominator) < numerator
  }

  /// An index into `weights`, each chosen in proportion to its weight; nil when all are 0.
  mutating func index(weightedBy weights: [Int]) -> Int? {
    let total = weights.reduce(0, +)
    guard total > 0 else { return nil }
    var roll = below(total)
    for (index, weight) in weights.enumerated() {
      if roll < weight { return index }
      roll -= weight
    }
    return nil
  }
}
