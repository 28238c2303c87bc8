import Foundation
import StateDump

extension ReproductionTest {
  /// The lines that apply the check's `dependencies { … }` closures inside the test's
  /// `withDependencies:`, after the clock and the endpoints, in the order the check applies
  /// them. Without them the test would reach a dependency's test value (an `unimplemented`
  /// endpoint, say) and fail for another reason than the check did.
  ///
  /// ```swift
  ///     // The check's dependencies (OnboardingInvariants.swift:14):
  ///     let checkDependencies: (inout DependencyValues) -> Void = {
  ///       $0.authClient.verifyCode = { _, _ in true }
  ///     }
  ///     checkDependencies(&$0)
  /// ```
  ///
  /// A closure the report cannot read becomes a placeholder, so the test does not compile
  /// without it.
  var checkDependencies: [String] {
    var lines: [String] = []
    for (index, source) in dependencySources.enumerated() {
      let site = source.fileAndLine
      let name = dependencySources.count == 1 ? "checkDependencies" : "checkDependencies\(index + 1)"
      // Two calls on one line cannot be told apart by their line: both are placeholders.
      let sharesItsLine = dependencySources.filter { $0 == source }.count > 1
      guard !sharesItsLine,
        let closure = CallSourceText.read(
          call: "dependencies", filePath: source.filePath, line: source.line)?.trailingClosure
      else {
        lines.append(
          "    " + unwrittenValuePlaceholder("the check's dependencies, not readable from \(site),"))
        continue
      }
      lines.append("    // The check's dependencies (\(site)):")
      lines += assigning(closure, to: "let \(name): (inout DependencyValues) -> Void", indent: "    ")
      lines.append("    \(name)(&$0)")
    }
    return lines
  }
}
