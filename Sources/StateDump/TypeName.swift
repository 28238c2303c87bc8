import Synchronization

/// The name of `type` as a reviewer reads it: nested names kept, module names dropped.
///
/// ```swift
/// typeName(Inventory.Feature.State.self)     // "Feature.State"
/// typeName(StackState<Path.State>.self)      // "StackState<Path.State>"
/// typeName(Int?.self)                        // "Int?"
/// ```
public func typeName(_ type: Any.Type) -> String {
  let key = ObjectIdentifier(type)
  if let known = typeNames.withLock({ $0[key] }) { return known }
  let name = computedTypeName(type)
  typeNames.withLock { $0[key] = name }
  return name
}

/// Names already computed: a type's name never changes, and checks ask for the same few on
/// every step.
private let typeNames = Mutex<[ObjectIdentifier: String]>([:])

private func computedTypeName(_ type: Any.Type) -> String {
  var name = ""
  var token = ""
  func flush() {
    guard !token.isEmpty else { return }
    // `.Mode` after `Outer<Int>` is a nested name, not a module-qualified one.
    name += token.hasPrefix(".") ? token : dropModule(token)
    token = ""
  }
  for character in removingAnonymousContexts(_typeName(type, qualified: true)) {
    if character.isLetter || character.isNumber || character == "_" || character == "." {
      token.append(character)
    } else {
      flush()
      name.append(character)
    }
  }
  flush()
  return prettifyOptionals(name)
}

/// Drops `(unknown context at $…).` (private and local types) and `(extension in M):`.
private func removingAnonymousContexts(_ name: String) -> String {
  var result = name
  for marker in ["(unknown context at $", "(extension in "] {
    while let start = result.range(of: marker) {
      guard let close = result[start.upperBound...].firstIndex(of: ")") else { break }
      var end = result.index(after: close)
      if end < result.endIndex, result[end] == "." || result[end] == ":" {
        end = result.index(after: end)
      }
      result.removeSubrange(start.lowerBound..<end)
    }
  }
  return result
}

/// `Module.Feature.State` → `Feature.State`; local types lose their `(unknown context …)`.
private func dropModule(_ qualified: String) -> String {
  let parts = qualified.split(separator: ".", omittingEmptySubsequences: false)
  guard parts.count > 1 else { return qualified }
  return parts.dropFirst().joined(separator: ".")
}

/// `Optional<Int>` → `Int?`, when the wrapped name is a single token.
private func prettifyOptionals(_ name: String) -> String {
  var result = name
  while let range = result.range(of: "Optional<") {
    var depth = 1
    var end = range.upperBound
    while end < result.endIndex, depth > 0 {
      if result[end] == "<" { depth += 1 }
      if result[end] == ">" { depth -= 1 }
      if depth > 0 { end = result.index(after: end) }
    }
    guard end < result.endIndex else { break }
    let wrapped = result[range.upperBound..<end]
    let needsParens = wrapped.contains(" ") || wrapped.contains("->")
    result.replaceSubrange(range.lowerBound...end, with: needsParens ? "(\(wrapped))?" : "\(wrapped)?")
  }
  return result
}
