import Testing

/// A short name for the running case of a parameterized Swift Testing test, the same in every
/// process (`1f3a9c02`); `nil` outside one.
///
/// Swift Testing does not name a case's arguments publicly, so this digests the case's
/// description with the run-specific addresses (`$7fe5…`) taken out.
func parameterizedCaseKey() -> String? {
  guard let testCase = Test.Case.current, testCase.isParameterized else { return nil }
  var text = String(describing: testCase)
  while let dollar = text.firstIndex(of: "$") {
    let end = text[text.index(after: dollar)...].firstIndex { !$0.isHexDigit } ?? text.endIndex
    text.removeSubrange(dollar..<end)
  }
  let digest = text.utf8.reduce(UInt32(2_166_136_261)) { ($0 ^ UInt32($1)) &* 16_777_619 }
  return String(digest, radix: 16)
}
