import ReducerCore
import StateDump

/// Dependency endpoints a test answers by hand, call by call, the way a check's controlled
/// endpoints are answered: the test a failure report prints uses them.
///
/// ```swift
/// let endpoints = EndpointCalls()
/// let store = TestStore(initialState: Search.State()) { Search() } withDependencies: {
///   $0[keyPath: \.weatherClient.search] = endpoints.endpoint(named: "search")
/// }
/// await store.send(.queryChanged("Ber"))
/// await endpoints.answer(call: 1, with: [GeoLocation(id: 1, name: "Berlin")])
/// ```
///
/// Calls are numbered from 1 in the order they are made, across every endpoint made by one
/// `EndpointCalls`. A call waits until the test answers it, or until its effect is cancelled; an
/// answer runs the test store's effects, so the answered effect has finished (or waits again)
/// when `answer` returns.
public final class EndpointCalls: Sendable {
  let registry = EndpointRegistry()

  public init() {}

  /// The calls still waiting for an answer, by number, oldest first: a call answered, or
  /// whose effect was cancelled, no longer waits.
  ///
  /// ```swift
  /// await store.send(.loadTapped)
  /// #expect(endpoints.waitingCalls == [1])
  /// ```
  public var waitingCalls: [Int] { registry.pending.map(\.id) }

  /// An endpoint with an input, whose calls wait for ``answer(call:with:fileID:filePath:line:column:)``.
  public func endpoint<Input: Sendable, Output: Sendable>(
    named name: String
  ) -> @Sendable (Input) async throws -> Output {
    { [registry] input in try await registry.call(name, input: input) }
  }

  /// An endpoint without input, whose calls wait for ``answer(call:with:fileID:filePath:line:column:)``.
  public func endpoint<Output: Sendable>(named name: String) -> @Sendable () async throws -> Output {
    { [registry] in try await registry.call(name, input: ()) }
  }

  /// An endpoint with two arguments, whose calls wait for ``answer(call:with:fileID:filePath:line:column:)``.
  public func endpoint<First: Sendable, Second: Sendable, Output: Sendable>(
    named name: String
  ) -> @Sendable (First, Second) async throws -> Output {
    { [registry] first, second in try await registry.call(name, input: (first, second)) }
  }

  /// An endpoint with three arguments, whose calls wait for ``answer(call:with:fileID:filePath:line:column:)``.
  public func endpoint<First: Sendable, Second: Sendable, Third: Sendable, Output: Sendable>(
    named name: String
  ) -> @Sendable (First, Second, Third) async throws -> Output {
    { [registry] first, second, third in try await registry.call(name, input: (first, second, third)) }
  }

  /// Answers call `call` with `value`; fails the test if that call is not waiting.
  nonisolated(nonsending) public func answer(
    call: Int,
    with value: some Sendable,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async {
    await answer(
      call, with: .success(value), unlessCancelled: false,
      at: CallSite(fileID: fileID, filePath: filePath, line: line, column: column))
  }

  /// Answers call `call` with `error`; fails the test if that call is not waiting.
  nonisolated(nonsending) public func answer(
    call: Int,
    throwing error: any Error,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async {
    await answer(
      call, with: .failure(error), unlessCancelled: false,
      at: CallSite(fileID: fileID, filePath: filePath, line: line, column: column))
  }

  /// Answers call `call` with `value`, or drops the answer if the call's effect was cancelled,
  /// as a response that arrives after cancellation is, or if the feature has not made that
  /// many calls (a fix that stops it from making the call: Save disabled while uploading);
  /// fails the test if the call was answered already.
  ///
  /// A report's test answers this way: it waits for what the check answered, and once a fix
  /// cancels that call, or never makes it, the test still runs (and passes, a regression test).
  ///
  /// ```swift
  /// await store.send(.detail(.dismiss))  // the fix cancels the detail's request here
  /// await endpoints.answerUnlessCancelled(call: 2, with: [Result(id: 1)])  // dropped
  /// ```
  nonisolated(nonsending) public func answerUnlessCancelled(
    call: Int,
    with value: some Sendable,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async {
    await answer(
      call, with: .success(value), unlessCancelled: true,
      at: CallSite(fileID: fileID, filePath: filePath, line: line, column: column))
  }

  /// Answers call `call` with `error`, or drops the answer if the call's effect was cancelled;
  /// see ``answerUnlessCancelled(call:with:fileID:filePath:line:column:)``.
  nonisolated(nonsending) public func answerUnlessCancelled(
    call: Int,
    throwing error: any Error,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async {
    await answer(
      call, with: .failure(error), unlessCancelled: true,
      at: CallSite(fileID: fileID, filePath: filePath, line: line, column: column))
  }

  nonisolated(nonsending) private func answer(
    _ call: Int, with result: Result<any Sendable, any Error>, unlessCancelled: Bool,
    at callSite: CallSite
  ) async {
    let waiting = registry.pending.map(\.id)
    guard let answered = registry.answer(call, with: result) else {
      if unlessCancelled, registry.wasCancelled(call) { return }
      if unlessCancelled, call > registry.callsMade {
        print(
          "ReducerCheck: call \(call) was never made (\(counted(registry.callsMade, "call")) so far), so its "
            + "answer is dropped: a fix that stops the feature from making it passes this test.")
        return
      }
      let already =
        registry.wasAnswered(call)
        ? "it was answered already, and "
        : registry.wasCancelled(call) ? "its effect was cancelled, and " : ""
      IssueReporter.fail(
        """
        Call \(call) is not waiting for an answer: \(already)\
        \(waiting.isEmpty ? "no call is" : "the waiting calls are \(waiting.map(String.init).joined(separator: ", "))").

        Calls are numbered from 1 in the order the feature makes them; a call whose effect was \
        cancelled no longer waits.
        """,
        at: callSite)
      return
    }
    answered.runtime?.driveEffects()
    await megaYield()
    answered.runtime?.driveEffects()
  }
}
