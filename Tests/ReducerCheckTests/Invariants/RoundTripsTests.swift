import Testing

@testable import ReducerCheck

@Suite struct RoundTripsTests {
  /// Forgets `note` when encoded, as a state with a field left out of its `CodingKeys` does.
  struct Draft: Equatable, Codable {
    var title = ""
    var note = ""
    enum CodingKeys: String, CodingKey { case title }
    init(title: String, note: String = "") {
      self.title = title
      self.note = note
    }
    init(from decoder: any Decoder) throws {
      title = try decoder.container(keyedBy: CodingKeys.self).decode(String.self, forKey: .title)
    }
  }

  @Test func aStateThatRepeatsIsNotRoundTrippedAgain() throws {
    let roundTrips = RoundTrips<Draft>()
    #expect(try roundTrips.restore(Draft(title: "a")) == Draft(title: "a"))
    #expect(try roundTrips.restore(Draft(title: "b")) == Draft(title: "b"))
    #expect(roundTrips.skipped == 0)
    #expect(try roundTrips.restore(Draft(title: "a")) == Draft(title: "a"))
    #expect(roundTrips.skipped == 1)
    #expect(roundTrips.reused == 0)
  }

  /// What a state became is kept for an equal state only: one with the same fingerprint (its
  /// note is not encoded) that is not equal makes its own round trip.
  @Test func aStateWithTheFingerprintOfAnotherIsRoundTripped() throws {
    let roundTrips = RoundTrips<Draft>()
    _ = try roundTrips.restore(Draft(title: "a", note: "kept"))
    #expect(try roundTrips.restore(Draft(title: "a", note: "other")) == Draft(title: "a"))
    #expect(roundTrips.skipped == 0)
    #expect(try roundTrips.restore(Draft(title: "a", note: "other")) == Draft(title: "a"))
    #expect(roundTrips.skipped == 1)
  }

  /// The trap a memo of "this encoding round-tripped" would fall into: a second state with the
  /// same encoding still fails.
  @Test func aStateWithAKnownEncodingIsStillCompared() throws {
    let roundTrips = RoundTrips<Draft>()
    #expect(try roundTrips.restore(Draft(title: "a")) == Draft(title: "a"))
    #expect(try roundTrips.restore(Draft(title: "a", note: "lost")) == Draft(title: "a"))
    #expect(roundTrips.reused == 1)

    let restorable = Invariant<Draft, Never>.restorable.makeJudge().step
    let facts = { (before: Draft, after: Draft) in
      StepFacts<Draft, Never>(
        moment: .step(0), before: before, after: after, events: StepEvents(), jobLimit: 1)
    }
    #expect(try restorable?(facts(Draft(title: ""), Draft(title: "a"))) == nil)
    let failure = try restorable?(facts(Draft(title: "a"), Draft(title: "a", note: "lost")))
    #expect(failure?.contains("does not survive a round trip") == true)
  }

  @Test func itForgetsEverythingOnceFull() throws {
    let roundTrips = RoundTrips<Draft>(capacity: 2)
    for title in ["a", "b", "c", "a"] { _ = try roundTrips.restore(Draft(title: title)) }
    // "c" found the memory full and emptied it, so "a" made a round trip again.
    #expect(roundTrips.skipped == 0)
    _ = try roundTrips.restore(Draft(title: "c"))
    #expect(roundTrips.skipped == 1)
  }

  @Test func itForgetsEverythingOnceItHoldsTooManyBytes() throws {
    // {"title":"a"} is 13 bytes: two fit in 30, a third empties the memory.
    let roundTrips = RoundTrips<Draft>(byteCapacity: 30)
    for title in ["a", "b", "c", "a"] { _ = try roundTrips.restore(Draft(title: title)) }
    #expect(roundTrips.skipped == 0)
    _ = try roundTrips.restore(Draft(title: "c"))
    #expect(roundTrips.skipped == 1)
  }

  @Test func aStateThatIsNotCodableIsNotRestored() throws {
    struct Plain: Equatable { var count = 0 }
    #expect(try RoundTrips<Plain>().restore(Plain()) == nil)
  }
}
