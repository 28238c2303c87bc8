/// What Swift source holds where it cannot write a value: an editor placeholder that names the
/// value and asks for one. A placeholder fails to compile wherever it is, even inside an array
/// literal (where a comment would leave an empty array), so a pasted test stops at that spot
/// and says what to write there; Xcode shows it as a placeholder to fill in.
///
/// ```swift
/// unwrittenValuePlaceholder("a closure (() -> Void)")
/// // "<#a closure (() -> Void) cannot be written as Swift: write one here#>"
/// ```
package func unwrittenValuePlaceholder(_ what: String) -> String {
  "<#\(what)\(unwrittenValueMarker)"
}

/// Whether Swift source holds a placeholder in place of a value it could not write.
package func containsUnwrittenValue(_ source: String) -> Bool {
  source.contains(unwrittenValueMarker)
}

private let unwrittenValueMarker = " cannot be written as Swift: write one here#>"
