/// The dependencies in force for the code that is running: a store's reducer, an effect, or a
/// `withDependencies` block.
///
/// Add your own with a ``DependencyKey`` and a computed property:
///
/// ```swift
/// private enum PokemonClientKey: DependencyKey {
///   static let liveValue = PokemonClient.live
///   static let testValue = PokemonClient.unimplemented
/// }
/// extension DependencyValues {
///   var pokemonClient: PokemonClient {
///     get { self[PokemonClientKey.self] }
///     set { self[PokemonClientKey.self] = newValue }
///   }
/// }
/// ```
public struct DependencyValues: Sendable {
  @usableFromInline @TaskLocal package static var current = DependencyValues()

  private var storage: [ObjectIdentifier: any Sendable] = [:]

  // Set for every action a presented child or stack element receives, so stored here rather
  // than in `storage`: a change there copies the whole dictionary and boxes the value.
  package var storedNavigationIDPath = NavigationIDPath()
  package var storedDismiss = DismissEffect(nil)

  /// Whether missing values come from each key's `liveValue` or its `testValue`.
  public var context: DependencyContext = .live

  public init() {}

  /// The value for `key`: the one set in this scope, or the key's default for ``context``.
  public subscript<Key: DependencyKey>(key: Key.Type) -> Key.Value {
    get {
      if let value = storage[ObjectIdentifier(key)] as? Key.Value { return value }
      switch context {
      case .live: return Key.liveValue
      case .test: return Key.testValue
      }
    }
    set { storage[ObjectIdentifier(key)] = newValue }
  }
}

/// Where dependencies come from when nothing overrides them.
public enum DependencyContext: Sendable, Equatable {
  /// The real world: `liveValue`.
  case live
  /// A test or a check: `testValue`, deterministic where it matters.
  case test
}

/// A key for a dependency: its type and its default values.
public protocol DependencyKey {
  associatedtype Value: Sendable
  /// The value an app uses.
  static var liveValue: Value { get }
  /// The value tests and checks use unless they override it.
  ///
  /// A key without one falls back to ``liveValue`` and reports a runtime warning each time a
  /// test reads it (a failure in a `TestStore` or a check), as TCA does: a test should never
  /// reach the real world by accident. Give endpoints one that fails when called:
  ///
  /// ```swift
  /// static let testValue = PokemonClient(fetch: unimplemented("PokemonClient.fetch"))
  /// ```
  static var testValue: Value { get }
}

extension DependencyKey {
  public static var testValue: Value {
    RuntimeWarnings.report(
      """
      The dependency "\(Self.self)" has no test value, so a test used its live value \
      (\(Value.self)) instead.

      Give "\(Self.self)" a "testValue" (endpoints as "unimplemented(\"…\")", so a call the \
      test did not expect fails), or override the dependency where the test makes its store: \
      "TestStore(…) { … } withDependencies: { $0.… = … }", or "$0.dependencies { $0.… = … }" \
      in a check.
      """,
      fileID: #fileID, line: #line)
    return liveValue
  }
}

/// Runs `operation` with dependencies changed by `update`.
///
/// ```swift
/// let id = withDependencies { $0.uuid = .incrementing } operation: {
///   @Dependency(\.uuid) var uuid
///   return uuid()
/// }
/// ```
public func withDependencies<Result>(
  _ update: (inout DependencyValues) throws -> Void,
  operation: () throws -> Result
) rethrows -> Result {
  var values = DependencyValues.current
  try update(&values)
  return try DependencyValues.$current.withValue(values, operation: operation)
}

/// Runs async `operation` with dependencies changed by `update`.
public func withDependencies<Result>(
  _ update: (inout DependencyValues) throws -> Void,
  operation: () async throws -> Result
) async rethrows -> Result {
  var values = DependencyValues.current
  try update(&values)
  return try await DependencyValues.$current.withValue(values, operation: operation)
}
