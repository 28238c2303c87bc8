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

  /// Only a state that survived is remembered: a state equal to one that failed (here, the
  /// same state) makes its own round trip, and is not reported on the strength of another's.
  @Test func aStateThatFailedIsNotRemembered() throws {
    let roundTrips = RoundTrips<Lossy>()
    let failing = Lossy(title: "a", draft: "x")
    #expect(try roundTrips.restore(failing) == Lossy(title: "garbled"))
    #expect(try roundTrips.restore(failing) == Lossy(title: "garbled"))
    #expect(roundTrips.skipped == 0)
    // Its decoding is still reused: the same bytes decode to the same state.
    #expect(roundTrips.reused == 1)
    #expect(try roundTrips.restore(Lossy(title: "a")) == Lossy(title: "a"))
    #expect(try roundTrips.restore(Lossy(title: "a")) == Lossy(title: "a"))
    #expect(roundTrips.skipped == 1)
  }

  /// Refuses to decode a name longer than 16 bytes of UTF-8, which `==` does not see: Swift
  /// compares strings by their characters.
  struct Username: Equatable, Codable {
    struct TooLong: Error {}
    var raw: String
    init(raw: String) { self.raw = raw }
    init(from decoder: any Decoder) throws {
      raw = try decoder.singleValueContainer().decode(String.self)
      guard raw.utf8.count <= 16 else { throw TooLong() }
    }
    func encode(to encoder: any Encoder) throws {
      var container = encoder.singleValueContainer()
      try container.encode(raw)
    }
  }

  /// An equal state whose encoding differs (a decomposed "é") makes its own round trip.
  @Test func anEqualStateThatEncodesOtherwiseMakesItsOwnRoundTrip() throws {
    let composed = Username(raw: "caf\u{E9}abcdefghijk")  // 16 bytes
    let decomposed = Username(raw: "cafe\u{301}abcdefghijk")  // 17 bytes
    #expect(composed == decomposed)
    let roundTrips = RoundTrips<Username>()
    #expect(try roundTrips.restore(composed) == composed)
    #expect(throws: Username.TooLong.self) { try roundTrips.restore(decomposed) }
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
