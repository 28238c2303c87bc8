/// A value reduced to what a dump prints: a token, or a bracketed list of labelled entries.
indirect enum DumpNode {
  case leaf(String)
  case container(open: String, entries: [Entry], close: String)

  struct Entry {
    var label: String?
    var node: DumpNode
    /// Whether the label is only the element's position (`[0]`): one line leaves it out, as an
    /// array literal does, so that `["a", "b"]` does not read as a dictionary.
    var isPosition = false
  }

  /// The node on one line: `Item(id: 1, name: "a")`.
  var singleLine: String { line(showingPositions: false) }

  /// The node on one line with its elements' positions (`[[0]: a, b]`), which tell apart values
  /// that read alike without them (`[a, b]` is one element whose text has a comma, or two):
  /// for comparing, not for reading.
  var identity: String { line(showingPositions: true) }

  private func line(showingPositions: Bool) -> String {
    switch self {
    case let .leaf(text):
      return text
    case let .container(open, entries, close):
      let body = entries.map { entry in
        let label = entry.isPosition && !showingPositions ? nil : entry.label
        return (label.map { "\($0): " } ?? "") + entry.node.line(showingPositions: showingPositions)
      }
      return open + body.joined(separator: ", ") + close
    }
  }

  /// The node one entry per line, indented two spaces per level.
  func lines(indent: String = "", prefix: String = "", suffix: String = "") -> [String] {
    switch self {
    case let .leaf(text):
      return text.split(separator: "\n", omittingEmptySubsequences: false).enumerated().map {
        offset, line in offset == 0 ? indent + prefix + line : indent + line
      }.withLastLineSuffixed(suffix)
    case let .container(open, entries, close):
      if entries.isEmpty { return [indent + prefix + open + close + suffix] }
      var result = [indent + prefix + open]
      for (offset, entry) in entries.enumerated() {
        result += entry.node.lines(
          indent: indent + "  ",
          prefix: entry.label.map { "\($0): " } ?? "",
          suffix: offset == entries.count - 1 ? "" : ","
        )
      }
      result.append(indent + close + suffix)
      return result
    }
  }
}

extension [String] {
  fileprivate func withLastLineSuffixed(_ suffix: String) -> [String] {
    guard !suffix.isEmpty, let last else { return self }
    return dropLast() + [last + suffix]
  }
}
