import ReducerCore

/// The runtime warnings a test store has reported, so one that repeats stops being reported
/// after its first ten: a timer that ticks into a popped screen warns the same way on every
/// tick, and a test that lets time run on (`await clock.run()`) would otherwise fail with
/// thousands of identical issues. (Ten, not one: a test may expect the same warning a few
/// times, each inside its own `withKnownIssue`.)
struct ReportedWarnings {
  /// How many of one kind are reported before the rest are only counted.
  static let reportedInFull = 10

  struct Entry {
    /// The warning's first paragraph, which names the operator and what it received.
    let headline: String
    /// Where the first one was reported.
    let site: CallSite
    /// How many came.
    var count = 0
    /// How many came after the ones reported in full.
    var repeats: Int { max(0, count - ReportedWarnings.reportedInFull) }
  }

  private(set) var entries: [Entry] = []
  private var indexByKey: [String: Int] = [:]

  /// Records `warning`; `true` while it is among the first of its kind, to report in full.
  mutating func isReported(_ warning: RuntimeWarning, at site: CallSite) -> Bool {
    let headline = warning.message.components(separatedBy: "\n\n").first ?? warning.message
    // The same operator saying the same thing: the action it names (in the details below the
    // headline) may differ from tick to tick.
    let key = "\(warning.fileID):\(warning.line) \(headline)"
    let index = indexByKey[key] ?? entries.count
    if index == entries.count {
      indexByKey[key] = index
      entries.append(Entry(headline: headline, site: site))
    }
    entries[index].count += 1
    return entries[index].count <= Self.reportedInFull
  }
}

extension TestStore {
  /// Fails the test with `warning`, the first ten times the same warning comes; later ones are
  /// counted and reported once when the test ends (``reportRepeatedWarnings()``).
  func reportWarning(_ warning: RuntimeWarning, at site: CallSite) {
    guard reportedWarnings.isReported(warning, at: site) else { return }
    IssueReporter.fail(
      "Runtime warning: \(warning.message)\n\n(reported at \(warning.fileID):\(warning.line))", at: site)
  }

  /// One failure for each runtime warning that came again after its first ten:
  /// `The runtime warning reported above came 40 more times: A "forEach" at … received an
  /// action for a missing element.`
  func reportRepeatedWarnings() {
    for entry in reportedWarnings.entries where entry.repeats > 0 {
      IssueReporter.fail(
        """
        The runtime warning reported above came \(grouped(entry.repeats)) more \
        \(entry.repeats == 1 ? "time" : "times"): \(entry.headline)
        """,
        at: entry.site)
    }
  }
}
