import Synchronization

/// A value behind a lock, for tests that record what an effect or a dependency did, as TCA's
/// `LockIsolated` does.
///
/// ```swift
/// let saved = LockIsolated<[Item]>([])
/// let store = TestStore(initialState: Editor.State()) { Editor() } withDependencies: {
///   $0.database.save = { item in saved.withValue { $0.append(item) } }
/// }
/// await store.send(.saveTapped)
/// #expect(saved.value.count == 1)
/// ```
@dynamicMemberLookup
public final class LockIsolated<Value: Sendable>: Sendable {
  private let storage: Mutex<Value>

  public init(_ value: Value) { storage = Mutex(value) }

  /// The value now.
  public var value: Value { storage.withLock { $0 } }

  public subscript<Subject: Sendable>(dynamicMember keyPath: KeyPath<Value, Subject>) -> Subject {
    storage.withLock { $0[keyPath: keyPath] }
  }

  /// Changes the value under the lock and returns what `operation` returns.
  @discardableResult
  public func withValue<T: Sendable>(_ operation: (inout sending Value) throws -> sending T) rethrows -> T {
    try storage.withLock { try operation(&$0) }
  }

  /// Replaces the value.
  public func setValue(_ newValue: Value) { storage.withLock { $0 = newValue } }
}

extension LockIsolated: Equatable where Value: Equatable {
  public static func == (lhs: LockIsolated, rhs: LockIsolated) -> Bool { lhs.value == rhs.value }
}
