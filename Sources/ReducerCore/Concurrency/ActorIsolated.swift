/// A value inside an actor, for async tests that record what an effect did, as TCA's
/// `ActorIsolated` does.
///
/// ```swift
/// let events = ActorIsolated<[String]>([])
/// let store = TestStore(initialState: Player.State()) { Player() } withDependencies: {
///   $0.analytics.track = { event in await events.withValue { $0.append(event) } }
/// }
/// await store.send(.playTapped)
/// #expect(await events.value == ["play"])
/// ```
@dynamicMemberLookup
public final actor ActorIsolated<Value: Sendable> {
  /// The value now.
  public var value: Value

  public init(_ value: Value) { self.value = value }

  public subscript<Subject: Sendable>(dynamicMember keyPath: KeyPath<Value, Subject>) -> Subject {
    value[keyPath: keyPath]
  }

  /// Changes the value on the actor and returns what `operation` returns.
  @discardableResult
  public func withValue<T: Sendable>(_ operation: (inout Value) throws -> T) rethrows -> T {
    try operation(&value)
  }

  /// Replaces the value.
  public func setValue(_ newValue: Value) { value = newValue }
}
