import Foundation
import Synchronization
import Testing

@testable import ReducerCore

/// A warning's message is written when first read, once: the checker's probes of absent
/// children raise warnings it excuses unread, and writing one dumps the action and state.
@Suite struct RuntimeWarningTests {
  @Test func appsPrintEachWarningOnceWithItsPlace() {
    let warning = RuntimeWarning(
      message: "test warning \(UUID().uuidString)", fileID: "Feature.swift", line: 7)
    #expect(warning.description.hasPrefix("Feature.swift:7: warning: test warning"))
    #expect(RuntimeWarnings.timesPrinted(warning) == 0)
    RuntimeWarnings.report(warning)
    RuntimeWarnings.report(warning)
    #expect(RuntimeWarnings.timesPrinted(warning) == 1)
  }

  @Test func aStoreInAnAppWarnsInsteadOfCrashing() {
    let store = Store(initialState: StackParent.State()) { StackParent() }
    store.send(.path(.popFrom(id: 3)))
    #expect(store.state.path.isEmpty)
  }

  final class Writes: Sendable {
    let count = Mutex(0)
  }

  @Test func theMessageIsWrittenOnFirstReadAndOnlyOnce() {
    let writes = Writes()
    let warning = RuntimeWarning(fileID: "F.swift", line: 3, kind: .navigation) {
      writes.count.withLock { $0 += 1 }
      return "late"
    }
    #expect(writes.count.withLock { $0 } == 0)
    #expect(warning.message == "late")
    #expect(warning.description == "F.swift:3: warning: late")
    #expect(writes.count.withLock { $0 } == 1)
  }

  @Test func warningsAreEqualByWhatTheySay() {
    let lazy = RuntimeWarning(fileID: "F.swift", line: 3, kind: .other) { "text" }
    #expect(lazy == RuntimeWarning(message: "text", fileID: "F.swift", line: 3))
    #expect(lazy != RuntimeWarning(message: "other", fileID: "F.swift", line: 3))
    #expect(lazy != RuntimeWarning(message: "text", fileID: "F.swift", line: 4))
  }

  @Test func anOperatorWarningIsTheSameTextWrittenLater() {
    let box = Box()
    RuntimeWarnings.$sink.withValue(RuntimeWarnings.Sink { box.append($0) }) {
      reportOperatorWarning(
        "forEach", fileID: "F.swift", line: 9, received: "an action for a missing element",
        action: 5, details: { [("Ids in the stack", "[#0]")] }, causes: ["One.", "Two."])
    }
    let received = box.warnings
    #expect(received.count == 1)
    #expect(
      received.first?.message == """
        A "forEach" at "F.swift:9" received an action for a missing element.

          Action:
            5
          Ids in the stack:
            [#0]

        This is generally an application logic error, with two likely causes:
        • One.
        • Two.
        """)
  }

  final class Box: Sendable {
    private let list = Mutex<[RuntimeWarning]>([])
    func append(_ warning: RuntimeWarning) { list.withLock { $0.append(warning) } }
    var warnings: [RuntimeWarning] { list.withLock { $0 } }
  }
}
