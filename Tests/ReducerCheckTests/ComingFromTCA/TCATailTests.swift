import ReducerCheck
import Synchronization
import Testing

/// The last of TCA 1.0's API: unimplemented endpoints of every shape, `XCTFail` from app code,
/// `XCTModify`, and `action: .self`.
@Suite struct TCATailTests {
  /// What `body` reports as runtime warnings.
  func warnings(_ body: () async -> Void) async -> [String] {
    let warnings = Mutex<[String]>([])
    await RuntimeWarnings.withSink({ warning in warnings.withLock { $0.append(warning.message) } }) {
      await body()
    }
    return warnings.withLock { $0 }
  }

  @Test func aSynchronousThrowingEndpointReportsAndThrows() async {
    let read: @Sendable (String) throws -> Int = unimplemented("Keychain.read")
    let reported = await warnings {
      #expect(throws: UnimplementedFailure.self) { _ = try read("token") }
    }
    #expect(reported.count == 1)
    #expect(reported.first?.hasPrefix(#"Unimplemented: "Keychain.read" was called"#) == true, "\(reported)")
  }

  @Test func aSynchronousEndpointReturnsItsPlaceholder() async {
    let isOn: @Sendable (String) -> Bool = unimplemented("Flags.isOn", placeholder: true)
    let reported = await warnings { #expect(isOn("beta")) }
    #expect(reported.count == 1)
  }

  @Test func anEndpointThatCannotThrowReturnsAnEmptyValue() async {
    let track: @Sendable (String) async -> Void = unimplemented("Analytics.track")
    let recent: @Sendable () async -> [Int] = unimplemented("Recents.load")
    let cached: @Sendable (String) async -> Int? = unimplemented("Cache.read")
    let count: @Sendable (String) async -> Int = unimplemented("Counter.read")
    let reported = await warnings {
      await track("opened")
      #expect(await recent() == [])
      #expect(await cached("key") == nil)
      #expect(await count("key") == 0)
    }
    #expect(reported.count == 4, "\(reported)")
    #expect(reported.allSatisfy { $0.hasPrefix("Unimplemented: ") }, "\(reported)")
  }

  @Test func anAsyncThrowingEndpointStillThrows() async {
    let load: @Sendable (Int) async throws -> String = unimplemented("Loader.load")
    _ = await warnings {
      await #expect(throws: UnimplementedFailure.self) { _ = try await load(1) }
    }
  }

  @Test func xctFailInAppCodeFailsTheTest() async {
    let issues = await capturingIssues {
      let store = TestStore(initialState: TailFeature.State()) { TailFeature() }
      await store.send(.forbiddenTapped)
    }
    #expect(issues.count == 1, "\(issues)")
    #expect(
      issues.first?.message.contains("The forbidden button must never be reachable") == true, "\(issues)")
  }

  @Test func xctModifyChangesTheCaseThroughAnOptional() async {
    var destination: TailFeature.Destination? = .edit(TailFeature.Edit(title: "a"))
    let issues = await capturingIssues {
      XCTModify(&destination, case: /TailFeature.Destination.edit) { $0.title = "b" }
    }
    #expect(issues.isEmpty, "\(issues)")
    #expect(destination == .edit(TailFeature.Edit(title: "b")))
  }

  @Test func xctModifyOfAnotherCaseFailsAndLeavesTheRoot() async {
    var destination: TailFeature.Destination? = .settings
    let issues = await capturingIssues {
      XCTModify(&destination, case: /TailFeature.Destination.edit) { $0.title = "b" }
    }
    #expect(destination == .settings)
    #expect(issues.count == 1)
    #expect(
      issues.first?.message.hasPrefix(
        "XCTModify failed: expected TailFeature.Destination? to hold a TailFeature.Edit")
        == true, "\(issues)")
  }

  @Test func xctModifyOfAnOptional() async {
    var edit: TailFeature.Edit? = TailFeature.Edit(title: "a")
    var none: TailFeature.Edit? = nil
    let issues = await capturingIssues {
      XCTModify(&edit) { $0.title = "c" }
      XCTModify(&none) { $0.title = "c" }
    }
    #expect(edit?.title == "c")
    #expect(none == nil)
    #expect(issues.count == 1, "\(issues)")
  }

  @Test func aScopeOverTheWholeStateAndAction() async {
    let store = TestStore(initialState: TailFeature.State()) { TailFeature() }
    await store.send(.countTapped) {
      $0.count = 1
      $0.analyticsEvents = 1
    }
  }
}

/// A feature that scopes a second reducer over its whole state with `action: .self`, and calls
/// `XCTFail` where a test must never go.
struct TailFeature: Reducer {
  struct Edit: Equatable, Sendable { var title: String }
  enum Destination: Equatable, Sendable {
    case edit(Edit)
    case settings
  }
  struct State: Equatable, Sendable {
    var count = 0
    var analyticsEvents = 0
  }
  enum Action: Equatable, Sendable {
    case countTapped
    case forbiddenTapped
  }
  struct Analytics: Reducer {
    func reduce(into state: inout State, action: Action) -> Effect<Action> {
      state.analyticsEvents += 1
      return .none
    }
  }
  var body: some ReducerOf<Self> {
    Scope(state: \.self, action: .self) { Analytics() }
    Reduce { state, action in
      switch action {
      case .countTapped:
        state.count += 1
        return .none
      case .forbiddenTapped:
        XCTFail("The forbidden button must never be reachable")
        state.analyticsEvents -= 1
        return .none
      }
    }
  }
}
