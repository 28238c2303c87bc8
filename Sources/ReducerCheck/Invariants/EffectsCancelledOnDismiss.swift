extension Invariant {
  /// When a presentation or stack element ends, every effect started for it is cancelled: no
  /// action of theirs reaches the reducer afterwards. (Effects a child starts itself are
  /// cancelled by `ifLet` and `forEach`; this catches work a parent starts on a child's behalf.)
  ///
  /// An ending ends one child: this destination case, this stack id. Effects started by the
  /// action that closed their child (an alert's or dialog's button, a sheet's Save that dismisses
  /// it), and effects a parent starts on a child's `.delegate` message, are the parent's own.
  public static var effectsCancelledOnDismiss: Self {
    Self(name: "effects cancelled on dismiss", isBuiltin: true) {
      Judge(step: { facts in
        guard let stale = facts.staleDeliveries.first else { return nil }
        return """
          \(stale.effect) was started at \(stale.startStep) (\(stale.site)) for \(stale.child); \
          \(stale.endingStep) ended \(stale.ended), but \(stale.effect) was not cancelled, and it \
          sent \(stale.action) afterwards. Cancel the effect when the child goes away: start it \
          in the child (its effects are cancelled with it), or make it cancellable and cancel it \
          where the parent dismisses the child.
          """
      })
    }
  }
}
