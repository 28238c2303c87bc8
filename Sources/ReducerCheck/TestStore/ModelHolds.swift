/// Folds a model over the actions a test store handled and checks it against the state after
/// each, as a check's model invariant (`$0.invariant(_:model:update:holds:)`) does; the test a
/// report prints for such an invariant ends with it.
///
/// ```swift
/// #expect(
///   try modelHolds(initial: Set<Item.ID>(), over: store.handledActions) { deleted, before, _, after in
///     deleted.formUnion(Set(before.items.ids).subtracting(after.items.ids))
///   } holds: { deleted, state in
///     deleted.isDisjoint(with: state.items.ids)
///   })
/// ```
///
/// - Returns: `false` at the first action after which the model and the state disagree.
public func modelHolds<Model, State, Action>(
  initial: Model,
  over handled: [HandledAction<State, Action>],
  update: (_ model: inout Model, _ before: State, _ action: Action, _ after: State) throws -> Void,
  holds: (_ model: Model, _ state: State) throws -> Bool
) throws -> Bool {
  var model = initial
  for action in handled {
    try update(&model, action.before, action.action, action.after)
    if try !holds(model, action.after) { return false }
  }
  return true
}
