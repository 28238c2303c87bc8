import Synchronization

/// How a store runs the effects its reducer returns: starting them (on its executor), tracking
/// what each may be cancelled by, delivering their actions, and cancelling them.
extension StoreCore {

  func start(
    _ effect: Effect<Action>,
    startedBy actionIndex: Int,
    purpose: EffectPurpose,
    cancelIDs: [CancelID],
    onComplete: EffectCompletion?
  ) {
    switch effect.operation {
    case .none:
      onComplete?([])
    case let .send(action):
      send(action, origin: .synchronous(byAction: actionIndex))
      onComplete?([])
    case let .run(run):
      startTask(
        run, startedBy: actionIndex, purpose: purpose, cancelIDs: cancelIDs,
        onComplete: onComplete)
    case let .merge(children):
      let remaining = Mutex((count: children.count, causes: [CancelCause]()))
      for child in children {
        start(child, startedBy: actionIndex, purpose: purpose, cancelIDs: cancelIDs) { causes in
          let done = remaining.withLock { remaining -> [CancelCause]? in
            remaining.count -= 1
            remaining.causes += causes
            return remaining.count == 0 ? remaining.causes : nil
          }
          if let done { onComplete?(done) }
        }
      }
    case let .concatenate(children):
      startInSequence(
        children[...], startedBy: actionIndex, purpose: purpose, cancelIDs: cancelIDs,
        onComplete: onComplete)
    case let .cancellable(id, cancelInFlight, inner):
      if cancelInFlight { cancel(id: id) }
      start(
        inner, startedBy: actionIndex, purpose: purpose, cancelIDs: cancelIDs + [id],
        onComplete: onComplete)
    case let .cancel(id):
      cancel(id: id)
      onComplete?([])
    case let .cancelNavigation(path):
      cancelNavigation(under: path)
      configuration.onEvent?(.navigationEnded(path, byAction: actionIndex))
      onComplete?([])
    case let .dismissListener(path, action):
      effects.withLock {
        $0.listeners[path] = EffectBook.Listener(action: action, startedByAction: actionIndex)
      }
      onComplete?([])
    }
  }

  private func startInSequence(
    _ children: ArraySlice<Effect<Action>>,
    startedBy actionIndex: Int,
    purpose: EffectPurpose,
    cancelIDs: [CancelID],
    onComplete: EffectCompletion?
  ) {
    guard let first = children.first else {
      onComplete?([])
      return
    }
    let rest = children.dropFirst()
    start(first, startedBy: actionIndex, purpose: purpose, cancelIDs: cancelIDs) {
      [self] causes in
      // The next effect starts when this one completes or is cancelled on its own, but not when
      // the cancellation reaches the concatenation itself.
      if causes.contains(where: { $0.reaches(sequenceRegisteredUnder: cancelIDs) }) {
        onComplete?(causes)
      } else {
        startInSequence(
          rest, startedBy: actionIndex, purpose: purpose, cancelIDs: cancelIDs,
          onComplete: onComplete)
      }
    }
  }

  private func startTask(
    _ run: Effect<Action>.Run,
    startedBy actionIndex: Int,
    purpose: EffectPurpose,
    cancelIDs: [CancelID],
    onComplete: EffectCompletion?
  ) {
    let served = purpose.servedChild(forEffectAt: run.dependencies.navigationIDPath)
    let record = effects.withLock { book in
      var record = EffectRecord(
        id: book.nextEffectID, startedByAction: actionIndex, fileID: run.fileID, line: run.line,
        navigationPath: run.dependencies.navigationIDPath,
        startedFor: served.child)
      record.servesChildItMounted = served.byMount
      record.cancelIDs = cancelIDs.map(\.id)
      book.nextEffectID += 1
      book.running[record.id] = EffectBook.Running(
        record: record, cancelIDs: cancelIDs, onComplete: onComplete)
      return record
    }
    let onEvent = configuration.onEvent
    onEvent?(.effectStarted(record))
    let send = Send<Action> { [self] action in deliver(action, from: record.id) }
    let task = Task(executorPreference: configuration.executor) { [self] in
      await EffectContext.$runtime.withValue(self) {
        await CurrentEffect.$id.withValue(record.id) {
          await RuntimeWarnings.$sink.withValue(warningSink(actionIndex: nil, effect: record.id)) {
            await DependencyValues.$current.withValue(run.dependencies) {
              do {
                try await run.operation(send)
              } catch is CancellationError {
              } catch {
                if let handler = run.catchHandler {
                  await handler(error, send)
                } else if !Task.isCancelled {
                  RuntimeWarnings.report(
                    RuntimeWarning(
                      message: """
                        An "Effect.run" returned from "\(run.fileID):\(run.line)" threw an \
                        unhandled error: \(error)

                        Every error an effect throws (other than cancellation) must be handled: \
                        catch it inside the effect, or pass a "catch:" handler to ".run".
                        """,
                      fileID: run.fileID, line: run.line))
                }
              }
            }
          }
        }
      }
      finishTask(record.id)
    }
    let cancelNow = effects.withLock { book -> Bool in
      guard book.running[record.id] != nil else { return false }
      book.running[record.id]!.task = task
      return book.running[record.id]!.isCancelled
    }
    if cancelNow { task.cancel() }
  }

  private func finishTask(_ id: Int) {
    guard let finished = effects.withLock({ $0.running.removeValue(forKey: id) }) else { return }
    if !finished.isCancelled {
      configuration.onEvent?(.effectEnded(id, cancelled: false))
    }
    finished.onComplete?(finished.cancelCause.map { [$0] } ?? [])
  }

  /// Hands an action from effect `id` to the reducer, unless the effect was cancelled.
  ///
  /// Checked and queued under the effects lock, so no action of a cancelled effect can slip in
  /// after the cancellation.
  private func deliver(_ action: Action, from id: Int) {
    let accepted = effects.withLock { book -> Bool in
      guard let effect = book.running[id], !effect.isCancelled else { return false }
      return queue.withLock { queue in
        guard !queue.isDismissed else { return false }
        pending.append(action, from: .effect(id))
        return true
      }
    }
    // The action is queued; make sure somebody handles the queue.
    if accepted { drainIfIdle() }
  }

  /// Handles the queue if nobody else is, without queueing anything.
  private func drainIfIdle() {
    let shouldDrain = queue.withLock { queue -> Bool in
      guard !queue.isProcessing else { return false }
      queue.isProcessing = true
      return true
    }
    if shouldDrain { drain() }
  }

  /// Cancels the effects registered under `id` at its path or below.
  package func cancel(id: CancelID) {
    cancelEffects(because: .id(id)) { effect in effect.cancelIDs.contains(where: id.cancels) }
  }

  /// Cancels every effect of the child at `path` and its descendants, and their listeners.
  package func cancelNavigation(under path: NavigationIDPath) {
    effects.withLock { book in
      // The keys first: removing while iterating them copied the whole dictionary each time.
      let gone = book.listeners.keys.filter { $0.hasPrefix(path) }
      for listener in gone { book.listeners[listener] = nil }
    }
    cancelEffects(because: .scope) { $0.record.navigationPath.hasPrefix(path) }
  }

  /// Cancels every effect and listener; the store is being torn down.
  package func cancelAll() {
    effects.withLock { $0.listeners.removeAll() }
    cancelEffects(because: .scope) { _ in true }
  }

  func cancelEffects(
    because cause: CancelCause, where isMatch: (EffectBook.Running) -> Bool
  ) {
    let cancelled = effects.withLock { $0.cancel(because: cause, where: isMatch) }
    for (record, task) in cancelled {
      configuration.onEvent?(.effectEnded(record.id, cancelled: true))
      task?.cancel()
    }
  }
}

extension StoreCore: EffectRuntime {
  package func driveEffects() { configuration.drive?() }

  package func requestDismiss(at path: NavigationIDPath) -> Bool {
    if path.components.isEmpty, configuration.allowsRootDismissal {
      queue.withLock { $0.isDismissed = true }
      cancelAll()
      return true
    }
    guard let listener = effects.withLock({ $0.listeners.removeValue(forKey: path) }) else {
      return false
    }
    // The book keeps only this store's actions.
    send(listener.action as! Action, origin: .dismissal(byAction: listener.startedByAction))
    return true
  }
}

extension StoreCore {
  package func register(_ id: CancelID, forEffect effect: Int, cancelInFlight: Bool) {
    if cancelInFlight {
      cancelEffects(because: .id(id)) {
        $0.record.id != effect && $0.cancelIDs.contains(where: id.cancels)
      }
    }
    effects.withLock { $0.running[effect]?.cancelIDs.append(id) }
  }

  package func unregister(_ id: CancelID, forEffect effect: Int) {
    effects.withLock { book in
      guard let index = book.running[effect]?.cancelIDs.lastIndex(of: id) else { return }
      book.running[effect]?.cancelIDs.remove(at: index)
    }
  }

  /// Cancels one effect by its record id.
  package func cancelEffect(_ id: EffectRecord.ID) {
    cancelEffects(because: .scope) { $0.record.id == id }
  }

  /// How many effects this store has started; the next effect's id.
  package var effectsStarted: Int { effects.withLock { $0.nextEffectID } }

  /// Whether an effect with an id in `ids` still runs (cancelled ones count as ended).
  package func isRunningAny(in ids: Range<Int>) -> Bool {
    effects.withLock { book in
      book.running.contains { ids.contains($0.key) && !$0.value.isCancelled }
    }
  }

  /// Waits until no effect runs (cancelled ones included) or `timeout` passes.
  ///
  /// - Returns: Whether the store went quiet in time.
  package func waitUntilIdle(timeout: Duration) async -> Bool {
    await poll(timeout: timeout) { bookkeeping.runningEffects == 0 }
  }
}
