/// The name of the case `value` is, as the Swift runtime records it: `all` for `Filter.all`,
/// `loaded` for `.loaded(…)`; `nil` when `value` is not an enum (or an Optional).
///
/// ```swift
/// enum Filter: CustomStringConvertible { case all; var description: String { "All items" } }
/// enumCaseName(of: Filter.all)  // "all", where String(describing:) gives "All items"
/// ```
package func enumCaseName(of value: Any) -> String? {
  func name<Value>(_ value: Value) -> String? { runtimeEnumCaseName(value).map { String(cString: $0) } }
  return _openExistential(value, do: name)
}

/// The runtime function behind the default printing of an enum case.
@_silgen_name("swift_EnumCaseName")
private func runtimeEnumCaseName<Value>(_ value: Value) -> UnsafePointer<CChar>?
