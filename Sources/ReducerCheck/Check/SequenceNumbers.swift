import Generators

/// The 1-based numbers of the sequences to run: every sequence or the shard's share of them
/// (sequence n belongs to shard (n - 1) mod count). `count` is at least 1: a configuration with
/// fewer sequences is rejected before any run (see `problem`).
func sequenceNumbers(count: Int, shard: (index: Int, count: Int)?) -> StrideThrough<Int> {
  guard let shard else { return stride(from: 1, through: count, by: 1) }
  return stride(from: shard.index + 1, through: count, by: shard.count)
}

/// The seed of sequence `number`: independent of every other sequence's. What steering makes
/// of it depends on the sequences before it (see `Steering`), which a replay runs again.
func sequenceSeed(_ seed: UInt64, _ number: Int) -> UInt64 {
  var random = SplitMix64(seed: seed ^ (UInt64(number) &* 0x9E37_79B9_7F4A_7C15))
  return random.next()
}
