import Foundation
import StateDump

extension Invariant where State: Equatable {
  /// A `Codable` state decodes to what it encoded, so deep links and restoration work. (Skipped
  /// for a state that is not `Codable`.) The printed test encodes and decodes the store's state.
  ///
  /// A generated sequence round-trips each changed state whose navigation shape (what is
  /// presented, which case, how deep each stack) the check has not seen before, and every
  /// ``Exploration/sampling``th changed state of the check besides; a campaign, a replay line,
  /// a saved case and shrinking round-trip every changed state.
  public static var restorable: Self {
    let roundTrips = RoundTrips<State>()
    return Self(name: "restorable", isBuiltin: true, printedTestEnding: .assertion(restoredAssertion)) {
      Judge(step: { facts in
        // Only a changed state can newly fail to round-trip.
        guard facts.after != facts.before else { return nil }
        if facts.sampling > 1 {
          let noted = roundTrips.noteChangedState(shape: facts.navigation.shape)
          guard noted.isNewShape || noted.number % facts.sampling == 0 else { return nil }
        }
        return roundTripFailure(facts.after, roundTrips)
      })
    }
  }

  private static func roundTripFailure(_ state: State, _ roundTrips: RoundTrips<State>) -> String? {
    do {
      guard let restored = try roundTrips.restore(state), restored != state else { return nil }
      return """
        The state does not survive a round trip through Codable: decoding what it encodes gives \
        another state.

        \(indent(stateDiff(state, restored) ?? ""))

        (-: the state, +: after encoding and decoding)

        If a field is left out of the encoding on purpose (work in flight, a cache), turn this \
        invariant off for the check: $0.invariants.removeAll { $0.name == "restorable" }
        """
    } catch {
      return "The state could not be encoded and decoded again: \(error)"
    }
  }
}

/// The printed test's check: the store's state survives a round trip.
private func restoredAssertion<State>(_ test: PrintedTestContext<State>) -> [String]? {
  [
    "  let restored = try JSONDecoder().decode(",
    "    \(test.stateType).self, from: JSONEncoder().encode(store.state))",
    "  #expect(restored == store.state, \(test.quotedName))",
  ]
}
