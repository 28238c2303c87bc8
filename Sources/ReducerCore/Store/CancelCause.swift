/// Why an effect was cancelled: what a concatenation looks at to decide whether to go on.
///
/// TCA starts the next effect of a `.concatenate` when the one before it completes *or is
/// cancelled*, so `.concatenate(wait.cancellable(id: A), save)` saves after `.cancel(id: A)`.
/// Cancelling the concatenation itself (an id it was made cancellable by, its screen going
/// away, the store ending) stops the effects it has not started.
package enum CancelCause: Sendable {
  /// `.cancel(id:)`, or `cancelInFlight`, of this id.
  case id(CancelID)
  /// The effect's screen went away, the store ended, or a test cancelled it by hand.
  case scope

  /// Whether this cancellation also reaches a concatenation registered under `cancelIDs`.
  func reaches(sequenceRegisteredUnder cancelIDs: [CancelID]) -> Bool {
    switch self {
    case .scope: true
    case let .id(id): cancelIDs.contains(where: id.cancels)
    }
  }
}

extension CancelID {
  /// Whether cancelling this id cancels an effect registered under `registered`: the same id,
  /// at this path or below it.
  func cancels(_ registered: CancelID) -> Bool {
    registered.id == id && registered.path.hasPrefix(path)
  }
}
