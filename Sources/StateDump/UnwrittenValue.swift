/// What Swift source holds where it cannot write a value: a comment that names the value and
/// asks for one, so a pasted test stops compiling at that spot and says what to write there.
///
/// ```swift
/// unwrittenValueComment("a closure (() -> Void)")
/// // "/* a closure (() -> Void) cannot be written as Swift: write one here */"
/// ```
package func unwrittenValueComment(_ what: String) -> String {
  "/* \(what)\(unwrittenValueMarker)"
}

/// Whether Swift source holds a comment in place of a value it could not write.
package func containsUnwrittenValue(_ source: String) -> Bool {
  source.contains(unwrittenValueMarker)
}

private let unwrittenValueMarker = " cannot be written as Swift: write one here */"
