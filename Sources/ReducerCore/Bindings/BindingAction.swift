import StateDump

/// A change a view makes through a binding: which ``BindingState`` property, and the new value.
///
/// Tests send one with `.set`, and reducers match it by key path:
///
/// ```swift
/// await store.send(.set(\.$name, "Blob")) { $0.name = "Blob" }
///
/// case .binding(\.$name):
///   return .send(.nameChanged)
/// ```
///
/// In dumps it prints as `.set(\State.$name, "Blob")`, or, where the platform does not name
/// projected properties (Linux), `.set(\State.$<BindingState<String>>, "Blob")`.
public struct BindingAction<Root>: Equatable, @unchecked Sendable {
  /// The property the binding writes.
  public let keyPath: PartialKeyPath<Root>
  let write: @Sendable (inout Root) -> Void
  let value: any Sendable
  let valueIsEqual: @Sendable (Any) -> Bool

  /// Writes `value` to the ``BindingState`` property at `keyPath`.
  public static func set<Value: Equatable & Sendable>(
    _ keyPath: WritableKeyPath<Root, BindingState<Value>>, _ value: Value
  ) -> Self {
    nonisolated(unsafe) let keyPath = keyPath
    return Self(
      keyPath: keyPath,
      write: { $0[keyPath: keyPath].wrappedValue = value },
      value: value,
      valueIsEqual: { ($0 as? Value) == value })
  }

  /// Applies the change to `root`.
  public func apply(to root: inout Root) { write(&root) }

  public static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.keyPath == rhs.keyPath && lhs.valueIsEqual(rhs.value)
  }

  /// Matches a binding action by the property it writes: `case .binding(\.$name):`.
  public static func ~= <Value>(
    keyPath: WritableKeyPath<Root, BindingState<Value>>, bindingAction: Self
  ) -> Bool {
    keyPath == bindingAction.keyPath
  }
}

extension BindingAction: CustomStateDumpStringConvertible {
  public var stateDumpDescription: String {
    ".set(\(bindingKeyPathDescription(keyPath)), \(stateDumpLine(value)))"
  }

  /// As Swift, where the platform names the property; otherwise the spot says what is missing.
  public var stateDumpSwiftSource: String? {
    var options = StateDumpOptions()
    options.writesSwiftSource = true
    let description = bindingKeyPathDescription(keyPath)
    let path =
      description.contains("$<")
      ? unwrittenValuePlaceholder("the key path of a @BindingState property (this platform does not name it)")
      : description
    return ".set(\(path), \(stateDumpLine(value, options: options)))"
  }
}

/// `\State.$name` where the platform names the property; otherwise, since a projected
/// property's key path prints as its getter's address (which changes every run), the type it
/// leads to: `\State.$<BindingState<String>>`.
private func bindingKeyPathDescription(_ keyPath: AnyKeyPath) -> String {
  let description = String(describing: keyPath)
  guard let start = description.range(of: "<computed "),
    let open = description[start.upperBound...].firstIndex(of: "("),
    let close = description.lastIndex(of: ")"), open < close
  else { return description }
  let type = description[description.index(after: open)..<close]
  return description[..<start.lowerBound] + "$<\(type)>"
}

/// An action with a case for binding changes, as TCA 1.0 spells it.
///
/// ```swift
/// enum Action: BindableAction, Equatable {
///   case binding(BindingAction<State>)
///   case saveTapped
/// }
/// ```
public protocol BindableAction {
  associatedtype State
  /// The case that carries a binding change.
  static func binding(_ action: BindingAction<State>) -> Self
}

extension BindableAction {
  /// The binding change this action carries, if it is the `binding` case.
  public var binding: BindingAction<State>? {
    let mirror = Mirror(reflecting: self)
    guard mirror.displayStyle == .enum, let payload = mirror.children.first,
      payload.label == "binding"
    else { return nil }
    return payload.value as? BindingAction<State>
  }

  /// `.binding(.set(keyPath, value))`, as tests write it: `store.send(.set(\.$name, "Blob"))`.
  public static func set<Value: Equatable & Sendable>(
    _ keyPath: WritableKeyPath<State, BindingState<Value>>, _ value: Value
  ) -> Self {
    binding(.set(keyPath, value))
  }
}
