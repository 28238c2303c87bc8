/// Work a reducer asks the store to do after it returns: send more actions, run async work,
/// cancel earlier work.
///
/// ```swift
/// case .onAppear:
///   state.extra = .loading
///   return .run { [pokemonClient] send in
///     let detail = try await pokemonClient.fetchDetail(id)
///     await send(.detailReceived(detail))
///   } catch: { error, send in
///     await send(.detailFailed("\(error)"))
///   }
/// ```
///
/// An effect is a value: the store (or a checker) decides when and where it runs.
public struct Effect<Action> {
  @usableFromInline package let operation: Operation

  @usableFromInline package init(operation: Operation) { self.operation = operation }

  /// What an effect does, as a tree the store walks.
  @usableFromInline package indirect enum Operation {
    case none
    case send(Action)
    case run(Run)
    case merge([Effect])
    case concatenate([Effect])
    case cancellable(id: CancelID, cancelInFlight: Bool, Effect)
    case cancel(id: CancelID)
    /// Cancels every effect started under a navigation path (a child went away).
    case cancelNavigation(NavigationIDPath)
    /// Listens for the child at `path` to call `dismiss()`, then sends `action`.
    case dismissListener(path: NavigationIDPath, action: Action)
  }

  /// An async unit of work together with what it needs to run as its creator intended.
  @usableFromInline package struct Run {
    package var operation: @Sendable (Send<Action>) async throws -> Void
    package var catchHandler: (@Sendable (any Error, Send<Action>) async -> Void)?
    /// The dependencies in force where the effect was created; the effect runs with them.
    package var dependencies: DependencyValues
    /// The source line that created the effect, for reports.
    package var fileID: String
    package var line: UInt
  }
}

extension Effect: Sendable where Action: Sendable {}
extension Effect.Operation: Sendable where Action: Sendable {}
extension Effect.Run: Sendable where Action: Sendable {}

extension Effect {
  /// An effect that does nothing.
  public static var none: Self { Self(operation: .none) }

  /// Whether this is ``none``.
  @inlinable package var isNone: Bool {
    if case .none = operation { true } else { false }
  }

  /// `effects` without ``none``. Indexed by hand: in generic code the standard algorithms
  /// (`filter`, `contains(where:)`) read each element through an accessor that allocates.
  @inlinable static func withoutNone(_ effects: [Self]) -> [Self] {
    var noneCount = 0
    for index in 0..<effects.count where effects[index].isNone { noneCount += 1 }
    guard noneCount > 0 else { return effects }
    var kept: [Self] = []
    kept.reserveCapacity(effects.count - noneCount)
    for index in 0..<effects.count where !effects[index].isNone { kept.append(effects[index]) }
    return kept
  }

  /// Sends `action` back into the store straight away, within the same `send`.
  ///
  /// Prefer calling shared logic directly; `.send` is for delegate actions and the like.
  public static func send(_ action: Action) -> Self { Self(operation: .send(action)) }

  /// Runs `operation` asynchronously; it may send any number of actions.
  ///
  /// - Parameters:
  ///   - operation: The work. It runs with the dependencies in force where the effect was
  ///     created. A `send` after the effect was cancelled is dropped.
  ///   - catch: Handles an error `operation` throws (other than cancellation). Without it,
  ///     an error is reported as a runtime warning naming this line.
  public static func run(
    operation: @escaping @Sendable (_ send: Send<Action>) async throws -> Void,
    catch handler: (@Sendable (_ error: any Error, _ send: Send<Action>) async -> Void)? = nil,
    fileID: StaticString = #fileID,
    line: UInt = #line
  ) -> Self {
    Self(
      operation: .run(
        Run(
          operation: operation,
          catchHandler: handler,
          dependencies: DependencyValues.current,
          fileID: "\(fileID)",
          line: line
        )
      )
    )
  }

  /// Runs all `effects` at the same time.
  @inlinable
  public static func merge(_ effects: Self...) -> Self { merge(effects) }

  /// Runs all `effects` at the same time.
  @inlinable
  public static func merge(_ effects: some Sequence<Self>) -> Self {
    combined(Array(effects), as: Operation.merge)
  }

  /// Runs `effects` one after another; each starts when the one before it has finished.
  @inlinable
  public static func concatenate(_ effects: Self...) -> Self { concatenate(effects) }

  /// Runs `effects` one after another; each starts when the one before it has finished.
  @inlinable
  public static func concatenate(_ effects: some Sequence<Self>) -> Self {
    combined(Array(effects), as: Operation.concatenate)
  }

  /// `effects` without ``none`` as one effect: none, the one left as itself (no array is
  /// built for it), or `combine` of those left.
  @inlinable static func combined(_ effects: [Self], as combine: ([Self]) -> Operation) -> Self {
    var kept = 0
    var last = 0
    for index in 0..<effects.count where !effects[index].isNone {
      kept += 1
      last = index
    }
    switch kept {
    case 0: return .none
    case 1: return effects[last]
    default: return Self(operation: combine(kept == effects.count ? effects : withoutNone(effects)))
    }
  }

  /// This effect and `other`, run at the same time.
  @inlinable
  public func merge(with other: Self) -> Self {
    switch (operation, other.operation) {
    case (.none, _): return other
    case (_, .none): return self
    case let (.merge(lhs), .merge(rhs)): return Self(operation: .merge(lhs + rhs))
    case let (.merge(lhs), _): return Self(operation: .merge(lhs + [other]))
    case let (_, .merge(rhs)): return Self(operation: .merge([self] + rhs))
    default: return Self(operation: .merge([self, other]))
    }
  }

  /// This effect, then `other` once it has finished.
  public func concatenate(with other: Self) -> Self { .concatenate([self, other]) }

  /// Transforms every action the effect sends, so a child's effect can run in its parent.
  ///
  /// ```swift
  /// Child().reduce(into: &state.child, action: childAction).map(Action.child)
  /// ```
  public func map<NewAction>(
    _ transform: @escaping @Sendable (Action) -> NewAction
  ) -> Effect<NewAction> {
    switch operation {
    case .none:
      return .none
    case let .send(action):
      return .init(operation: .send(transform(action)))
    case let .run(run):
      let operation = run.operation
      let mappedOperation: @Sendable (Send<NewAction>) async throws -> Void = { send in
        try await operation(send.map(transform))
      }
      var mappedCatch: (@Sendable (any Error, Send<NewAction>) async -> Void)?
      if let handler = run.catchHandler {
        mappedCatch = { error, send in await handler(error, send.map(transform)) }
      }
      return .init(
        operation: .run(
          Effect<NewAction>.Run(
            operation: mappedOperation,
            catchHandler: mappedCatch,
            dependencies: run.dependencies,
            fileID: run.fileID,
            line: run.line
          )
        )
      )
    case let .merge(effects):
      return .init(operation: .merge(effects.map { $0.map(transform) }))
    case let .concatenate(effects):
      return .init(operation: .concatenate(effects.map { $0.map(transform) }))
    case let .cancellable(id, cancelInFlight, effect):
      return .init(operation: .cancellable(id: id, cancelInFlight: cancelInFlight, effect.map(transform)))
    case let .cancel(id):
      return .init(operation: .cancel(id: id))
    case let .cancelNavigation(path):
      return .init(operation: .cancelNavigation(path))
    case let .dismissListener(path, action):
      return .init(operation: .dismissListener(path: path, action: transform(action)))
    }
  }
}
