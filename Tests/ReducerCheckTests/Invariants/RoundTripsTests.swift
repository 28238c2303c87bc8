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

  /// Decodes its title wrong when it has a draft, which `==` ignores: two equal states, one of
  /// which does not survive a round trip.
  struct Lossy: Equatable, Codable {
    var title: String
    var draft = ""
    static func == (lhs: Self, rhs: Self) -> Bool { lhs.title == rhs.title }
    init(title: String, draft: String = "") {
      self.title = title
      self.draft = draft
    }
    init(from decoder: any Decoder) throws {
      let container = try decoder.container(keyedBy: CodingKeys.self)
      let draft = try container.decode(String.self, forKey: .draft)
      title = draft.isEmpty ? try container.decode(String.self, forKey: .title) : "garbled"
    }
  }

  /// Only a state that survived is remembered: a state equal to one that failed makes its own
  /// round trip, and is not reported for the other's failure.
  @Test func aStateEqualToOneThatFailedMakesItsOwnRoundTrip() throws {
    let roundTrips = RoundTrips<Lossy>()
    #expect(try roundTrips.restore(Lossy(title: "a", draft: "x")) == Lossy(title: "garbled"))
    #expect(try roundTrips.restore(Lossy(title: "a")) == Lossy(title: "a"))
    #expect(roundTrips.skipped == 0)
    #expect(try roundTrips.restore(Lossy(title: "a")) == Lossy(title: "a"))
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
