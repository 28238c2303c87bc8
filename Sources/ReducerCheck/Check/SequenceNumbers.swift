import Generators

/// The 1-based numbers of the sequences to run: one when replaying, else every sequence or the
/// shard's share of them (sequence n belongs to shard (n - 1) mod count). `count` is at least 1:
/// a configuration with fewer sequences is rejected before any run (see `problem`).
func sequenceNumbers(count: Int, shard: (index: Int, count: Int)?, replay: Int?) -> StrideThrough<Int> {
  if let replay { return stride(from: replay, through: replay, by: 1) }
  guard let shard else { return stride(from: 1, through: count, by: 1) }
  return stride(from: shard.index + 1, through: count, by: shard.count)
}

/// The seed of sequence `number`: independent of every other sequence, so shards and replays
/// of one sequence see exactly what a full run saw.
func sequenceSeed(_ seed: UInt64, _ number: Int) -> UInt64 {
  var random = SplitMix64(seed: seed ^ (UInt64(number) &* 0x9E37_79B9_7F4A_7C15))
  return random.next()
}
