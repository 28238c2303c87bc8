import Testing

@testable import ReducerCore

/// The store's queue of waiting actions: first in, first out, across growth and wrap-around,
/// and it releases what it still holds.
@Suite struct PendingActionsTests {
  private final class Payload: Sendable {
    let number: Int
    init(_ number: Int) { self.number = number }
  }

  @Test func keepsOrderAcrossGrowthAndWrapAround() {
    var pending = PendingActions<Int>()
    var next = 0
    var expected = 0
    var origin = ActionOrigin.external(token: -1)
    // Take some out before adding more, so the waiting actions wrap around the buffer's end
    // when it grows.
    for round in 1...6 {
      for _ in 0..<(round * 5) {
        pending.append(next, from: .effect(next))
        next += 1
      }
      for _ in 0..<(round * 3) {
        #expect(pending.removeFirst(origin: &origin) == expected)
        #expect(origin == .effect(expected))
        expected += 1
      }
    }
    let waiting = pending.count
    #expect(waiting == next - expected)
    while !pending.isEmpty {
      #expect(pending.removeFirst(origin: &origin) == expected)
      expected += 1
    }
    #expect(expected == next)
  }

  @Test func releasesWhatItHoldsWhenEmptiedOrDropped() {
    weak var emptied: Payload?
    weak var dropped: Payload?
    do {
      var pending = PendingActions<Payload>()
      do {
        let payload = Payload(1)
        emptied = payload
        pending.append(payload, from: .synchronous(byAction: 0))
      }
      pending.removeAll()
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
    }
    #expect(dropped == nil)
  }
}
