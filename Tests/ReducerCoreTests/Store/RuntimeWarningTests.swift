import Foundation
import ReducerCore
import Testing

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
}
