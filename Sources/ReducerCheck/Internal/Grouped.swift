/// `99,980`: a count with thousands separated, the same on every machine.
func grouped(_ count: Int) -> String {
  let digits = String(count)
  var result = ""
  for (offset, digit) in digits.enumerated() {
    if offset > 0, (digits.count - offset) % 3 == 0 { result.append(",") }
    result.append(digit)
  }
  return result
}

/// `1 sequence`, `2,000 sequences`: a count and its noun, plural unless it is one.
func counted(_ count: Int, _ noun: String) -> String {
  "\(grouped(count)) \(noun)\(count == 1 ? "" : "s")"
}
