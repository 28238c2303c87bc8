import ReducerCheck
import ReducerCore
import XCTest

/// The checker and the test store work under XCTest as they do under Swift Testing.
final class XCTestSupportTests: XCTestCase {
  func testCheckRunsUnderXCTest() async {
    let result = await check(TwoSheetsAtOnce(), from: TwoSheetsAtOnce.State()) {
      $0.seed = 11
      $0.regressionFile = nil
      // Only one sheet at a time: the bug stays out of reach.
      $0.actions(for: TwoSheetsAtOnce.self) { _ in .always(.settingsTapped) }
      $0.actions(for: TwoSheetsAtOnce.Sheet.self) { _ in .always(.bump) }
    }
    XCTAssertNil(result.failure)
    XCTAssertEqual(result.sequencesRun, 100)
  }

  func testTestStoreRunsUnderXCTest() async {
    let store = TestStore(initialState: TwoSheetsAtOnce.State()) { TwoSheetsAtOnce() }
    await store.send(.settingsTapped) { $0.settings = TwoSheetsAtOnce.Sheet.State() }
    await store.send(.settings(.dismiss)) { $0.settings = nil }
  }
}
