/// Runs `operation` so that `.cancel(id:)` with `id` cancels it, as TCA 1.0's
/// `withTaskCancellation(id:cancelInFlight:operation:)` does.
///
/// ```swift
/// case let .searchChanged(query):
///   return .run { send in
///     try await withTaskCancellation(id: CancelID.search, cancelInFlight: true) {
///       try await clock.sleep(for: .milliseconds(300))
///       await send(.results(try await weather.search(query)))
///     }
///   }
/// ```
///
/// Inside an effect, the id is registered for the calling effect while `operation` runs: a
/// cancellation stops that whole effect (TCA stops only `operation`; the difference shows only
/// when the effect does more after it). Outside an effect, `operation` simply runs.
///
/// - Parameters:
///   - id: Any hashable value, compared by type and value, at the effect's navigation path.
///   - cancelInFlight: Cancels the effects already registered under `id` first.
nonisolated(nonsending) public func withTaskCancellation<T: Sendable>(
  id: some Hashable & Sendable,
  cancelInFlight: Bool = false,
  operation: () async throws -> T
) async rethrows -> T {
  guard let runtime = EffectContext.runtime, let effect = CurrentEffect.id else {
    return try await operation()
  }
  let cancelID = CancelID(id, path: DependencyValues.current.navigationIDPath)
  runtime.register(cancelID, forEffect: effect, cancelInFlight: cancelInFlight)
  defer { runtime.unregister(cancelID, forEffect: effect) }
  return try await operation()
}
