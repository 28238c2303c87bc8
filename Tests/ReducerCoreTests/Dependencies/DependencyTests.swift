import Foundation
import ReducerCore
import Synchronization
import Testing

@Suite struct DependencyTests {
  @Test func incrementingUUIDs() {
    let uuid = UUIDGenerator.incrementing
    #expect(uuid().uuidString == "00000000-0000-0000-0000-000000000000")
    #expect(uuid().uuidString == "00000000-0000-0000-0000-000000000001")
    #expect(uuid() == UUID(2), "UUID(n) is the nth, as TCA spells it")
    #expect(UUID(10).uuidString == "00000000-0000-0000-0000-00000000000A")
  }

  @Test func withDependenciesOverridesInScope() {
    @Dependency(\.date) var date
    let fixed = Date(timeIntervalSince1970: 0)
    let seen = withDependencies {
      $0.date = .constant(fixed)
    } operation: {
      date.now
    }
    #expect(seen == fixed)
  }

  @Test func contextChoosesTestValues() {
    var values = DependencyValues()
    values.context = .test
    #expect(values.date.now == DateGenerator.testDate)
    #expect(values.isPresented == false)
  }

  @Test func testClockWakesSleepersInOrder() async throws {
    let clock = TestClock()
    let order = OrderRecorder()
    let first = Task {
      try await clock.sleep(for: .seconds(2))
      order.append("2s")
    }
    let second = Task {
      try await clock.sleep(for: .seconds(1))
      order.append("1s")
    }
    while clock.pendingSleepCount < 2 { await Task.yield() }
    await clock.advance(by: .seconds(1))
    #expect(order.values == ["1s"])
    await clock.advance(by: .seconds(1))
    try await first.value
    try await second.value
    #expect(order.values == ["1s", "2s"])
    #expect(clock.now.offset == .seconds(2))
  }

  @Test func testClockSleepIsCancellable() async {
    let clock = TestClock()
    let task = Task { try await clock.sleep(for: .seconds(1)) }
    while clock.pendingSleepCount < 1 { await Task.yield() }
    task.cancel()
    await #expect(throws: CancellationError.self) { try await task.value }
    #expect(clock.pendingSleepCount == 0)
  }
}

/// Collects strings from several tasks.
final class OrderRecorder: Sendable {
  private let storage = Mutex<[String]>([])
  func append(_ value: String) { storage.withLock { $0.append(value) } }
  var values: [String] { storage.withLock { $0 } }
}
