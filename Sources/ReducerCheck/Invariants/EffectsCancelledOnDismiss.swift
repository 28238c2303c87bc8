extension Invariant {
  /// When a presentation or stack element ends, every effect started for it is cancelled: no
  /// action of theirs (or one it sends on with `.send`) reaches for a child that is gone, or
  /// writes into a child shown at its place after it (the next sheet, the destination case that
  /// replaced it, a screen pushed after the pop). (Effects a child starts itself are cancelled
  /// by `ifLet` and `forEach`; this catches work a parent starts on a child's behalf: on one of
  /// the child's actions, or in the action with which it presents or pushes the child.) Work
  /// started on the child's actions, unless under an id of the parent's own, also breaks it by
  /// changing the parent's property where the child lived (a push, a pop, the row with its id);
  /// work started with showing the child, or under an id of the parent's own, may navigate
  /// later (a session timer that presents the login, a sort of the rows).
  ///
  /// An ending ends one child: this destination case, this stack id. Effects started by the
  /// action that closed their child (an alert's or dialog's button, a sheet's Save that
  /// dismisses it), and effects a parent starts on a child's `.delegate` message, are the
  /// parent's own; an id that holds the stack element id of the child or of the screen it is
  /// presented on (`MarkReadID(element: id)`) keys the effect to that screen instead, and then
  /// any action it sends after the screen left breaks the invariant. An alert or a dialog is a
  /// child too: a countdown started with one must not write into the next. An action that
  /// changes only the parent's other fields (a badge refreshed after a child's save) does not:
  /// the parent may keep working for itself. Effects whose line is
  /// declared with `longLivingEffects(createdAt:)` may outlive any child, and write into
  /// whatever is shown next. The printed test asserts that the late action never arrives.
  public static var effectsCancelledOnDismiss: Self {
    Self(name: "effects cancelled on dismiss", isBuiltin: true, printedTestEnding: .lateActionNeverArrives) {
      Judge(
        step: { facts in
          guard let stale = facts.staleDeliveries.first else { return nil }
          return explanation(of: stale) + movedDeclarationHint(stale.unmatchedDeclaration, site: stale.site)
        },
        lateDelivery: { facts in
          facts.staleDeliveries.first.map {
            LateDelivery(note: $0.note, warned: $0.warned, writtenProperty: $0.writtenProperty)
          }
        })
    }
  }
}

/// Why `stale` breaks the invariant, and what to do.
private func explanation(of stale: StaleDelivery) -> String {
  let happened = """
    \(stale.effect) was started at \(stale.startStep) (\(stale.site)) \(stale.startedFor); \
    \(stale.endingStep) ended \(stale.ended), but \(stale.effect) was not cancelled, and it \
    sent \(stale.action) afterwards\(stale.harm.map { ", \($0)" } ?? "").
    """
  if stale.wroteIntoALaterChild {
    return happened + """
       Cancel the effect when the child goes away (make it cancellable and cancel it where \
      the parent dismisses or pops the child, or start it in the child, whose effects are \
      cancelled with it), or keep what it sends out of the child shown after it (write the \
      parent's own fields, or check that the child is the one it was started for). If it \
      means to write into whatever is shown there next, declare it: \
      $0.longLivingEffects(createdAt: "\(stale.site)")
      """
  }
  guard let id = stale.keyedTo else {
    return happened + """
       Cancel the effect when the child goes away: start it in the child (its effects are \
      cancelled with it), or make it cancellable and cancel it where the parent dismisses \
      the child. If it is the parent's own work on purpose (a screen it pushes once a \
      save arrives), make it cancellable under an id of the parent's own.
      """
  }
  return happened + """
     \(stale.effect) is cancellable under \(id), which names \(stale.child), but nothing \
    cancelled that id: cancel it wherever the screen leaves the stack (for each id a \
    .popFrom(id:) removes, and where the stack is cleared or replaced). If it should outlive \
    the screen (an upload that finishes after the user goes back), declare it: \
    $0.longLivingEffects(createdAt: "\(stale.site)")
    """
}
