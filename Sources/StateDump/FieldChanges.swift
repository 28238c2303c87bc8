/// What changed between two values, one line per changed field, each saying where it is:
///
/// ```swift
/// fieldChanges(Contacts(names: ["Blob"], sheet: nil), Contacts(names: ["Blob Sr", "Ada"], sheet: nil))
/// // ["names[0]: \"Blob\" → \"Blob Sr\"", "names[1] added: \"Ada\""]
/// ```
///
/// Fields are followed into nested values, enum payloads (`destination.detail.text`), stack
/// elements by id (`path[#3].name`) and dictionaries by key; an element inserted into a list
/// reads as one added element, not as every later element changed. A value whose type or enum
/// case changed prints whole, on one line. Reports and traces show steps this way, so their
/// own diffs in review are plain diffs, never diffs of diffs.
///
/// - Parameters:
///   - old: The value before.
///   - new: The value after.
///   - options: How values print; one dumper serves both, so redacted identifiers match.
/// - Returns: The changes in the order of the fields; empty when the values dump the same.
public func fieldChanges(_ old: Any, _ new: Any, options: StateDumpOptions = .default) -> [String] {
  var dumper = StateDumper(options: options)
  return dumper.fieldChanges(old, new)
}

extension StateDumper {
  /// ``fieldChanges(_:_:options:)`` with this dumper's options and its numbering of redacted
  /// identifiers, so a trace numbers them the same way from step to step.
  public mutating func fieldChanges(_ old: Any, _ new: Any) -> [String] {
    var changes: [String] = []
    compare(node(for: old), node(for: new), path: "", into: &changes)
    return changes
  }
}

private func compare(_ old: DumpNode, _ new: DumpNode, path: String, into changes: inout [String]) {
  guard old.identity != new.identity else { return }
  // The whole value changed, as it reads.
  func replaced() { changes.append("\(named(path)): \(old.singleLine) → \(new.singleLine)") }
  guard case let .container(oldOpen, oldEntries, oldClose) = old,
    case let .container(newOpen, newEntries, newClose) = new,
    oldOpen == newOpen, oldClose == newClose
  else {
    replaced()
    return
  }
  // An enum case's payload is named after the case: `destination.detail.text`.
  let base = oldOpen.hasPrefix(".") ? join(path, String(oldOpen.dropFirst().dropLast())) : path
  let labelled =
    oldEntries.allSatisfy { $0.label != nil } && newEntries.allSatisfy { $0.label != nil }
  // Positions are not names: elements of an array match by value; a stack's (`#3`) and a
  // dictionary's entries by label, even when there were none before.
  if labelled, !(oldEntries + newEntries).allSatisfy(\.isPosition) {
    compareByLabel(oldEntries, newEntries, path: base, into: &changes)
  } else if oldOpen.hasSuffix("[") || oldOpen.hasSuffix("([") {
    compareElements(oldEntries.map(\.node), newEntries.map(\.node), path: base, into: &changes)
  } else if oldEntries.count == newEntries.count {
    for (offset, (oldEntry, newEntry)) in zip(oldEntries, newEntries).enumerated() {
      let component = oldEntries.count == 1 && oldOpen.hasPrefix(".") ? nil : "[\(offset)]"
      compare(oldEntry.node, newEntry.node, path: component.map { base + $0 } ?? base, into: &changes)
    }
  } else {
    replaced()
  }
}

/// Struct fields, stack elements (`#3`) and dictionary entries, matched by their labels.
private func compareByLabel(
  _ old: [DumpNode.Entry], _ new: [DumpNode.Entry], path: String, into changes: inout [String]
) {
  let newByLabel = Dictionary(new.map { ($0.label!, $0.node) }, uniquingKeysWith: { first, _ in first })
  let oldLabels = Set(old.map { $0.label! })
  for entry in old {
    let component = component(for: entry.label!, in: path)
    if let node = newByLabel[entry.label!] {
      compare(entry.node, node, path: component, into: &changes)
    } else {
      changes.append("\(component) removed: \(entry.node.singleLine)")
    }
  }
  for entry in new where !oldLabels.contains(entry.label!) {
    changes.append("\(component(for: entry.label!, in: path)) added: \(entry.node.singleLine)")
  }
}

/// The elements of a list: those both lists share stay put; between them, removed and added
/// elements at the same place pair up as changes, and the rest read as removed or added.
private func compareElements(
  _ old: [DumpNode], _ new: [DumpNode], path: String, into changes: inout [String]
) {
  let kept = longestCommonSubsequence(old.map(\.identity), new.map(\.identity))
  var oldIndex = 0
  var newIndex = 0
  for (keptOld, keptNew) in kept + [(old.count, new.count)] {
    let removed = Array(oldIndex..<keptOld)
    let added = Array(newIndex..<keptNew)
    for (removedIndex, addedIndex) in zip(removed, added) {
      compare(old[removedIndex], new[addedIndex], path: "\(path)[\(addedIndex)]", into: &changes)
    }
    for index in removed.dropFirst(added.count) {
      changes.append("\(path)[\(index)] removed: \(old[index].singleLine)")
    }
    for index in added.dropFirst(removed.count) {
      changes.append("\(path)[\(index)] added: \(new[index].singleLine)")
    }
    oldIndex = keptOld + 1
    newIndex = keptNew + 1
  }
}

/// The index pairs of a longest common subsequence of `old` and `new`.
private func longestCommonSubsequence(_ old: [String], _ new: [String]) -> [(Int, Int)] {
  guard !old.isEmpty, !new.isEmpty else { return [] }
  var lengths = Array(repeating: Array(repeating: 0, count: new.count + 1), count: old.count + 1)
  for i in stride(from: old.count - 1, through: 0, by: -1) {
    for j in stride(from: new.count - 1, through: 0, by: -1) {
      lengths[i][j] =
        old[i] == new[j] ? lengths[i + 1][j + 1] + 1 : max(lengths[i + 1][j], lengths[i][j + 1])
    }
  }
  var pairs: [(Int, Int)] = []
  var i = 0
  var j = 0
  while i < old.count, j < new.count {
    if old[i] == new[j] {
      pairs.append((i, j))
      i += 1
      j += 1
    } else if lengths[i + 1][j] >= lengths[i][j + 1] {
      i += 1
    } else {
      j += 1
    }
  }
  return pairs
}

/// `path.name` for a field, `path[#3]` for a stack element, `path["key"]` for a dictionary key.
private func component(for label: String, in path: String) -> String {
  if label.first?.isLetter == true || label.first == "_" { return join(path, label) }
  return path + "[\(label)]"
}

private func join(_ path: String, _ name: String) -> String {
  path.isEmpty ? name : "\(path).\(name)"
}

/// The whole value is `state`.
private func named(_ path: String) -> String { path.isEmpty ? "state" : path }
