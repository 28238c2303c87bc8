/// The result of async work that can fail, for actions that carry it, as TCA 1.0's
/// `TaskResult` is: unlike `Result`, it is `Equatable` whenever its value is, so actions that
/// carry one can be asserted.
///
/// ```swift
/// case loaded(TaskResult<[Pokemon]>)
///
/// return .run { send in
///   await send(.loaded(TaskResult { try await pokemonClient.fetchList(20, 0) }))
/// }
/// ```
///
/// Two failures are equal when their errors have the same type and are equal (`Equatable`
/// errors), or, for other errors, describe themselves the same way.
public enum TaskResult<Success: Sendable>: Sendable {
  case success(Success)
  case failure(any Error)

  /// Runs `body` and keeps what it returns or throws.
  public init(catching body: @Sendable () async throws -> Success) async {
    do {
      self = .success(try await body())
    } catch {
      self = .failure(error)
    }
  }

  /// The value, or the error thrown.
  public var value: Success {
    get throws {
      switch self {
      case let .success(value): return value
      case let .failure(error): throw error
      }
    }
  }

  /// The value changed by `transform`; a failure stays.
  public func map<NewSuccess>(_ transform: (Success) -> NewSuccess) -> TaskResult<NewSuccess> {
    switch self {
    case let .success(value): .success(transform(value))
    case let .failure(error): .failure(error)
    }
  }

  /// The task result `transform` makes of the value; a failure stays.
  public func flatMap<NewSuccess>(
    _ transform: (Success) -> TaskResult<NewSuccess>
  ) -> TaskResult<NewSuccess> {
    switch self {
    case let .success(value): transform(value)
    case let .failure(error): .failure(error)
    }
  }
}

extension TaskResult: Equatable where Success: Equatable {
  public static func == (lhs: Self, rhs: Self) -> Bool {
    switch (lhs, rhs) {
    case let (.success(lhs), .success(rhs)): lhs == rhs
    case let (.failure(lhs), .failure(rhs)): errorsAreEqual(lhs, rhs)
    default: false
    }
  }
}

/// Whether two errors are the same: same type and equal, or the same description when the type
/// is not `Equatable`.
private func errorsAreEqual(_ lhs: any Error, _ rhs: any Error) -> Bool {
  guard type(of: lhs) == type(of: rhs) else { return false }
  return equalByValue(lhs, rhs) ?? (String(reflecting: lhs) == String(reflecting: rhs))
}
