import StateDump

/// What differs between the old and the new feature after one step, in the reader's terms:
/// each difference names what the old feature did and what the new one did.
struct LockstepDifferences {
  /// Whether the side that generates the steps (reported first as "theirs") is the old one.
  let driverIsOld: Bool
  private(set) var lines: [String] = []
  /// Whether the actions received differ (a printed test then asserts them).
  private(set) var receiptsDiffer = false

  init(driverIsOld: Bool) { self.driverIsOld = driverIsOld }

  var isEmpty: Bool { lines.isEmpty }

  /// The differences, one paragraph each.
  var text: String { lines.joined(separator: "\n") }

  /// `(old, new)` from the driver's and the follower's.
  private func ordered<T>(_ driver: T, _ follower: T) -> (old: T, new: T) {
    driverIsOld ? (driver, follower) : (follower, driver)
  }

  mutating func states<View>(_ driver: View, _ follower: View) {
    let (old, new) = ordered(driver, follower)
    let changes = fieldChanges(old, new)
    lines.append("The states differ where the check compares them (old → new):")
    lines += (changes.isEmpty ? ["\(stateDumpLine(old)) → \(stateDumpLine(new))"] : changes).map { "  " + $0 }
  }

  mutating func receipts(_ driver: [String], _ follower: [String]) {
    let (old, new) = ordered(driver, follower)
    receiptsDiffer = true
    lines.append("They received different actions:")
    lines.append("  old: " + listed(old))
    lines.append("  new: " + listed(new))
  }

  mutating func calls(_ driver: [String], _ follower: [String]) {
    let (old, new) = ordered(driver, follower)
    lines.append("They called their endpoints differently:")
    lines.append("  old: " + listed(old))
    lines.append("  new: " + listed(new))
  }

  mutating func waiting(_ driver: [String], _ follower: [String]) {
    let (old, new) = ordered(driver, follower)
    let oldOnly = old.filter { !new.contains($0) }
    let newOnly = new.filter { !old.contains($0) }
    lines.append("Different calls wait for an answer:")
    for call in oldOnly {
      lines.append("  \(call) still waits in the old feature; the new one cancelled it or never waited.")
    }
    for call in newOnly {
      lines.append("  \(call) still waits in the new feature; the old one cancelled it.")
    }
    if oldOnly.isEmpty, newOnly.isEmpty {
      lines.append("  old: " + listed(old))
      lines.append("  new: " + listed(new))
    }
  }

  /// `a, b (50 times), c`: runs of one item folded.
  private func listed(_ items: [String]) -> String {
    guard !items.isEmpty else { return "nothing" }
    var runs: [(item: String, count: Int)] = []
    for item in items {
      if runs.last?.item == item { runs[runs.count - 1].count += 1 } else { runs.append((item, 1)) }
    }
    return runs.map { $0.count == 1 ? $0.item : "\($0.item) (\($0.count) times)" }.joined(separator: ", ")
  }
}
