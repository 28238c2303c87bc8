extension Task where Success == Never, Failure == Never {
  /// Suspends until the task is cancelled, then throws `CancellationError`, as TCA's
  /// `Task.never()` does: the body of an endpoint that never answers.
  ///
  /// ```swift
  /// $0.apiClient.fetch = { _ in try await Task.never() }
  /// ```
  public static func never() async throws -> Never {
    let stream = AsyncStream<Never> { _ in }
    for await _ in stream {}
    throw Swift.CancellationError()
  }
}
