import ReducerCore

/// A property that must hold after every step of a check, with a name reports use.
///
/// ```swift
/// await check(InventoryFeature(), from: InventoryFeature.State()) {
///   $0.invariants += [.atMostOneDestination]
///   $0.invariant("saved items have names") { state in
///     state.items.allSatisfy { !$0.name.isEmpty }
///   }
///   $0.transitionInvariant("deleting only removes") { before, action, after in
///     after.items.count <= before.items.count || action != .deleteTapped
///   }
/// }
/// ```
public struct Invariant<State, Action> {
  /// The name a failure report gives.
  public let name: String
  let kind: Kind

  enum Kind {
    case state((State) -> String?)
    case transition((State, Action, State) -> String?)
    case builtin(BuiltinInvariant)
  }

  /// An invariant over each state: `holds` returns `false` when it is broken.
  public static func state(_ name: String, _ holds: @escaping (State) -> Bool) -> Self {
    Self(name: name, kind: .state { holds($0) ? nil : "The state after this step does not satisfy it." })
  }

  /// An invariant over each state that explains itself: `violation` returns why the state
  /// breaks it, or `nil` when it holds.
  public static func state(_ name: String, explaining violation: @escaping (State) -> String?) -> Self {
    Self(name: name, kind: .state(violation))
  }

  /// An invariant over each step: the state before, the action sent, the state after.
  public static func transition(
    _ name: String, _ holds: @escaping (_ before: State, _ action: Action, _ after: State) -> Bool
  ) -> Self {
    Self(
      name: name,
      kind: .transition { holds($0, $1, $2) ? nil : "This step's transition does not satisfy it." })
  }

  /// An invariant over each step that explains itself.
  public static func transition(
    _ name: String,
    explaining violation: @escaping (_ before: State, _ action: Action, _ after: State) -> String?
  ) -> Self {
    Self(name: name, kind: .transition(violation))
  }
}

/// The invariants ReducerCheck knows how to check itself.
enum BuiltinInvariant: Equatable {
  case atMostOneDestination
  case noActionForAbsentState
  case stackIDsUniqueAndNeverReused
  case deterministicReplay
  case restorable
  case effectsCancelledOnDismiss
  case quiescence
}

extension Invariant {
  /// A feature with several optional presentation states presents at most one at a time.
  public static var atMostOneDestination: Self {
    Self(name: "at most one destination presented", kind: .builtin(.atMostOneDestination))
  }

  /// No runtime warning: nothing sends an action to a dismissed child or a popped screen, no
  /// push of an existing id, no dismiss with nothing presented. (Actions the checker sends to
  /// absent children on purpose are excused.)
  public static var noActionForAbsentState: Self {
    Self(name: "no action for absent state", kind: .builtin(.noActionForAbsentState))
  }

  /// Stack ids are unique in their stack, and an id that left a stack never comes back.
  public static var stackIDsUniqueAndNeverReused: Self {
    Self(name: "stack ids unique and never reused", kind: .builtin(.stackIDsUniqueAndNeverReused))
  }

  /// The same choices give the same states: catches `Date()`, `UUID()` and randomness inside
  /// reducers.
  public static var deterministicReplay: Self {
    Self(name: "deterministic replay", kind: .builtin(.deterministicReplay))
  }

  /// A `Codable` state decodes to what it encoded, so deep links and restoration work. (Skipped
  /// for a state that is not `Codable`.)
  public static var restorable: Self {
    Self(name: "restorable", kind: .builtin(.restorable))
  }

  /// When a presentation or stack element ends, every effect started for it is cancelled: no
  /// action of theirs reaches the reducer afterwards. (Effects a child starts itself are
  /// cancelled by `ifLet` and `forEach`; this catches work a parent starts on a child's behalf.)
  public static var effectsCancelledOnDismiss: Self {
    Self(name: "effects cancelled on dismiss", kind: .builtin(.effectsCancelledOnDismiss))
  }

  /// Effects settle: no effect or reducer ping-pong runs without end after a step, and when the
  /// schedule ends (and the clock has run on) nothing is left running except effects declared
  /// long-living or waiting on a controlled endpoint.
  public static var quiescence: Self {
    Self(name: "quiescence", kind: .builtin(.quiescence))
  }

  /// The invariants every check runs unless told otherwise.
  public static var defaults: [Self] {
    [
      .noActionForAbsentState, .atMostOneDestination, .stackIDsUniqueAndNeverReused,
      .effectsCancelledOnDismiss, .quiescence, .deterministicReplay, .restorable,
    ]
  }
}
