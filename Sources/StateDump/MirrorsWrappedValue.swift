/// A property wrapper whose mirror shows its wrapped value and whose memberwise-initializer
/// argument is that value under the property's own name (`@PresentationState var destination`
/// is initialized with `destination:`), so that Swift written from a reflected value names the
/// storage `_destination` as `destination`.
///
/// Other property wrappers cannot be told from a plain stored field by reflection: their storage
/// is written as stored (`_volume:`).
package protocol _MirrorsWrappedValue {
  /// The declared type of `wrappedValue`: `State?` for `@PresentationState var x: State?`.
  static var _mirroredType: Any.Type { get }
}

/// The argument label a memberwise initializer takes for the stored property `label` holding
/// `value`: the property's own name for the storage of a wrapper that mirrors its value
/// (`_destination` → `destination`), else the label as stored (`_cache`).
package func memberwiseLabel(_ label: String, of value: Any) -> String {
  guard label.hasPrefix("_"), label.count > 1, value is any _MirrorsWrappedValue else { return label }
  return String(label.dropFirst())
}
