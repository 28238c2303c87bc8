/// The error an unimplemented endpoint throws when a test calls it.
public struct UnimplementedFailure: Error, CustomStringConvertible {
  /// What was called: the description given to `unimplemented`.
  public let description: String

  public init(description: String) { self.description = description }
}

/// Reports that a test called an endpoint it did not expect: a runtime warning, so a failure in
/// a `TestStore` or a check, naming the endpoint and the override to write.
private func reportUnimplemented(_ description: String, fileID: StaticString, line: UInt) {
  let name = description.isEmpty ? "An endpoint" : "\"\(description)\""
  RuntimeWarnings.report(
    """
    Unimplemented: \(name) was called, and this test did not expect it (its test value is \
    "unimplemented", made at \(fileID):\(line)).

    If the feature should call it here, override it for this test: \
    "withDependencies: { $0.… = … }" on the TestStore, or "$0.dependencies { … }" in a check.
    """,
    fileID: fileID, line: line)
}

/// An endpoint for a dependency's test value that fails the test when called, as TCA's
/// `unimplemented` does.
///
/// ```swift
/// extension PokemonClient: TestDependencyKey {
///   static let testValue = PokemonClient(fetch: unimplemented("PokemonClient.fetch"))
/// }
/// ```
///
/// Calling it reports a runtime warning (a test failure in a `TestStore` or a check) that
/// starts `Unimplemented: "PokemonClient.fetch" was called`, then throws
/// ``UnimplementedFailure``.
public func unimplemented<Result>(
  _ description: String = "", fileID: StaticString = #fileID, line: UInt = #line
) -> @Sendable () async throws -> Result {
  { () async throws -> Result in
    reportUnimplemented(description, fileID: fileID, line: line)
    throw UnimplementedFailure(description: description)
  }
}

/// `unimplemented(_:)` for an endpoint with one argument.
public func unimplemented<A, Result>(
  _ description: String = "", fileID: StaticString = #fileID, line: UInt = #line
) -> @Sendable (A) async throws -> Result {
  { (_: A) async throws -> Result in
    reportUnimplemented(description, fileID: fileID, line: line)
    throw UnimplementedFailure(description: description)
  }
}

/// `unimplemented(_:)` for an endpoint with two arguments.
public func unimplemented<A, B, Result>(
  _ description: String = "", fileID: StaticString = #fileID, line: UInt = #line
) -> @Sendable (A, B) async throws -> Result {
  { (_: A, _: B) async throws -> Result in
    reportUnimplemented(description, fileID: fileID, line: line)
    throw UnimplementedFailure(description: description)
  }
}

/// `unimplemented(_:)` for an endpoint with three arguments.
public func unimplemented<A, B, C, Result>(
  _ description: String = "", fileID: StaticString = #fileID, line: UInt = #line
) -> @Sendable (A, B, C) async throws -> Result {
  { (_: A, _: B, _: C) async throws -> Result in
    reportUnimplemented(description, fileID: fileID, line: line)
    throw UnimplementedFailure(description: description)
  }
}

/// An unimplemented endpoint that cannot throw: it reports the call and returns `placeholder`.
///
/// ```swift
/// static let testValue = Analytics(track: unimplemented("Analytics.track", placeholder: ()))
/// ```
public func unimplemented<Result: Sendable>(
  _ description: String = "", placeholder: Result, fileID: StaticString = #fileID,
  line: UInt = #line
) -> @Sendable () async -> Result {
  { () async -> Result in
    reportUnimplemented(description, fileID: fileID, line: line)
    return placeholder
  }
}

/// `unimplemented(_:placeholder:)` for an endpoint with one argument.
public func unimplemented<A, Result: Sendable>(
  _ description: String = "", placeholder: Result, fileID: StaticString = #fileID,
  line: UInt = #line
) -> @Sendable (A) async -> Result {
  { (_: A) async -> Result in
    reportUnimplemented(description, fileID: fileID, line: line)
    return placeholder
  }
}

/// `unimplemented(_:)` for a synchronous endpoint that throws: it reports the call, then
/// throws ``UnimplementedFailure``.
///
/// ```swift
/// static let testValue = Keychain(read: unimplemented("Keychain.read"))  // (String) throws -> Data
/// ```
@_disfavoredOverload
public func unimplemented<Result>(
  _ description: String = "", fileID: StaticString = #fileID, line: UInt = #line
) -> @Sendable () throws -> Result {
  { () throws -> Result in
    reportUnimplemented(description, fileID: fileID, line: line)
    throw UnimplementedFailure(description: description)
  }
}

/// `unimplemented(_:)` for a synchronous endpoint with one argument that throws.
@_disfavoredOverload
public func unimplemented<A, Result>(
  _ description: String = "", fileID: StaticString = #fileID, line: UInt = #line
) -> @Sendable (A) throws -> Result {
  { (_: A) throws -> Result in
    reportUnimplemented(description, fileID: fileID, line: line)
    throw UnimplementedFailure(description: description)
  }
}

/// `unimplemented(_:placeholder:)` for a synchronous endpoint that cannot throw.
///
/// ```swift
/// static let testValue = Flags(isOn: unimplemented("Flags.isOn", placeholder: false))  // (String) -> Bool
/// ```
@_disfavoredOverload
public func unimplemented<Result: Sendable>(
  _ description: String = "", placeholder: Result, fileID: StaticString = #fileID,
  line: UInt = #line
) -> @Sendable () -> Result {
  { () -> Result in
    reportUnimplemented(description, fileID: fileID, line: line)
    return placeholder
  }
}

/// `unimplemented(_:placeholder:)` for a synchronous endpoint with one argument.
@_disfavoredOverload
public func unimplemented<A, Result: Sendable>(
  _ description: String = "", placeholder: Result, fileID: StaticString = #fileID,
  line: UInt = #line
) -> @Sendable (A) -> Result {
  { (_: A) -> Result in
    reportUnimplemented(description, fileID: fileID, line: line)
    return placeholder
  }
}

/// `unimplemented(_:)` for an async endpoint that cannot throw, without a placeholder, as TCA
/// allows: it reports the call and returns an empty value of the result (`()`, `nil`, `false`,
/// `0`, `""`, an empty collection). A result type with no empty value stops the program with a
/// message naming the endpoint and the placeholder to give. (A synchronous endpoint that cannot
/// throw takes a placeholder: `unimplemented("Flags.isOn", placeholder: false)`.)
///
/// ```swift
/// static let testValue = Analytics(track: unimplemented("Analytics.track"))  // (Event) async -> Void
/// ```
@_disfavoredOverload
public func unimplemented<A, Result>(
  _ description: String = "", fileID: StaticString = #fileID, line: UInt = #line
) -> @Sendable (A) async -> Result {
  { (_: A) async -> Result in
    reportUnimplemented(description, fileID: fileID, line: line)
    return emptyResult(of: description, fileID: fileID, line: line)
  }
}

/// `unimplemented(_:)` without a placeholder for an endpoint without arguments that cannot throw.
@_disfavoredOverload
public func unimplemented<Result>(
  _ description: String = "", fileID: StaticString = #fileID, line: UInt = #line
) -> @Sendable () async -> Result {
  { () async -> Result in
    reportUnimplemented(description, fileID: fileID, line: line)
    return emptyResult(of: description, fileID: fileID, line: line)
  }
}

/// The empty value an unimplemented endpoint without a placeholder returns.
private func emptyResult<Result>(of description: String, fileID: StaticString, line: UInt) -> Result {
  if let empty = EmptyValue.of(Result.self) { return empty }
  let name = description.isEmpty ? "An endpoint" : "\"\(description)\""
  fatalError(
    """
    Unimplemented: \(name) was called and must return a \(Result.self), which has no empty value \
    to return instead. Give its test value one: unimplemented("\(description)", placeholder: …) \
    (made at \(fileID):\(line)).
    """)
}

/// Empty values of the types that have an obvious one.
private enum EmptyValue {
  static func of<Value>(_ type: Value.Type) -> Value? {
    if Value.self == Void.self { return (() as! Value) }
    if Value.self == Bool.self { return (false as! Value) }
    if let optional = type as? any ExpressibleByNilLiteral.Type {
      return optional.init(nilLiteral: ()) as? Value
    }
    if let collection = type as? any RangeReplaceableCollection.Type { return collection.init() as? Value }
    if let number = type as? any AdditiveArithmetic.Type { return number.zero as? Value }
    return nil
  }
}
