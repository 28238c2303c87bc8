import Foundation

/// The source text of one call, read from the file that makes it: its arguments and its
/// trailing closure, so a report can write the check's own key paths and invariants into the
/// test it prints.
///
/// ```swift
/// // In PokedexInvariants.swift, line 12:
/// //   $0.endpoint(\.pokemonClient.fetchDetail, named: "detail") { .always(detail($0)) }
/// CallSourceText.read(call: "endpoint", filePath: path, line: 12)?.arguments.first
/// // "\.pokemonClient.fetchDetail"
/// ```
struct CallSourceText: Equatable {
  /// The arguments between the parentheses, labels included, trimmed.
  var arguments: [String]
  /// The closure after the parentheses, braces included, with its common indentation removed.
  var trailingClosure: String?
  /// Labelled closures after the first trailing one (`holds: { … }`), by label.
  var labelledClosures: [String: String] = [:]

  /// Reads the call to `name` that starts on `line` (1-based) of the file at `filePath`;
  /// `nil` when the file cannot be read or the call cannot be found there.
  static func read(call name: String, filePath: String, line: Int) -> Self? {
    guard let text = try? String(contentsOfFile: filePath, encoding: .utf8) else { return nil }
    return parse(call: name, in: text, line: line)
  }

  /// Reads the first call on `line` whose arguments include one labelled `label` (the call a
  /// helper such as `check(_:from:)` was made from, whatever its name).
  static func read(callWithArgument label: String, filePath: String, line: Int) -> Self? {
    guard let text = try? String(contentsOfFile: filePath, encoding: .utf8) else { return nil }
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
    guard line >= 1, line <= lines.count else { return nil }
    let characters = Array(lines[line - 1])
    var index = 0
    while index < characters.count {
      guard characters[index].isLetter,
        index == 0 || !(characters[index - 1].isLetter || characters[index - 1].isNumber)
      else {
        index += 1
        continue
      }
      var end = index
      while end < characters.count, characters[end].isLetter || characters[end].isNumber { end += 1 }
      if end < characters.count, characters[end] == "(",
        let call = parse(call: String(characters[index..<end]), in: text, line: line),
        call.arguments.contains(where: { $0.hasPrefix(label + ":") })
      {
        return call
      }
      index = end
    }
    return nil
  }

  static func parse(call name: String, in text: String, line: Int) -> Self? {
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
    guard line >= 1, line <= lines.count else { return nil }
    let source = Array(lines[(line - 1)...].joined(separator: "\n"))
    let firstLine = Array(lines[line - 1])
    var scanner: Scanner
    let arguments: [String]
    if let start = firstMatch(of: Array(name + "("), in: firstLine) {
      scanner = Scanner(characters: source, position: start + name.count + 1)
      guard let read = scanner.arguments() else { return nil }
      arguments = read
    } else if let start = firstMatch(of: Array(name), in: firstLine),
      start == 0 || !(firstLine[start - 1].isLetter || firstLine[start - 1].isNumber)
    {
      // A call with only a trailing closure: `dependencies { … }`.
      scanner = Scanner(characters: source, position: start + name.count)
      scanner.skipWhitespace()
      guard scanner.peek == "{" else { return nil }
      arguments = []
    } else {
      return nil
    }
    var closure: String?
    var labelled: [String: String] = [:]
    scanner.skipWhitespace()
    if scanner.peek == "{", let body = scanner.balanced(open: "{", close: "}") {
      closure = dedented(body)
      while true {
        scanner.skipWhitespace()
        guard let label = scanner.closureLabel(),
          let body = scanner.balanced(open: "{", close: "}")
        else { break }
        labelled[label] = dedented(body)
      }
    }
    return Self(arguments: arguments, trailingClosure: closure, labelledClosures: labelled)
  }
}

private func firstMatch(of pattern: [Character], in characters: [Character]) -> Int? {
  guard characters.count >= pattern.count else { return nil }
  for start in 0...(characters.count - pattern.count)
  where Array(characters[start..<start + pattern.count]) == pattern {
    // `endpoint(` must not be the tail of a longer name (`myEndpoint(`).
    if start > 0, characters[start - 1].isLetter || characters[start - 1].isNumber { continue }
    return start
  }
  return nil
}

/// `text` with the indentation its lines after the first share removed.
private func dedented(_ text: String) -> String {
  let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
  let rest = lines.dropFirst().filter { !$0.allSatisfy(\.isWhitespace) }
  let indent = rest.map { $0.prefix { $0 == " " }.count }.min() ?? 0
  return ([String(lines[0])] + lines.dropFirst().map { String($0.dropFirst(min(indent, $0.count))) })
    .joined(separator: "\n")
}

/// Walks Swift source a character at a time, skipping strings and comments, to find where
/// brackets balance.
private struct Scanner {
  let characters: [Character]
  var position: Int

  var peek: Character? { position < characters.count ? characters[position] : nil }

  mutating func skipWhitespace() {
    while let next = peek, next.isWhitespace { position += 1 }
  }

  /// `holds` for `holds: {` here, stepping up to the brace; `nil`, moving nothing, otherwise.
  mutating func closureLabel() -> String? {
    var end = position
    while end < characters.count, characters[end].isLetter || characters[end].isNumber { end += 1 }
    guard end > position, end < characters.count, characters[end] == ":" else { return nil }
    var brace = end + 1
    while brace < characters.count, characters[brace].isWhitespace { brace += 1 }
    guard brace < characters.count, characters[brace] == "{" else { return nil }
    let label = String(characters[position..<end])
    position = brace
    return label
  }

  /// The top-level arguments up to the `)` that closes the call, which it steps past.
  mutating func arguments() -> [String]? {
    var arguments: [String] = []
    var current = ""
    while let next = peek {
      switch next {
      case ")":
        position += 1
        let last = current.trimmingCharacters(in: .whitespacesAndNewlines)
        if !last.isEmpty { arguments.append(last) }
        return arguments
      case ",":
        position += 1
        arguments.append(current.trimmingCharacters(in: .whitespacesAndNewlines))
        current = ""
      case "(", "[", "{":
        let close: Character = next == "(" ? ")" : next == "[" ? "]" : "}"
        guard let inner = balanced(open: next, close: close) else { return nil }
        current += inner
      case "\"":
        guard let string = stringLiteral() else { return nil }
        current += string
      default:
        position += 1
        current.append(next)
      }
    }
    return nil
  }

  /// The text from the opening bracket here to its closing one, both included.
  mutating func balanced(open: Character, close: Character) -> String? {
    guard peek == open else { return nil }
    var text = String(open)
    position += 1
    var depth = 1
    while let next = peek {
      if next == "\"" {
        guard let string = stringLiteral() else { return nil }
        text += string
        continue
      }
      if next == "/", position + 1 < characters.count, characters[position + 1] == "/" {
        while let comment = peek, comment != "\n" {
          text.append(comment)
          position += 1
        }
        continue
      }
      position += 1
      text.append(next)
      if next == open { depth += 1 }
      if next == close {
        depth -= 1
        if depth == 0 { return text }
      }
    }
    return nil
  }

  /// A string literal starting here (one or three quotes), interpolations included.
  mutating func stringLiteral() -> String? {
    let isMultiline =
      position + 2 < characters.count && characters[position + 1] == "\""
      && characters[position + 2] == "\""
    let quote = isMultiline ? "\"\"\"" : "\""
    var text = quote
    position += quote.count
    while let next = peek {
      if next == "\\" {
        position += 1
        text.append(next)
        if peek == "(", let inner = balanced(open: "(", close: ")") {
          text += inner
        } else if let escaped = peek {
          text.append(escaped)
          position += 1
        }
        continue
      }
      if isMultiline {
        if next == "\"", position + 2 < characters.count, characters[position + 1] == "\"",
          characters[position + 2] == "\""
        {
          position += 3
          return text + "\"\"\""
        }
      } else if next == "\"" {
        position += 1
        return text + "\""
      } else if next == "\n" {
        return nil
      }
      text.append(next)
      position += 1
    }
    return nil
  }
}

/// Where a call in a test is written: the file and the line it starts on.
struct SourceLine: Equatable, Sendable {
  let filePath: String
  let line: Int

  init(filePath: StaticString, line: UInt) {
    self.init(filePath: "\(filePath)", line: Int(line))
  }

  init(filePath: String, line: Int) {
    self.filePath = filePath
    self.line = line
  }

  /// `OnboardingInvariants.swift:14`, as a printed test names the place.
  var fileAndLine: String { "\(URL(fileURLWithPath: filePath).lastPathComponent):\(line)" }
}

/// Where a user invariant is written, and which kind of call wrote it.
struct InvariantSource: Equatable, Sendable {
  enum Kind: Equatable, Sendable {
    /// `$0.invariant(_:_:)`: a closure over the state.
    case state
    /// `$0.transitionInvariant(_:_:)`: a closure over before, action and after.
    case transition
    /// `$0.invariant(_:model:update:holds:)`: an update closure and a `holds:` closure.
    case model
  }

  let kind: Kind
  let line: SourceLine

  /// The call as written: `invariant(…)` or `transitionInvariant(…)`.
  var call: CallSourceText? {
    CallSourceText.read(
      call: kind == .transition ? "transitionInvariant" : "invariant", filePath: line.filePath,
      line: line.line)
  }
}
