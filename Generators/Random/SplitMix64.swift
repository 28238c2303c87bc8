/// A small, fast, seeded random number generator (SplitMix64) that gives the same numbers for
/// the same seed on every machine, and can split off independent generators.
///
/// ```swift
/// var random = SplitMix64(seed: 0x5EED)
/// random.next()              // 0x… the same on every run
/// var child = random.split() // an independent stream, for one test case
/// ```
public struct SplitMix64: RandomNumberGenerator, Hashable, Sendable {
  private var state: UInt64

  /// A generator whose numbers are fixed by `seed`.
  public init(seed: UInt64) { self.state = seed }

  public mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }

  /// A new generator, seeded from this one, whose numbers do not overlap this one's.
  public mutating func split() -> SplitMix64 {
    SplitMix64(seed: next() ^ 0x6A09_E667_F3BC_C909)
  }

  /// A number in `0...bound`, without bias.
  public mutating func next(upTo bound: UInt64) -> UInt64 {
    guard bound < .max else { return next() }
    let range = bound + 1
    // Rejection sampling: the same seed always rejects the same draws.
    let limit = UInt64.max - UInt64.max % range
    while true {
      let value = next()
      if value < limit { return value % range }
    }
  }
}
