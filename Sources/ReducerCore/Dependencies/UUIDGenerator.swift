import Foundation
import Synchronization

/// Makes UUIDs; read it with `@Dependency(\.uuid)` instead of calling `UUID()`, so tests and
/// checks get the same ids on every run.
///
/// ```swift
/// state.items.append(Item(id: uuid(), name: ""))
/// ```
///
/// In tests it counts up: `00000000-0000-0000-0000-000000000000`, then `…-000000000001`, …
public struct UUIDGenerator: Sendable {
  private let generate: @Sendable () -> UUID
  /// The count of an ``incrementing`` generator, which the checker can move back and forth to
  /// run a reducer a second time on a copy of the state with the same UUIDs.
  package let counter: UUIDCounter?

  /// A generator that calls `generate` for each UUID.
  public init(_ generate: @escaping @Sendable () -> UUID) {
    self.generate = generate
    self.counter = nil
  }

  public func callAsFunction() -> UUID { generate() }

  /// Random UUIDs, as `UUID()` makes them.
  public static var random: Self { Self { UUID() } }

  /// UUIDs counting up from zero, each generator with its own count.
  public static var incrementing: Self {
    let counter = UUIDCounter()
    return Self({ UUID(counting: counter.next()) }, counter: counter)
  }

  private init(_ generate: @escaping @Sendable () -> UUID, counter: UUIDCounter) {
    self.generate = generate
    self.counter = counter
  }

  /// Always the same UUID.
  public static func constant(_ uuid: UUID) -> Self { Self { uuid } }
}

/// Where an ``UUIDGenerator/incrementing`` generator counts.
package final class UUIDCounter: Sendable {
  private let value = Mutex<UInt64>(0)

  /// The count the next UUID is made from; set it to make the same UUIDs again.
  package var position: UInt64 {
    get { value.withLock { $0 } }
    set { value.withLock { $0 = newValue } }
  }

  func next() -> UInt64 {
    value.withLock { value in
      defer { value += 1 }
      return value
    }
  }
}

extension UUID {
  /// The `intValue`th UUID the test `uuid` dependency makes, counting from 0, as TCA spells it:
  /// `UUID(10)` is `00000000-0000-0000-0000-00000000000A`. Dumps print such UUIDs this way.
  ///
  /// ```swift
  /// await store.send(.addButtonTapped) {
  ///   $0.items = [Item(id: UUID(0), name: "")]
  /// }
  /// ```
  public init(_ intValue: Int) {
    self.init(counting: UInt64(intValue))
  }

  /// The UUID whose last 8 bytes are `count`: `00000000-0000-0000-0000-00000000000a` for 10.
  init(counting count: UInt64) {
    let b = withUnsafeBytes(of: count.bigEndian) { Array($0) }
    self.init(uuid: (0, 0, 0, 0, 0, 0, 0, 0, b[0], b[1], b[2], b[3], b[4], b[5], b[6], b[7]))
  }
}

private enum UUIDGeneratorKey: DependencyKey {
  static let liveValue = UUIDGenerator.random
  static var testValue: UUIDGenerator { .incrementing }
}

extension DependencyValues {
  /// Makes UUIDs: random in an app, counting up from zero in tests.
  public var uuid: UUIDGenerator {
    get { self[UUIDGeneratorKey.self] }
    set { self[UUIDGeneratorKey.self] = newValue }
  }
}
