extension Invariant {
  /// A feature with several optional presentation states presents at most one at a time.
  /// The printed test counts what the place presents.
  public static var atMostOneDestination: Self {
    Self(
      name: "at most one destination presented", isBuiltin: true,
      printedTestEnding: .assertion(presentedAssertion)
    ) {
      Judge(step: { facts in
        guard let (place, fields) = facts.navigation.presentations.first else { return nil }
        return """
          \(presentedTogether(place, fields)) at the same time. Model the destinations as one enum \
          in one @PresentationState, or dismiss one before presenting another.
          """
      })
    }
  }
}

/// The printed test's check: what the place that presented several at once presents. Where the
/// test cannot name the place (behind an existential, inside a set), or the break came while
/// time ran on after the last step, it is found as the invariant finds it.
private func presentedAssertion<State>(_ test: PrintedTestContext<State>) -> [String]? {
  let asTheInvariantFindsIt = [
    "  #expect(destinationsPresentedTogether(in: store.state).isEmpty, \(test.quotedName))"
  ]
  if test.brokeAfterTheSchedule { return asTheInvariantFindsIt }
  guard let (place, fields) = NavigationInspection.inspect(test.finalState).presentations.first else {
    return nil
  }
  guard let (base, _) = test.storeAccess(place), fields.allSatisfy(test.isMemberName) else {
    return asTheInvariantFindsIt
  }
  let presented = fields.map { "\(base).\($0) != nil" }.joined(separator: ", ")
  return ["  #expect([\(presented)].filter { $0 }.count <= 1, \(test.quotedName))"]
}
