/// Orders strings so that runs of digits compare as numbers: `"item2" < "item10"`.
///
/// ```swift
/// ["b10", "b2", "a"].sorted(by: naturalOrder)  // ["a", "b2", "b10"]
/// ```
///
/// Ties in value (`"01"` and `"1"`) fall back to plain string order, so the order is total and
/// the same on every platform.
public func naturalOrder(_ lhs: String, _ rhs: String) -> Bool {
  var left = lhs.unicodeScalars[...]
  var right = rhs.unicodeScalars[...]
  while let l = left.first, let r = right.first {
    if isDigit(l), isDigit(r) {
      let leftDigits = left.prefix(while: isDigit)
      let rightDigits = right.prefix(while: isDigit)
      let leftValue = leftDigits.drop { $0 == "0" }
      let rightValue = rightDigits.drop { $0 == "0" }
      if leftValue.count != rightValue.count { return leftValue.count < rightValue.count }
      if !leftValue.elementsEqual(rightValue) {
        return String(String.UnicodeScalarView(leftValue)) < String(String.UnicodeScalarView(rightValue))
      }
      left = left.dropFirst(leftDigits.count)
      right = right.dropFirst(rightDigits.count)
    } else {
      if l != r { return l.value < r.value }
      left = left.dropFirst()
      right = right.dropFirst()
    }
  }
  if left.isEmpty != right.isEmpty { return left.isEmpty }
  return lhs < rhs
}

private func isDigit(_ scalar: Unicode.Scalar) -> Bool { ("0"..."9").contains(scalar) }
