import ReducerCore

/// The runtime warnings a test store has reported, so one that repeats is reported once: a timer
/// that ticks into a popped screen warns the same way on every tick, and a test that lets time
/// run on (`await clock.run()`) would otherwise fail with thousands of identical issues.
struct ReportedWarnings {
  struct Entry {
    /// The warning's first paragraph, which names the operator and what it received.
    let headline: String
    /// Where the first one was reported.
    let site: CallSite
    /// How many came after it.
    var repeats = 0
  }

  private(set) var entries: [Entry] = []
  private var indexByKey: [String: Int] = [:]

  /// Records `warning`; `true` when it is the first of its kind, to report in full.
  mutating func isFirst(_ warning: RuntimeWarning, at site: CallSite) -> Bool {
    let headline = warning.message.components(separatedBy: "\n\n").first ?? warning.message
    // The same operator saying the same thing: the action it names (in the details below the
    // headline) may differ from tick to tick.
    let key = "\(warning.fileID):\(warning.line) \(headline)"
    if let index = indexByKey[key] {
      entries[index].repeats += 1
      return false
    }
    indexByKey[key] = entries.count
    entries.append(Entry(headline: headline, site: site))
    return true
  }
}

extension TestStore {
  /// Fails the test with `warning`, the first time the same warning comes; later ones are
  /// counted and reported once when the test ends (``reportRepeatedWarnings()``).
  func reportWarning(_ warning: RuntimeWarning, at site: CallSite) {
    guard reportedWarnings.isFirst(warning, at: site) else { return }
    IssueReporter.fail(
      "Runtime warning: \(warning.message)\n\n(reported at \(warning.fileID):\(warning.line))", at: site)
  }

  /// One failure for each runtime warning that came again after it was reported:
  /// `The runtime warning reported above came 49 more times: A "forEach" at … received an
  /// action for a missing element.`
  func reportRepeatedWarnings() {
    for entry in reportedWarnings.entries where entry.repeats > 0 {
      IssueReporter.fail(
        """
        The runtime warning reported above came \(entry.repeats) more \
        \(entry.repeats == 1 ? "time" : "times"): \(entry.headline)
        """,
        at: entry.site)
    }
  }
}
