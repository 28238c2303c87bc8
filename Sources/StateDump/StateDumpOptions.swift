/// How a dump prints values that vary between runs, and how much of a huge value it prints.
///
/// ```swift
/// var options = StateDumpOptions.snapshot
/// options.redactions.append(.type(SessionToken.self))
/// options.redactions.append(.keyPath(\User.password))
/// stateDump(user, options: options)
/// // User(
/// //   id: UUID#1,
/// //   password: User.password#1,
/// //   friend: UUID#1
/// // )
/// ```
public struct StateDumpOptions: Sendable {
  /// Print UUIDs and dates as `UUID#1`, `Date#2`, numbered in the order they first appear, so a
  /// dump stays the same when the values differ but "the same id" stays visible.
  public var redactsIdentifiers = false
  /// Values printed as `Name#n` instead of their contents.
  public var redactions: [Redaction] = []
  /// Deeper values print as `…`.
  public var maxDepth = 40
  /// A collection prints its first `maxElements` elements, then how many it left out.
  public var maxElements = 200
  /// Print values as Swift source, for dumps pasted into code: custom values as they offer it (a
  /// stack id as `3`, not `#3`), a ``CustomStateDumpRepresentable`` value by its own fields,
  /// every element of a collection, and an editor placeholder naming each value reflection
  /// cannot write (a custom `Mirror`, a closure, a class that holds itself), which does not
  /// compile: `<#Token, which has a custom mirror, cannot be written as Swift: write one here#>`.
  public var writesSwiftSource = false

  public init() {}

  /// What test failures print: everything as it is.
  public static let `default` = StateDumpOptions()

  /// What snapshot files print: identifiers redacted.
  public static var snapshot: StateDumpOptions {
    var options = StateDumpOptions()
    options.redactsIdentifiers = true
    return options
  }
}

/// A value a dump prints as `Name#n`, numbered by identity: equal values get the same number.
public struct Redaction: Sendable {
  enum Target: Sendable, Equatable {
    case type(ObjectIdentifier)
    case field(ownerType: ObjectIdentifier, name: String)
  }

  let target: Target
  let label: String

  /// Every value of type `T`, printed as `label#n` (the type's name by default).
  public static func type<T>(_ type: T.Type, as label: String? = nil) -> Redaction {
    Redaction(target: .type(ObjectIdentifier(type)), label: label ?? typeName(type))
  }

  /// The property `keyPath` names, printed as `label#n` (`Root.property` by default).
  public static func keyPath<Root, Value>(
    _ keyPath: KeyPath<Root, Value> & Sendable, as label: String? = nil
  ) -> Redaction {
    let description = String(describing: keyPath)
    let name = description.split(separator: ".").last.map(String.init) ?? description
    return Redaction(
      target: .field(ownerType: ObjectIdentifier(Root.self), name: name),
      label: label ?? "\(typeName(Root.self)).\(name)")
  }
}

/// A type that dumps as another value: a wrapper that shows only what it wraps, a type whose
/// stored properties are bookkeeping.
///
/// ```swift
/// extension Money: CustomStateDumpRepresentable {
///   var stateDumpValue: Any { "\(amount) \(currency)" }
/// }
/// ```
///
/// Dumps that write Swift source (``StateDumpOptions/writesSwiftSource``) write the value's own
/// fields instead, which its initializer takes.
public protocol CustomStateDumpRepresentable {
  /// The value to dump in this one's place.
  var stateDumpValue: Any { get }
}
