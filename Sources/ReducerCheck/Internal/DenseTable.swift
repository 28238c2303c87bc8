/// Values by a small non-negative key that counts up from 0, such as a store's action and
/// effect indices: an array rather than a dictionary, since a looping feature records
/// thousands of them in one step (no hashing, no rehashing as it grows).
///
/// ```swift
/// var steps = DenseTable<Int>()
/// steps[3] = 1
/// steps[3]  // 1
/// steps[2]  // nil
/// ```
struct DenseTable<Value> {
  private var values: [Value?] = []

  /// The value for `key`; `nil` when none was set, or for a negative key. Setting a negative
  /// key does nothing.
  subscript(key: Int) -> Value? {
    get { key >= 0 && key < values.count ? values[key] : nil }
    set {
      guard key >= 0 else { return }
      if key == values.count {
        // The usual case: the next key in order.
        values.append(newValue)
      } else if key > values.count {
        guard newValue != nil else { return }
        values.append(contentsOf: repeatElement(nil, count: key - values.count))
        values.append(newValue)
      } else {
        values[key] = newValue
      }
    }
  }
}
