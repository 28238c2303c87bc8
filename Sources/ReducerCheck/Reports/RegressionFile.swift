import Foundation
import Generators

/// The failures a check saved, replayed before new random sequences: a small text file the user
/// commits.
///
/// ```
/// # ReducerCheck regressions: replayed before new random sequences. Commit this file.
/// # Delete a case once you no longer want it replayed.
/// version 2
///
/// # PokemonListFeature broke "no action for absent state" at step 3
/// case 5EED1234/37 (3 steps 4B1A0C9D2E3F5A67): 1 2 0 4 1 0
/// ```
///
/// The part in parentheses fingerprints the steps the choices made (``StepFingerprint``), so a
/// replay can tell a case whose choices now make other steps. Version 1 files, without it, are
/// read as before.
struct RegressionFile: Equatable {
  struct Case: Equatable {
    var seed: UInt64
    var sequence: Int
    var choices: ChoiceSequence
    var comment: String
    /// The steps the choices made when the case was saved; `nil` in a version 1 file.
    var steps: StepFingerprint? = nil
  }

  var cases: [Case] = []

  static let header = """
    # ReducerCheck regressions: replayed before new random sequences. Commit this file.
    # Delete a case once you no longer want it replayed.
    version 2
    """

  /// Reads the file at `path`; a missing file has no cases.
  static func load(from path: String) throws -> RegressionFile {
    guard FileManager.default.fileExists(atPath: path) else { return RegressionFile() }
    guard let data = FileManager.default.contents(atPath: path),
      let text = String(data: data, encoding: .utf8)
    else {
      throw CheckError(
        description: """
          The regression file \(path) could not be read as UTF-8 text. Delete it; the next \
          failure writes a fresh one.
          """)
    }
    return try parse(text, path: path)
  }

  static func parse(_ text: String, path: String) throws -> RegressionFile {
    var file = RegressionFile()
    var comment = ""
    var sawVersion = false
    for (offset, rawLine) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
      let line = rawLine.trimmingCharacters(in: .whitespaces)
      func malformed(_ what: String) -> CheckError {
        CheckError(
          description: """
            The regression file \(path) is malformed at line \(offset + 1): \(what)
              \(line)
            Fix the line or delete it (or the whole file); each case reads \
            "case SEED/SEQUENCE (N steps FINGERPRINT): CHOICES".
            """)
      }
      if line.isEmpty { continue }
      if line.hasPrefix("#") {
        comment = String(line.dropFirst()).trimmingCharacters(in: .whitespaces)
        continue
      }
      if line.hasPrefix("version ") {
        guard line == "version 1" || line == "version 2" else {
          throw malformed("this version of ReducerCheck reads versions 1 and 2 only.")
        }
        sawVersion = true
        continue
      }
      guard line.hasPrefix("case "), let colon = line.firstIndex(of: ":") else {
        throw malformed("expected a \"case\" line.")
      }
      var head = line[line.index(line.startIndex, offsetBy: 5)..<colon]
      var steps: StepFingerprint?
      if let open = head.firstIndex(of: "(") {
        guard head.last == ")",
          let read = StepFingerprint(text: head[head.index(after: open)..<head.index(before: head.endIndex)])
        else {
          throw malformed("the steps must read (N steps FINGERPRINT), such as (3 steps 4B1A0C9D2E3F5A67).")
        }
        steps = read
        head = head[..<open]
      }
      let key = head.trimmingCharacters(in: .whitespaces).split(separator: "/")
      guard key.count == 2, let seed = parseSeed(String(key[0])), let sequence = Int(key[1]) else {
        throw malformed("the case must name SEED/SEQUENCE, such as 5EED1234/37.")
      }
      let numbers = line[line.index(after: colon)...].split(separator: " ").map { UInt64($0) }
      guard !numbers.contains(nil) else { throw malformed("choices must be whole numbers.") }
      file.cases.append(
        Case(
          seed: seed, sequence: sequence, choices: ChoiceSequence(numbers.map { $0! }), comment: comment,
          steps: steps))
      comment = ""
    }
    if !file.cases.isEmpty, !sawVersion {
      throw CheckError(
        description:
          "The regression file \(path) has no \"version\" line. Delete it; the next failure writes a fresh one."
      )
    }
    return file
  }

  var text: String {
    var lines = [Self.header]
    for entry in cases {
      lines.append("")
      if !entry.comment.isEmpty { lines.append("# \(entry.comment)") }
      let choices = entry.choices.choices.map(String.init).joined(separator: " ")
      let steps = entry.steps.map { " (\($0.text))" } ?? ""
      lines.append("case \(formatSeed(entry.seed))/\(entry.sequence)\(steps): \(choices)")
    }
    return lines.joined(separator: "\n") + "\n"
  }

  /// Writes the file atomically, creating its folder.
  func save(to path: String) throws {
    let url = URL(fileURLWithPath: path)
    do {
      try FileManager.default.createDirectory(
        at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try Data(text.utf8).write(to: url, options: .atomic)
    } catch {
      throw CheckError(
        description: """
          The regression file \(path) could not be written: \(error.localizedDescription). \
          Make the folder writable, or set "regressionFile = nil" to keep no file.
          """)
    }
  }
}
