/// A property wrapper whose mirror shows its wrapped value, so that code reading a state by
/// reflection (a printed test naming a place as Swift) knows what `name` reads where the field
/// is stored as `_name`.
package protocol _MirrorsWrappedValue {
  /// The declared type of `wrappedValue`: `State?` for `@PresentationState var x: State?`.
  static var _mirroredType: Any.Type { get }
}

extension PresentationState: _MirrorsWrappedValue {
  package static var _mirroredType: Any.Type { State?.self }
}

extension BindingState: _MirrorsWrappedValue {
  package static var _mirroredType: Any.Type { Value.self }
}
