/// A type that prints itself in dumps as one short token instead of its fields.
///
/// ```swift
/// extension StackElementID: CustomStateDumpStringConvertible {
///   public var stateDumpDescription: String { "#\(generation)" }
/// }
/// // stateDump(StackElementID(generation: 3)) == "#3"
/// ```
public protocol CustomStateDumpStringConvertible {
  /// The text the dump prints for this value.
  var stateDumpDescription: String { get }
  /// The value as Swift source, for dumps that write code (``StateDumpOptions/writesSwiftSource``);
  /// `nil` when the description already is (the default).
  var stateDumpSwiftSource: String? { get }
}

extension CustomStateDumpStringConvertible {
  public var stateDumpSwiftSource: String? { nil }
}
