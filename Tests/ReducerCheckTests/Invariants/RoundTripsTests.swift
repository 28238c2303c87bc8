import Foundation
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

  /// Everything Foundation and the standard library encode in their own ways: what the
  /// fingerprint makes of them never changes what survives.
  struct Everything: Equatable, Codable {
    enum Tab: String, Codable { case inbox, sent }
    var date = Date(timeIntervalSinceReferenceDate: 12.5)
    var url = URL(string: "https://example.com/a?b=c")!
    var amount = Decimal(string: "12.75")!
    var id = UUID(uuidString: "00000000-0000-0000-0000-000000000002")!
    var bytes = Data([0, 1, 2, 255])
    var tags: Set<String> = ["a", "b", "c"]
    var counts: [Tab: Int] = [.inbox: 1, .sent: 2]
    var byNumber: [Int: String] = [1: "one", 2: "two"]
    var nested: [Int?] = [nil, 1]
    var ranges = [0..<3, 5..<9]
    var child = Parent.Child(name: "x", age: 3)
  }

  class Parent: Codable, Equatable {
    var name: String
    init(name: String) { self.name = name }
    static func == (lhs: Parent, rhs: Parent) -> Bool {
      type(of: lhs) == type(of: rhs) && lhs.isEqual(to: rhs)
    }
    func isEqual(to other: Parent) -> Bool { name == other.name }

    /// Encodes its parent's part through `superEncoder()`, as subclasses do.
    final class Child: Parent {
      var age: Int
      enum CodingKeys: String, CodingKey { case age }
      init(name: String, age: Int) {
        self.age = age
        super.init(name: name)
      }
      required init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        age = try container.decode(Int.self, forKey: .age)
        try super.init(from: container.superDecoder())
      }
      override func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(age, forKey: .age)
        try super.encode(to: container.superEncoder())
      }
      override func isEqual(to other: Parent) -> Bool {
        guard let other = other as? Child else { return false }
        return age == other.age && super.isEqual(to: other)
      }
    }
  }

  @Test func everythingCodableSurvivesAsItDidThroughJSONAlone() throws {
    let roundTrips = RoundTrips<Everything>()
    for _ in 0..<3 { #expect(try roundTrips.restore(Everything()) == Everything()) }
    var changed = Everything()
    changed.child = Parent.Child(name: "x", age: 4)
    #expect(try roundTrips.restore(changed) == changed)
    var fractional = Everything()
    fractional.date = Date(timeIntervalSinceReferenceDate: 0.1)
    #expect(try roundTrips.restore(fractional) == fractional)
  }

  @Test func aStateThatIsNotCodableIsNotRestored() throws {
    struct Plain: Equatable { var count = 0 }
    #expect(try RoundTrips<Plain>().restore(Plain()) == nil)
  }
}
