/// How one sequence leans: some kinds of step much more often than usual, some much less.
///
/// Uniform weights reach what needs many steps of one kind rarely: a sheet stays up only until
/// one of its many ways out is picked, an answer usually arrives before the screen that asked
/// closes. Each sequence therefore draws a salt (its first choice) that, through a hash of each
/// option's label, makes about a third of the options four times likelier and a third four
/// times rarer ("swarm testing"). The lean is a choice like any other: the same seed gives the
/// same run, a replay of the choices leans the same way, and shrinking lowers the salt toward
/// 0, no lean at all, when the failure does not need it.
struct Emphasis {
  /// 0 for no lean.
  let salt: UInt64

  /// The largest salt: the lean is drawn in `0...saltBound`.
  static var saltBound: UInt64 { 1023 }

  /// What `label`'s weight is multiplied by: 4 without a lean, else 1, 4 or 16.
  func factor(for label: String) -> Int {
    guard salt != 0 else { return 4 }
    switch stableHash(label, salt: salt) % 3 {
    case 0: return 1
    case 1: return 4
    default: return 16
    }
  }
}

/// FNV-1a over `text`, seeded with `salt`, then mixed: the same on every machine and in every
/// process (Swift's `Hasher` is seeded per process).
private func stableHash(_ text: String, salt: UInt64) -> UInt64 {
  var hash: UInt64 = 0xcbf2_9ce4_8422_2325 ^ (salt &* 0x9E37_79B9_7F4A_7C15)
  var text = text
  // Through a buffer pointer, not `text.utf8`: this runs for every option of every step, and a
  // debug build iterates a string's view slowly.
  text.withUTF8 { bytes in
    var index = 0
    while index < bytes.count {
      hash ^= UInt64(bytes[index])
      hash &*= 0x0000_0100_0000_01B3
      index += 1
    }
  }
  hash ^= hash >> 33
  hash &*= 0xff51_afd7_ed55_8ccd
  hash ^= hash >> 33
  return hash
}
