import ReducerCore
import StateDump

/// What joins the two features of a lockstep check, whichever side generates the steps: how a
/// step crosses to the other side, what is compared, and which side is the old one.
struct LockstepBridge<Driver: Reducer, Follower: Reducer, View: Equatable>
where
  Driver.State: Equatable & Sendable, Driver.Action: Sendable,
  Follower.State: Equatable & Sendable, Follower.Action: Sendable
{
  /// The step's action on the follower's side, given the follower's state; `nil` where it has
  /// none.
  let translate: (Driver.Action, Follower.State) -> Follower.Action?
  /// What is compared of each side's state.
  let viewDriver: (Driver.State) throws -> View
  let viewFollower: (Follower.State) throws -> View
  /// Whether the side that generates the steps is the old feature.
  let driverIsOld: Bool
  let follower: CheckConfiguration<Follower>
  let followerInitialState: Follower.State
  /// Whether the received actions and endpoint calls are compared too, not only the states.
  let comparesEffects: Bool

  /// `old` or `new`, for the side that generates the steps or the other.
  var driverSide: String { driverIsOld ? "old" : "new" }
  var followerSide: String { driverIsOld ? "new" : "old" }
  var driverName: String { typeName(Driver.self) }
  var followerName: String { typeName(Follower.self) }
  /// The invariants of the new feature run where it is; the old one's behaviour is the spec.
  var judgesFollower: Bool { driverIsOld }
}

/// The name a lockstep check's divergence is reported and shrunk under.
let behavesAlikeInvariant = "behaves like the old feature"

/// A step the follower could not take, or a state it could not compare, counted for the pass
/// line: a lockstep check never passes silently over what it did not compare.
struct LockstepTally: Equatable {
  /// Steps whose action has no counterpart on the follower's side.
  var untranslatedSteps = 0
  /// Steps whose received actions were not compared: one of them has no counterpart.
  var uncomparedReceipts = 0
  /// States the projection threw on, and the first error.
  var unprojectedStates = 0
  var projectionError: String?
  /// Sequences whose end was not compared: the generating side could not close a screen the
  /// other side then closed alone.
  var endsClosedAlone = 0
  /// States compared.
  var comparedStates = 0

  mutating func add(_ other: LockstepTally) {
    untranslatedSteps += other.untranslatedSteps
    uncomparedReceipts += other.uncomparedReceipts
    unprojectedStates += other.unprojectedStates
    projectionError = projectionError ?? other.projectionError
    endsClosedAlone += other.endsClosedAlone
    comparedStates += other.comparedStates
  }
}
