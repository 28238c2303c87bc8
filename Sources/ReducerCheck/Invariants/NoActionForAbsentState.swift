extension Invariant {
  /// No navigation operator receives an action that does not fit the state: nothing sends an
  /// action to a dismissed child or a popped screen, no push of an id the stack has, no dismiss
  /// with nothing presented. (Actions the checker sends to absent children on purpose are
  /// excused.) The printed test fails on the warning itself.
  public static var noActionForAbsentState: Self {
    Self(name: "no action for absent state", isBuiltin: true, printedTestEnding: .storeWarns) {
      Judge(step: { facts in
        facts.warnings.first { $0.warning.kind == .navigation }?.explanation
      })
    }
  }
}
