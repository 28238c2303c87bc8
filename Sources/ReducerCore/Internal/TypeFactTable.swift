/// Which type (and case, or second type) a fact is about: up to two types and a 32-bit tag.
package struct TypeFactKey: Equatable, Sendable {
  let first: UInt
  let second: UInt
  let tag: UInt32

  /// The key of facts about `type` (with `other`, and the case `tag`, where they matter).
  package init(_ type: Any.Type, _ other: Any.Type? = nil, tag: UInt32 = 0) {
    first = UInt(bitPattern: ObjectIdentifier(type))
    second = other.map { UInt(bitPattern: ObjectIdentifier($0)) } ?? 0
    self.tag = tag
  }

  /// The key of facts about one object, by its identity (a key path).
  package init(object: AnyObject) {
    first = UInt(bitPattern: ObjectIdentifier(object))
    second = 0
    tag = 0
  }

  /// Spreads the key's bits over the table: the addresses of metadata share their low bits.
  fileprivate var hash: UInt {
    // 64-bit odd constants, cut to the word (a 32-bit watch has 32-bit words).
    var mixed = first &* UInt(truncatingIfNeeded: 0x9E37_79B9_7F4A_7C15 as UInt64)
    mixed ^= (second &+ UInt(tag)) &* UInt(truncatingIfNeeded: 0xC2B2_AE3D_27D4_EB4F as UInt64)
    return mixed ^ (mixed >> 29)
  }
}

/// Facts the runtime learns once per type and looks up for every action (a case's layout, a
/// state's traits): a small open-addressing table whose keys hash with two multiplications.
///
/// A `Dictionary` would hash each key with `Hasher` (SipHash), about 250 instructions per
/// lookup; a reduce makes several. Kept behind the caller's lock, like the dictionary it
/// replaces. Entries are never removed.
///
/// ```swift
/// var table = TypeFactTable<String>()
/// table[TypeFactKey(Int.self)] = "a number"
/// print(table[TypeFactKey(Int.self)] ?? "unknown")  // a number
/// ```
package struct TypeFactTable<Value> {
  /// Slots, a power of two many; a slot whose key's `first` is 0 is empty (no type or object
  /// lives at address 0).
  private var keys: [TypeFactKey]
  private var values: [Value?]
  package private(set) var count = 0

  package init() {
    keys = Array(repeating: .empty, count: 16)
    values = Array(repeating: nil, count: 16)
  }

  package subscript(key: TypeFactKey) -> Value? {
    get {
      let mask = keys.count - 1
      var slot = Int(truncatingIfNeeded: key.hash) & mask
      while true {
        let stored = keys[slot]
        if stored == key { return values[slot] }
        if stored.first == 0 { return nil }
        slot = (slot + 1) & mask
      }
    }
    set {
      guard let newValue else { return }
      if (count + 1) * 2 > keys.count { grow() }
      insert(newValue, for: key)
    }
  }

  private mutating func insert(_ value: Value, for key: TypeFactKey) {
    let mask = keys.count - 1
    var slot = Int(truncatingIfNeeded: key.hash) & mask
    while keys[slot].first != 0, keys[slot] != key { slot = (slot + 1) & mask }
    if keys[slot].first == 0 { count += 1 }
    keys[slot] = key
    values[slot] = value
  }

  private mutating func grow() {
    let oldKeys = keys
    let oldValues = values
    keys = Array(repeating: .empty, count: oldKeys.count * 2)
    values = Array(repeating: nil, count: oldKeys.count * 2)
    count = 0
    for (key, value) in zip(oldKeys, oldValues) where key.first != 0 {
      if let value { insert(value, for: key) }
    }
  }
}

extension TypeFactTable: Sendable where Value: Sendable {}

extension TypeFactKey {
  fileprivate static let empty = TypeFactKey(first: 0)

  private init(first: UInt) {
    self.first = first
    second = 0
    tag = 0
  }
}
