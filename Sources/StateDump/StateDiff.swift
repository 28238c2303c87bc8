/// The difference between the dumps of two values, or `nil` when they dump the same.
///
/// Removed lines start with `-`, added lines with `+`, unchanged lines with two spaces; runs of
/// more than `2 × context + 1` unchanged lines fold into one `… (N unchanged)` line.
///
/// ```swift
/// print(stateDiff(Counter(count: 1, step: 1), Counter(count: 2, step: 1))!)
/// ```
/// prints
/// ```
///   Counter(
/// -   count: 1,
/// +   count: 2,
///     step: 1
///   )
/// ```
///
/// - Parameters:
///   - old: The value before (or the expected value).
///   - new: The value after (or the actual value).
///   - context: Unchanged lines kept on each side of a change.
///   - options: How to print the values; one numbering of redacted identifiers serves both.
public func stateDiff(
  _ old: Any, _ new: Any, context: Int = 2, options: StateDumpOptions = .default
) -> String? {
  var dumper = StateDumper(options: options)
  return lineDiff(dumper.dump(old), dumper.dump(new), context: context)
}

/// The line diff of two texts in the format of ``stateDiff(_:_:context:)``.
public func lineDiff(_ old: String, _ new: String, context: Int = 2) -> String? {
  guard old != new else { return nil }
  let edits = diffLines(
    old.split(separator: "\n", omittingEmptySubsequences: false).map(String.init),
    new.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
  )
  return fold(edits, context: context).joined(separator: "\n")
}

enum LineEdit: Equatable {
  case same(String)
  case removed(String)
  case added(String)

  var rendered: String {
    switch self {
    case let .same(line): "  " + line
    case let .removed(line): "- " + line
    case let .added(line): "+ " + line
    }
  }
}

/// A shortest edit script by longest common subsequence, after trimming the common ends.
func diffLines(_ old: [String], _ new: [String]) -> [LineEdit] {
  let prefix = zip(old, new).prefix { $0 == $1 }.count
  let suffix = zip(old.dropFirst(prefix).reversed(), new.dropFirst(prefix).reversed())
    .prefix { $0 == $1 }.count
  let a = Array(old[prefix..<(old.count - suffix)])
  let b = Array(new[prefix..<(new.count - suffix)])

  // lengths[i][j]: the longest common subsequence of a[i...] and b[j...].
  var lengths = Array(repeating: Array(repeating: 0, count: b.count + 1), count: a.count + 1)
  for i in stride(from: a.count - 1, through: 0, by: -1) {
    for j in stride(from: b.count - 1, through: 0, by: -1) {
      lengths[i][j] = a[i] == b[j] ? lengths[i + 1][j + 1] + 1 : max(lengths[i + 1][j], lengths[i][j + 1])
    }
  }
  var middle: [LineEdit] = []
  var i = 0
  var j = 0
  while i < a.count || j < b.count {
    if i < a.count, j < b.count, a[i] == b[j] {
      middle.append(.same(a[i]))
      i += 1
      j += 1
    } else if j < b.count, i == a.count || lengths[i][j + 1] > lengths[i + 1][j] {
      middle.append(.added(b[j]))
      j += 1
    } else {
      middle.append(.removed(a[i]))
      i += 1
    }
  }
  return old[..<prefix].map(LineEdit.same) + middle + old.suffix(suffix).map(LineEdit.same)
}

/// Renders edits, folding long unchanged runs that are not next to a change.
func fold(_ edits: [LineEdit], context: Int) -> [String] {
  var lines: [String] = []
  var index = 0
  while index < edits.count {
    guard case .same = edits[index] else {
      lines.append(edits[index].rendered)
      index += 1
      continue
    }
    var end = index
    while end < edits.count, case .same = edits[end] { end += 1 }
    let keepBefore = index == 0 ? 0 : context
    let keepAfter = end == edits.count ? 0 : context
    if end - index > keepBefore + keepAfter + 1 {
      lines += edits[index..<(index + keepBefore)].map(\.rendered)
      let folded = end - index - keepBefore - keepAfter
      let indent = edits[index + keepBefore].indentation
      lines.append("  \(indent)… (\(folded) unchanged)")
      lines += edits[(end - keepAfter)..<end].map(\.rendered)
    } else {
      lines += edits[index..<end].map(\.rendered)
    }
    index = end
  }
  return lines
}

extension LineEdit {
  fileprivate var indentation: String {
    guard case let .same(line) = self else { return "" }
    return String(line.prefix { $0 == " " })
  }
}
