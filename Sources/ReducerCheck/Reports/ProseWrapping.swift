/// Wraps long lines of prose at word boundaries, keeping each line's indentation; lines that
/// look like code or diffs (they start with a space after the indentation, `-`, `+` or `•`) are
/// left as they are.
///
/// ```swift
/// wrapProse("a very long sentence …", width: 20)
/// ```
func wrapProse(_ text: String, width: Int = 100) -> String {
  text.split(separator: "\n", omittingEmptySubsequences: false).map { line -> String in
    guard line.count > width else { return String(line) }
    let indentation = String(line.prefix { $0 == " " })
    let content = line.dropFirst(indentation.count)
    if let first = content.first, "-+".contains(first) { return String(line) }
    var lines: [String] = []
    var current = indentation
    for word in content.split(separator: " ", omittingEmptySubsequences: false) {
      if current.count > indentation.count, current.count + 1 + word.count > width {
        lines.append(current)
        current = indentation + word
      } else {
        current += (current.count > indentation.count ? " " : "") + word
      }
    }
    lines.append(current)
    return lines.joined(separator: "\n")
  }.joined(separator: "\n")
}
