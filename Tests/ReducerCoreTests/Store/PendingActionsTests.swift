import Testing

@testable import ReducerCore

/// The store's queue of waiting actions: first in, first out, across growth and wrap-around,
/// and it releases what it held once emptied (as the store does before dropping it).
@Suite struct PendingActionsTests {
  private final class Payload: Sendable {
    let number: Int
    init(_ number: Int) { self.number = number }
  }

  @Test func keepsOrderAcrossGrowthAndWrapAround() {
    var pending = PendingActions()
    var next = 0
    var expected = 0
    var origin = ActionOrigin.external(token: -1)
    defer { pending.removeAll(as: Int.self) }
    // Take some out before adding more, so the waiting actions wrap around the buffer's end
    // when it grows.
    for round in 1...6 {
      for _ in 0..<(round * 5) {
        pending.append(next, from: .effect(next))
        next += 1
      }
      for _ in 0..<(round * 3) {
        #expect(pending.removeFirst(origin: &origin, as: Int.self) == expected)
        #expect(origin == .effect(expected))
        expected += 1
      }
    }
    let waiting = pending.count
    #expect(waiting == next - expected)
    while !pending.isEmpty {
      #expect(pending.removeFirst(origin: &origin, as: Int.self) == expected)
      expected += 1
    }
    #expect(expected == next)
  }

  @Test func worksAgainAfterABurstGaveItsRoomBack() {
    var pending = PendingActions()
    defer { pending.removeAll(as: Int.self) }
    for number in 0..<3_000 { pending.append(number, from: .effect(number)) }
    pending.removeAll(as: Int.self)
    var origin = ActionOrigin.external(token: -1)
    for number in 0..<20 { pending.append(number, from: .effect(number)) }
    for number in 0..<20 {
      #expect(pending.removeFirst(origin: &origin, as: Int.self) == number)
      #expect(origin == .effect(number))
    }
  }

  @Test func releasesWhatItHoldsWhenEmptied() {
    weak var emptied: Payload?
    weak var dropped: Payload?
    do {
      var pending = PendingActions()
      do {
        let payload = Payload(1)
        emptied = payload
        pending.append(payload, from: .synchronous(byAction: 0))
      }
      pending.removeAll(as: Payload.self)
      let isEmpty = pending.isEmpty
      #expect(emptied == nil)
      #expect(isEmpty)
      for number in 0..<20 { pending.append(Payload(number), from: .external(token: 0)) }
      do {
        let payload = Payload(99)
        dropped = payload
        pending.append(payload, from: .external(token: 0))
      }
      #expect(dropped != nil)
      pending.removeAll(as: Payload.self)
    }
    #expect(dropped == nil)
  }
}
