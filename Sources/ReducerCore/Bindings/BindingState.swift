import StateDump

/// State a view binds to directly (a text field, a toggle), as TCA 1.0 marks it.
///
/// ```swift
/// struct State: Equatable {
///   @BindingState var name = ""
///   @BindingState var notificationsOn = false
/// }
/// ```
///
/// Pair it with an action that conforms to ``BindableAction`` and a ``BindingReducer``. The
/// wrapper compares, hashes, encodes and dumps as its value.
@propertyWrapper
@dynamicMemberLookup
public struct BindingState<Value> {
  public var wrappedValue: Value

  public init(wrappedValue: Value) { self.wrappedValue = wrappedValue }

  /// The wrapper itself, so `\.$name` names the bindable property.
  public var projectedValue: Self {
    get { self }
    set { self = newValue }
  }

  /// A field of the bound value, bindable on its own: `.set(\.$todo.title, "Milk")`.
  public subscript<Subject>(dynamicMember keyPath: WritableKeyPath<Value, Subject>) -> BindingState<Subject> {
    get { BindingState<Subject>(wrappedValue: wrappedValue[keyPath: keyPath]) }
    set { wrappedValue[keyPath: keyPath] = newValue.wrappedValue }
  }
}

extension BindingState: Equatable where Value: Equatable {}
extension BindingState: Hashable where Value: Hashable {}
extension BindingState: Sendable where Value: Sendable {}

extension BindingState: Codable where Value: Codable {
  public init(from decoder: any Decoder) throws {
    self.init(wrappedValue: try Value(from: decoder))
  }

  public func encode(to encoder: any Encoder) throws { try wrappedValue.encode(to: encoder) }
}

extension BindingState: CustomReflectable, CustomStateDumpRepresentable {
  /// Reflects as the value alone.
  public var customMirror: Mirror { Mirror(reflecting: wrappedValue) }
  /// Dumps as the value alone.
  public var stateDumpValue: Any { wrappedValue }
}
