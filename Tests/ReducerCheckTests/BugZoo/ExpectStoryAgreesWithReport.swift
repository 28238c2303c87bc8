import ReducerCheck
import Testing

/// Expects every answer arrow of `failure`'s story diagram to point at the effect its report
/// says received the answer: `User-->>E2: 5. answers "upload" call 1 …` only where the report's
/// step 5 reads `received … from E2 …`.
func expectStoryAgreesWithReport(
  _ failure: CheckResult.Failure?, sourceLocation: SourceLocation = #_sourceLocation
) {
  guard let failure else { return }
  for line in failure.storyDiagram {
    guard let arrow = AnswerArrow(line) else { continue }
    guard let receiver = effectReceiving(atStep: arrow.step, in: failure.report) else { continue }
    #expect(
      arrow.target == receiver,
      """
      The story diagram points step \(arrow.step)'s answer at \(arrow.target), but the report says \
      \(receiver) received it:
      \(line)
      """, sourceLocation: sourceLocation)
  }
}

/// `  User-->>E2: 5. answers "upload" call 1 with …`, read.
private struct AnswerArrow {
  let target: String
  let step: Int

  init?(_ line: String) {
    let text = line.trimmingCharacters(in: .whitespaces)
    guard text.hasPrefix("User-->>"), let colon = text.firstIndex(of: ":") else { return nil }
    let rest = text[text.index(after: colon)...].drop { $0 == " " }
    guard let dot = rest.firstIndex(of: "."), let step = Int(rest[..<dot]),
      rest[rest.index(after: dot)...].hasPrefix(" answers ")
    else { return nil }
    self.target = String(text.dropFirst("User-->>".count)[..<colon])
    self.step = step
  }
}

/// The effect the report's step `step` says delivered an action first: `E2` of
/// `received .uploaded(…) from E2 "upload"`.
private func effectReceiving(atStep step: Int, in report: String) -> String? {
  let lines = report.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
  guard let start = lines.firstIndex(where: { $0.hasPrefix("\(step). answer ") }) else { return nil }
  for line in lines[(start + 1)...] {
    if let first = line.first, first.isNumber, line.contains(". ") { break }
    guard line.hasPrefix("received "), let from = line.range(of: " from E", options: .backwards)
    else { continue }
    return "E" + line[from.upperBound...].prefix { $0.isNumber }
  }
  return nil
}
