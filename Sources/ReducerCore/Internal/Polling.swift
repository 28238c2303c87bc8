/// Waits until `isDone` holds or `timeout` passes (never, when `nil`): yields first, so work
/// already queued can run, then sleeps briefly between looks.
///
/// - Returns: Whether `isDone` held in time.
nonisolated(nonsending) package func poll(timeout: Duration?, until isDone: () -> Bool) async -> Bool {
  let clock = ContinuousClock()
  let deadline = timeout.map { clock.now.advanced(by: $0) }
  var looks = 0
  while !isDone() {
    if let deadline, clock.now >= deadline { return false }
    looks += 1
    if looks < 100 {
      await Task.yield()
    } else {
      try? await Task.sleep(for: .microseconds(200))
    }
  }
  return true
}
