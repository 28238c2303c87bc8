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
/// case 5EED1234/37: 1 2 0 4 1 0
///   1. send .rowTapped(1)
///   2. send .detail(.dismiss)
///   3. answer "detail request" call 1 with "text 1"
/// ```
///
/// The numbered lines are the steps the choices made, as a report tells them: a reviewer reads
/// what the case does, and a replay tells a case whose choices now make other steps. Version 1
/// files, without them, are read as before.
struct RegressionFile: Equatable {
  struct Case: Equatable {
    var seed: UInt64
    var sequence: Int
    var choices: ChoiceSequence
    var comment: String
    /// The steps the choices made when the case was saved, as a report tells them; `nil` in a
    /// version 1 file.
    var steps: [String]? = nil
  }

  var cases: [Case] = []

  static let header = """
    # ReducerCheck regressions: replayed before new random sequences. Commit this file.
    # Delete a case once you no longer want it replayed.
    version 2
    """

  /// Under a case that broke on the initial state, before any step.
  static let noSteps = "(no steps)"

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
    // By `isNewline`, so a file checked out with CRLF line ends reads the same.
    let rawLines = text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline)
    for (offset, rawLine) in rawLines.enumerated() {
      let line = rawLine.trimmingCharacters(in: .whitespaces)
      func malformed(_ what: String) -> CheckError {
        CheckError(
          description: """
            The regression file \(path) is malformed at line \(offset + 1): \(what)
              \(line)
            Fix the line or delete it (or the whole file); each case reads \
            "case SEED/SEQUENCE: CHOICES", then its steps, "1. …", one per line.
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
        // The header's comments are the file's, not its first case's.
        comment = ""
        continue
      }
      if line == Self.noSteps {
        guard let index = file.cases.indices.last, file.cases[index].steps == nil else {
          throw malformed("\(Self.noSteps) belongs right under a \"case\" line.")
        }
        file.cases[index].steps = []
        continue
      }
      if let step = line.firstMatch(of: /^([0-9]+)\. (.+)$/) {
        guard let index = file.cases.indices.last else {
          throw malformed("a step comes before any \"case\" line.")
        }
        let steps = file.cases[index].steps ?? []
        guard Int(step.output.1) == steps.count + 1 else {
          throw malformed("steps are numbered 1, 2, 3… under their case.")
        }
        file.cases[index].steps = steps + [String(step.output.2)]
        continue
      }
      guard line.hasPrefix("case "), let colon = line.firstIndex(of: ":") else {
        throw malformed("expected a \"case\" line.")
      }
      let key = line[line.index(line.startIndex, offsetBy: 5)..<colon].split(separator: "/")
      guard key.count == 2, let seed = parseSeed(String(key[0])), let sequence = Int(key[1]) else {
        throw malformed("the case must name SEED/SEQUENCE, such as 5EED1234/37.")
      }
      let numbers = line[line.index(after: colon)...].split(separator: " ").map { UInt64($0) }
      guard !numbers.contains(nil) else { throw malformed("choices must be whole numbers.") }
      file.cases.append(
        Case(seed: seed, sequence: sequence, choices: ChoiceSequence(numbers.map { $0! }), comment: comment))
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
      lines.append("case \(formatSeed(entry.seed))/\(entry.sequence): \(choices)")
      if entry.steps?.isEmpty == true { lines.append("  \(Self.noSteps)") }
      for (index, step) in (entry.steps ?? []).enumerated() { lines.append("  \(index + 1). \(step)") }
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
