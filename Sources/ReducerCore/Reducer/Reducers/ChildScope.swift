import Synchronization

/// Runs `operation` as the child at `path`: its effects are tagged with the path, so they can
/// be cancelled together when the child goes away, and `dismiss` reaches the child's parent.
///
/// - Parameter dismissible: Whether the child can dismiss itself (presented children and stack
///   elements); other children keep the `dismiss` of their parent.
/// - Parameter ownsParentEffects: Whether effects the parent starts while handling this action
///   are started for the child. `false` for alerts and dialogs: they close after any button, so
///   what a parent starts from one belongs to the parent.
@usableFromInline package func runAsChild<Result>(
  at path: NavigationIDPath, dismissible: Bool, ownsParentEffects: Bool = true,
  operation: () -> Result
) -> Result {
  if ownsParentEffects { RouteTrace.current?.record(path) }
  return withDependencies {
    $0.navigationIDPath = path
    if dismissible {
      $0.dismiss = DismissEffect { _, _ in
        guard !Task.isCancelled else { return }
        EffectContext.runtime?.requestDismiss(at: path)
      }
    }
  } operation: {
    operation()
  }
}

/// Tells the store handling the current action that it presented or pushed the child at
/// `path`: what the feature that showed it starts in that action serves it (see
/// `EffectPurpose`). A stack element counts only when its id was made during the action (not
/// one the initial state held, or a feature above pushed earlier, which the stack's own
/// bookkeeping notices only now). An alert or a dialog (`ephemeral`) counts only when the
/// action showed no other child: a countdown started with a "Signing out in 10 s" alert serves
/// that alert, whose text it updates.
@usableFromInline package func recordMountedChild(
  _ path: NavigationIDPath, stackID: StackElementID? = nil, ephemeral: Bool = false
) {
  guard let trace = RouteTrace.current else { return }
  if let stackID, stackID < trace.firstNewStackID { return }
  trace.mounted(path, ephemeral: ephemeral)
}

extension Effect {
  /// These effects, then the cancellation of every effect of the child that was at `before`
  /// when it is no longer there (`after` is another identity, or `nil`).
  package func cancellingChild(
    at before: NavigationIDPath?, unlessStillAt after: NavigationIDPath?
  ) -> Effect {
    guard let before, before != after else { return self }
    return merge(with: Effect(operation: .cancelNavigation(before)))
  }
}

/// What a running effect can ask of the store that runs it.
package protocol EffectRuntime: Sendable {
  /// Asks the parent of the child at `path` to dismiss it. Returns whether a parent listened.
  @discardableResult
  func requestDismiss(at path: NavigationIDPath) -> Bool
  /// Makes effect `effect` cancellable by `id` too, first cancelling the other effects under
  /// `id` when `cancelInFlight`.
  func register(_ id: CancelID, forEffect effect: Int, cancelInFlight: Bool)
  /// Undoes ``register(_:forEffect:cancelInFlight:)``.
  func unregister(_ id: CancelID, forEffect effect: Int)
  /// Runs the store's effects until each waits, when the store's owner drives them (a test
  /// store); code that wakes an effect from outside, such as a test answering an endpoint
  /// call, calls it so the woken effect runs before the test goes on.
  func driveEffects()
}

/// The store an effect runs in, installed around every effect it starts.
package enum EffectContext {
  @TaskLocal package static var runtime: (any EffectRuntime)?
}

/// Records the deepest child an action was routed to while a store handles it, so effects the
/// parent starts for that child can be told apart from the parent's own.
package final class RouteTrace: Sendable {
  @TaskLocal package static var current: RouteTrace?

  /// What the action's reducers recorded. (One lock for both records: this is taken on every
  /// action.)
  private let records = Mutex<Records>(Records())
  /// The first stack element id the action may make: ids below it were made before.
  let firstNewStackID: StackElementID

  private struct Records {
    var deepest: NavigationIDPath?
    /// The first child the action presented or pushed (alerts and dialogs aside), and how many.
    var firstMount: NavigationIDPath?
    var mountCount = 0
    /// The same for alerts and dialogs.
    var firstEphemeralMount: NavigationIDPath?
    var ephemeralMountCount = 0
  }

  package init(firstNewStackID: StackElementID = StackElementID(generation: 0)) {
    self.firstNewStackID = firstNewStackID
  }

  func record(_ path: NavigationIDPath) {
    records.withLock { records in
      if (records.deepest?.components.count ?? -1) < path.components.count { records.deepest = path }
    }
  }

  /// The deepest child path recorded.
  package var target: NavigationIDPath? { records.withLock { $0.deepest } }

  /// Records a child the action presented or pushed; `ephemeral` for an alert or a dialog.
  package func mounted(_ path: NavigationIDPath, ephemeral: Bool = false) {
    records.withLock { records in
      if ephemeral {
        if records.ephemeralMountCount == 0 { records.firstEphemeralMount = path }
        records.ephemeralMountCount += 1
      } else {
        if records.mountCount == 0 { records.firstMount = path }
        records.mountCount += 1
      }
    }
  }

  /// The child the action presented or pushed, when it mounted exactly one; else the alert or
  /// dialog it presented, when it showed no other child and exactly one of those.
  package var mountedChild: NavigationIDPath? {
    records.withLock { records in
      if records.mountCount > 0 { return records.mountCount == 1 ? records.firstMount : nil }
      return records.ephemeralMountCount == 1 ? records.firstEphemeralMount : nil
    }
  }
}

/// The effect that is running, as its store numbers it; `nil` outside effects.
package enum CurrentEffect {
  @TaskLocal package static var id: Int?
}

/// Whom the effects of one action serve.
package struct EffectPurpose: Sendable {
  /// The child the action was routed to, or, for an action an effect sent, the child that
  /// effect served.
  package var routed: NavigationIDPath?
  /// Whether ``routed`` is inherited from an effect that served the child it mounted.
  package var routedByMount = false
  /// The one child the action presented or pushed, if it mounted exactly one.
  package var mounted: NavigationIDPath?

  package init(routed: NavigationIDPath? = nil, routedByMount: Bool = false, mounted: NavigationIDPath? = nil)
  {
    self.routed = routed
    self.routedByMount = routedByMount
    self.mounted = mounted
  }

  /// The child an effect running in the feature at `path` serves: the child the action
  /// mounted, when this feature mounted it (a parent that opens a detail and starts its request
  /// at once) below where the action was routed; else where the action was routed. (A root
  /// that reacts to a detail's action that opened an editor in the detail works for the
  /// detail, not the editor.)
  ///
  /// Also whether it is served because an action showed it (this one, or the action of the
  /// effect that sent this one). A child shown in place of the one the action was routed to
  /// (the next alert replacing this one, another case of the destination) is what the work
  /// started with showing it serves: the routed child is gone.
  package func servedChild(forEffectAt path: NavigationIDPath) -> (child: NavigationIDPath?, byMount: Bool) {
    guard let mounted, mounted.components.count == path.components.count + 1, mounted.hasPrefix(path),
      routed.map({ routed in
        mounted.components.count > routed.components.count && mounted.hasPrefix(routed)
          || replaces(mounted, routed)
      }) ?? true
    else { return (routed, routed != nil && routedByMount) }
    return (mounted, true)
  }
}

/// Whether `new` is presented in place of `old`: the same parent and property, which presents
/// one child at a time (a screen pushed next to another leaves it there).
private func replaces(_ new: NavigationIDPath, _ old: NavigationIDPath) -> Bool {
  guard new.components.count == old.components.count, let last = new.components.last,
    let oldLast = old.components.last, !last.isElement, last != oldLast, last.location == oldLast.location
  else { return false }
  return zip(new.components.dropLast(), old.components.dropLast()).allSatisfy { $0 == $1 }
}
