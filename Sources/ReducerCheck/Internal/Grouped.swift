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
