/// Reads a dependency from the scope the code runs in.
///
/// ```swift
/// struct PokemonDetailFeature: Reducer {
///   @Dependency(\.pokemonClient) var pokemonClient
///   @Dependency(\.dismiss) var dismiss
/// }
/// ```
///
/// The value is looked up each time it is read, so a reducer sees what its store (or a
/// `withDependencies` block) installed, and an effect sees what was in force when it was made.
@propertyWrapper
public struct Dependency<Value>: Sendable {
  private let keyPath: KeyPath<DependencyValues, Value> & Sendable

  /// - Parameter keyPath: The dependency to read, such as `\.dismiss`.
  public init(_ keyPath: KeyPath<DependencyValues, Value> & Sendable) {
    self.keyPath = keyPath
  }

  public var wrappedValue: Value { DependencyValues.current[keyPath: keyPath] }
}

/// Any `@Dependency` wrapper, for code that walks a reducer's stored properties and must skip
/// them (a reducer's memberwise initializer has no parameter for a dependency).
package protocol _DependencyProtocol {}

extension Dependency: _DependencyProtocol {}
