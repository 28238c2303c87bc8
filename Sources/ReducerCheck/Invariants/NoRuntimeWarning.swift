extension Invariant {
  /// No other runtime warning: an effect's unhandled error, a `dismiss()` nothing can perform.
  /// (Warnings of navigation operators are ``noActionForAbsentState``'s.) The printed test fails
  /// on the warning itself.
  public static var noRuntimeWarning: Self {
    Self(name: "no runtime warning", isBuiltin: true, printedTestEnding: .storeWarns) {
      Judge(step: { facts in
        facts.warnings.first { $0.warning.kind != .navigation }?.explanation
      })
    }
  }
}
