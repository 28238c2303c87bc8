import ReducerCore

/// The harm of a delivery that raised a runtime warning. A printed test needs no assertion of
/// its own to fail on it (the warning fails it): see ``LateDelivery/warned``.
let staleDeliveryWarnedHarm = "which went to a child that is gone (a runtime warning)"

/// The verdict of ``staleDeliveryHarm(warned:before:after:feature:child:navigationIsTheParents:)``.
enum StaleDeliveryHarm: Equatable {
  /// Nothing there: the parent's own work.
  case none
  /// Harm, with the words the report adds (`which changed detail`), or none where the place
  /// could not be looked at; and, for a write into a later child presented in a property of
  /// the root's own state, that property's name (`editor`), for a printed test to compare.
  case done(String?, rootProperty: String? = nil)
}

/// What an action from an effect that outlived its child did to that child's place.
///
/// An effect a parent starts on a child's action is the child's when it serves the child (the
/// child's data, which then lands in the next child presented in its place), and the parent's
/// own when it serves the parent (a badge refreshed after any save). Both shapes are common, and
/// only what the delivery does tells them apart. It harms the child's place when it, or an
/// action it sends on at once (`.send`):
/// - raises a navigation warning (it reached for a child that is gone), or
/// - changes the parent's property the child lived in, where the child was (the next child
///   presented in its place, a push or a pop on its stack, the row with its id), in the
///   parent's own state: the parent's other fields, and the stack's other screens, are its own
///   business; so is closing the parent itself.
///
/// Work started along with showing the child, and work the parent made cancellable under an
/// id of its own (`navigationIsTheParents`), is as often the parent's own (a session timer
/// started with an onboarding sheet, which presents the login later; a timer that hides
/// whichever toast is shown; a sort of the rows) as the child's (its request). What it does to
/// navigation (presenting, dismissing, replacing, pushing, popping) is then the parent's
/// business; what it writes into a child shown at the place after this one ended (the next
/// sheet, the destination case that replaced it, a screen pushed after the pop, a row back
/// under the same id) is harm: the child's data landing in another screen.
///
/// Where the parent's state or the property cannot be found (a child placed by source line, as
/// `ifCaseLet` places it; a collection other than a stack or an identified array), the delivery
/// counts as harmful, as it did before this rule; for work that may navigate, as harmless (no
/// write into a later child can be seen).
///
/// - Parameters:
///   - warned: Whether the action or what it sent on raised a navigation warning.
///   - before: The state before the action.
///   - after: The state after the action and what it sent on.
///   - feature: Where the effect runs: the parent.
///   - child: The child the effect was started for, below `feature`.
///   - navigationIsTheParents: Whether only a warning or a change inside a later child at the
///     place harms (work started with showing the child, or under an id of the parent's own).
func staleDeliveryHarm(
  warned: Bool, before: Any, after: Any, feature: NavigationIDPath, child: NavigationIDPath,
  navigationIsTheParents: Bool
) -> StaleDeliveryHarm {
  if warned { return .done(staleDeliveryWarnedHarm) }
  let depth = feature.components.count
  guard child.components.count > depth, child.hasPrefix(feature),
    case let .property(keyPath) = child.components[depth].location,
    let oldFeatures = NavigationInspection.states(at: feature, in: before),
    let newFeatures = NavigationInspection.states(at: feature, in: after)
  else {
    // Work that may navigate harms only by a write seen inside a later child: none seen here.
    return navigationIsTheParents ? .none : .done(nil)
  }
  // The parent itself went (the late action closed it, or replaced its case): what it did for
  // itself on the way out is its own.
  guard newFeatures.count == oldFeatures.count else {
    return newFeatures.count < oldFeatures.count || navigationIsTheParents ? .none : .done(nil)
  }
  let childID = child.components[depth].id
  for (old, new) in zip(oldFeatures, newFeatures) {
    let oldPlaces = NavigationInspection.values(at: keyPath, in: old)
    let newPlaces = NavigationInspection.values(at: keyPath, in: new)
    let location = child.components[depth].location
    let changed =
      navigationIsTheParents
      ? firstChangeInsideALaterChild(from: oldPlaces, to: newPlaces, id: childID, at: location)
      : firstChange(from: oldPlaces, to: newPlaces, id: childID)
    guard let holder = changed else { continue }
    let property = child.components[depth].propertyDescription
    let place = holder.isEmpty ? property : "\(holder).\(property)"
    let value = newPlaces.first { $0.holder == holder }?.value
    let later = value is any _StackStateProtocol ? "a screen of \(place) pushed" : "the \(place) shown"
    let what = navigationIsTheParents ? "which wrote into \(later) after it" : "which changed \(place)"
    // A test can compare the place as `$0.after.editor` where it is a presentation of the root
    // whose child is `Equatable`, or as `$0.after.path` where it is a stack of the root whose
    // screens are.
    let compared = (value as? any _PresentationStateProtocol).map { $0._presented } ?? value
    let comparable =
      navigationIsTheParents && depth == 0 && holder.isEmpty
      && compared.map { equalByValue($0, $0) != nil } == true
    return .done(what + (depth == 0 ? "" : " in \(feature)"), rootProperty: comparable ? property : nil)
  }
  return .none
}

/// The holder whose later child at the place of the child with `id` changed inside (see
/// ``NavigationInspection/changedInsideALaterChild(_:_:id:at:)``).
private func firstChangeInsideALaterChild(
  from old: [(holder: String, value: Any)], to new: [(holder: String, value: Any)],
  id: AnyHashableSendable?, at location: NavigationID.Location
) -> String? {
  for (holder, value) in new {
    guard let previous = old.first(where: { $0.holder == holder }) else { continue }
    if NavigationInspection.changedInsideALaterChild(previous.value, value, id: id, at: location) {
      return holder
    }
  }
  return nil
}

/// The holder whose value changed where the child with `id` lived, or that only one of the two
/// walks has.
private func firstChange(
  from old: [(holder: String, value: Any)], to new: [(holder: String, value: Any)],
  id: AnyHashableSendable?
) -> String? {
  for (holder, value) in new {
    guard let previous = old.first(where: { $0.holder == holder }) else { return holder }
    if NavigationInspection.changedAtChildsPlace(previous.value, value, id: id) { return holder }
  }
  return old.first { entry in !new.contains { $0.holder == entry.holder } }?.holder
}
