import Synchronization

/// The identity of one screen in a ``StackState``; prints as `#0`, `#1`, …
///
/// Ids only count up and are never reused, so an effect can always tell its own screen from a
/// later one pushed in the same place. In tests, write them as integer literals:
///
/// ```swift
/// await store.send(.path(.element(id: 0, action: .saveTapped)))
/// ```
public struct StackElementID: Hashable, Comparable, Sendable, Codable,
  ExpressibleByIntegerLiteral, CustomStringConvertible
{
  /// The id's number.
  public let generation: Int

  public init(generation: Int) { self.generation = generation }
  public init(integerLiteral value: Int) { self.generation = value }

  public var description: String { "#\(generation)" }

  public static func < (lhs: Self, rhs: Self) -> Bool { lhs.generation < rhs.generation }

  public init(from decoder: any Decoder) throws {
    self.generation = try decoder.singleValueContainer().decode(Int.self)
  }

  public func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    try container.encode(generation)
  }
}

/// Hands out stack ids that only count up: each store has one, so ids are deterministic per
/// store and never shared between tests running in parallel.
public final class StackElementIDGenerator: Sendable {
  private let next = Mutex<Int>(0)

  /// A generator whose first id is `#first`.
  public init(startingAt first: Int = 0) { next.withLock { $0 = first } }

  /// A fresh id.
  public func callAsFunction() -> StackElementID {
    StackElementID(
      generation: next.withLock { value in
        defer { value += 1 }
        return value
      })
  }

  /// The number the next id will have.
  public var peek: Int { next.withLock { $0 } }

  /// Makes the next id `#generation` again, so a reducer run a second time on a copy of the
  /// state (the checker's determinism judge) hands out the ids the first run did.
  package func rewind(to generation: Int) {
    next.withLock { $0 = generation }
  }

  /// Makes sure no later id is `#generation` or below.
  public func skip(past generation: Int) {
    next.withLock { $0 = max($0, generation + 1) }
  }
}
