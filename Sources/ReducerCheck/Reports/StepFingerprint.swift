/// What a saved case's steps were, so that its replay can tell whether the saved choices still
/// make the same steps: how many there were, and a hash of how a report tells them
/// (`send .settingsTapped`, `answer "save" call 1 with true`). A regression file writes it
/// beside the choices as `(2 steps 9E3779B97F4A7C15)`.
struct StepFingerprint: Equatable {
  let count: Int
  let hash: UInt64

  init(count: Int, hash: UInt64) {
    self.count = count
    self.hash = hash
  }

  /// The fingerprint of `steps`, in order.
  init<Action>(_ steps: some Collection<Step<Action>>) {
    // FNV-1a, 64 bits: the same text gives the same hash on every machine and every run.
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    for (index, step) in steps.enumerated() {
      let text = (index == 0 ? "" : "\n") + step.description
      for byte in text.utf8 {
        hash ^= UInt64(byte)
        hash = hash &* 0x0000_0100_0000_01b3
      }
    }
    self.init(count: steps.count, hash: hash)
  }

  /// `2 steps 9E3779B97F4A7C15`.
  var text: String {
    let digits = String(hash, radix: 16, uppercase: true)
    return "\(count) \(count == 1 ? "step" : "steps") " + String(repeating: "0", count: 16 - digits.count)
      + digits
  }

  /// Reads ``text``; `nil` for anything else.
  init?(text: some StringProtocol) {
    let words = text.split(separator: " ")
    guard words.count == 3, words[1] == "step" || words[1] == "steps", let count = Int(words[0]),
      count >= 0, words[2].count == 16, let hash = UInt64(words[2], radix: 16)
    else { return nil }
    self.init(count: count, hash: hash)
  }
}
