import ReducerCore
import StateDump

/// Checks that a rewritten feature behaves like the old one on every generated path: the same
/// user steps, endpoint answers and clock advances drive both, and after every step the two
/// are compared — what `comparing` sees of each state, the actions each received from its
/// effects, and the endpoint calls each made and left waiting. The first divergence is shrunk
/// to the shortest sequence that still diverges and reported side by side, with its replay
/// line, a saved case, and a pair of `TestStore` tests: the old behaviour, and the new feature
/// held to it.
///
/// ```swift
/// @Test func oneDestinationBehavesLikeThreeOptionals() async {
///   await checkEquivalence(
///     old: SettingsWithOptionals(), from: SettingsWithOptionals.State(),
///     new: SettingsFeature(), from: SettingsFeature.State(),
///     comparing: SettingsFeature.State.init(old:), { $0 },
///     steps: .old(mapping: SettingsFeature.Action.init(old:))
///   )
/// }
/// ```
///
/// The new feature's invariants run as in ``check(_:from:fileID:filePath:line:column:function:_:)``
/// (a refactor that shows two destinations at once fails as such); the old one's behaviour is
/// the reference. An action `mapping` has no counterpart for, or a state `comparing` throws
/// on, is counted and said in the pass line, never passed over in silence.
///
/// - Parameters:
///   - comparing: What is compared of each side's state, old first; the same value after every
///     step, or the check fails.
///   - steps: Which side's generators make the steps, and how each action crosses over.
@discardableResult
nonisolated(nonsending) public func checkEquivalence<Old: Reducer, New: Reducer, View: Equatable>(
  old: Old, from oldState: Old.State,
  new: New, from newState: New.State,
  comparing oldView: @escaping (Old.State) throws -> View,
  _ newView: @escaping (New.State) throws -> View,
  steps: LockstepSteps<Old, New>,
  fileID: StaticString = #fileID,
  filePath: StaticString = #filePath,
  line: UInt = #line,
  column: UInt = #column,
  function: StaticString = #function,
  _ configure: (inout EquivalenceConfiguration<Old, New>) -> Void = { _ in }
) async -> CheckResult
where
  Old.State: Equatable & Sendable, Old.Action: Sendable,
  New.State: Equatable & Sendable, New.Action: Sendable
{
  let callSite = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
  let testName = TestName(fileID: "\(fileID)", function: "\(function)")
  var configuration = EquivalenceConfiguration<Old, New>(
    old: CheckConfiguration(makeReducer: { old }), new: CheckConfiguration(makeReducer: { new }))
  configuration.regressionFile = regressionPath(for: testName, filePath: "\(filePath)")
  configure(&configuration)
  // The checker's own sends to absent children name a child by where it is in one feature's
  // state, which means nothing in the other's: the steps are what a user does.
  configuration.old.weights.absentChild = 0
  configuration.new.weights.absentChild = 0
  switch steps.source {
  case let .old(mapping):
    var driver = configuration.old
    // The old behaviour is the reference: only the new feature's invariants are judged.
    driver.invariants = []
    let bridge = LockstepBridge<Old, New, View>(
      translate: mapping, viewDriver: oldView, viewFollower: newView, driverIsOld: true,
      follower: configuration.new, followerInitialState: newState,
      comparesEffects: configuration.comparesEffects)
    return await runLockstep(driver, from: oldState, bridge: bridge, testName: testName, callSite: callSite)
  case let .new(mapping):
    let bridge = LockstepBridge<New, Old, View>(
      translate: mapping, viewDriver: newView, viewFollower: oldView, driverIsOld: false,
      follower: configuration.old, followerInitialState: oldState,
      comparesEffects: configuration.comparesEffects)
    return await runLockstep(
      configuration.new, from: newState, bridge: bridge, testName: testName, callSite: callSite)
  }
}

/// ``checkEquivalence(old:from:new:from:comparing:_:steps:fileID:filePath:line:column:function:_:)``
/// for two reducers of one state and action type (a `Reduce` rewritten as `Scope` and
/// `ifLet`): the whole states are compared, and each step is sent to both as it is.
///
/// ```swift
/// await checkEquivalence(old: InventoryByHand(), new: InventoryFeature(), from: .init())
/// ```
@discardableResult
nonisolated(nonsending) public func checkEquivalence<Old: Reducer, New: Reducer>(
  old: Old, new: New, from initialState: Old.State,
  steps: LockstepSteps<Old, New> = .old,
  fileID: StaticString = #fileID,
  filePath: StaticString = #filePath,
  line: UInt = #line,
  column: UInt = #column,
  function: StaticString = #function,
  _ configure: (inout EquivalenceConfiguration<Old, New>) -> Void = { _ in }
) async -> CheckResult
where
  Old.State == New.State, Old.Action == New.Action,
  Old.State: Equatable & Sendable, Old.Action: Sendable
{
  await checkEquivalence(
    old: old, from: initialState, new: new, from: initialState, comparing: { $0 }, { $0 }, steps: steps,
    fileID: fileID, filePath: filePath, line: line, column: column, function: function, configure)
}
