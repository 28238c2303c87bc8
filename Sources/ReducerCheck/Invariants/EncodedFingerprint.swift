/// A hash of everything `value` encodes, with its keys: a quick way to find a state seen before
/// without writing it out as JSON.
///
/// Only a hint: equal values may hash differently (a dictionary encodes its entries in its own
/// order), and different values may hash the same (a field left out of the encoding). Whoever
/// uses it compares the values themselves too. Values see the coding path an encoder would give
/// them.
func encodedFingerprint(of value: any Encodable) throws -> Int {
  let sink = FingerprintSink()
  try value.encode(to: FingerprintEncoder(sink: sink, codingPath: []))
  return sink.hasher.finalize()
}

/// The hasher every container of one encoding feeds.
///
/// What it is fed reads back one way only, so two encodings that differ always feed it
/// differently: every token starts with a word that says what it is, a small marker (a container
/// starts, a key or an element follows, nothing is there) or the address of a value's type,
/// which says how long the value is. A string goes in as its UTF-8 bytes with their count
/// (`String`'s own hashing would treat "é" and "e\u{301}" as one, which JSON writes apart);
/// a float as its bits (`-0.0` and `0.0` are written apart too).
private final class FingerprintSink {
  var hasher = Hasher()

  /// Marks where a container starts, a key or an element follows, or nothing is, so `[[1], [2]]`
  /// and `[[1, 2]]` differ.
  func mark(_ marker: Marker) { hasher.combine(marker.rawValue) }

  func put(_ value: some Fingerprinted) {
    hasher.combine(ObjectIdentifier(type(of: value)))
    value.feed(&hasher)
  }

  /// Small numbers no type's metadata lives at.
  enum Marker: UInt64 {
    case keyed = 1, unkeyed, key, superclass, element, none
  }
}

/// A value an encoder is handed as itself, hashed by its bytes.
private protocol Fingerprinted {
  func feed(_ hasher: inout Hasher)
}

extension Fingerprinted where Self: FixedWidthInteger {
  func feed(_ hasher: inout Hasher) { hasher.combine(self) }
}

extension Int: Fingerprinted {}
extension Int8: Fingerprinted {}
extension Int16: Fingerprinted {}
extension Int32: Fingerprinted {}
extension Int64: Fingerprinted {}
extension UInt: Fingerprinted {}
extension UInt8: Fingerprinted {}
extension UInt16: Fingerprinted {}
extension UInt32: Fingerprinted {}
extension UInt64: Fingerprinted {}

extension Bool: Fingerprinted {
  func feed(_ hasher: inout Hasher) { hasher.combine(self) }
}

extension Double: Fingerprinted {
  func feed(_ hasher: inout Hasher) { hasher.combine(bitPattern) }
}

extension Float: Fingerprinted {
  func feed(_ hasher: inout Hasher) { hasher.combine(bitPattern) }
}

extension String: Fingerprinted {
  func feed(_ hasher: inout Hasher) {
    var utf8 = self
    utf8.withUTF8 { bytes in
      hasher.combine(bytes.count)
      hasher.combine(bytes: UnsafeRawBufferPointer(bytes))
    }
  }
}

private struct FingerprintEncoder: Encoder {
  let sink: FingerprintSink
  let codingPath: [any CodingKey]
  var userInfo: [CodingUserInfoKey: Any] { [:] }

  func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
    sink.mark(.keyed)
    return KeyedEncodingContainer(KeyedFingerprint(sink: sink, codingPath: codingPath))
  }

  func unkeyedContainer() -> any UnkeyedEncodingContainer {
    sink.mark(.unkeyed)
    return UnkeyedFingerprint(sink: sink, codingPath: codingPath)
  }

  func singleValueContainer() -> any SingleValueEncodingContainer {
    SingleFingerprint(sink: sink, codingPath: codingPath)
  }
}

private struct KeyedFingerprint<Key: CodingKey>: KeyedEncodingContainerProtocol {
  let sink: FingerprintSink
  let codingPath: [any CodingKey]

  private func key(_ key: Key) {
    sink.mark(.key)
    sink.put(key.stringValue)
  }

  private func put(_ value: some Fingerprinted, _ key: Key) {
    self.key(key)
    sink.put(value)
  }

  mutating func encodeNil(forKey key: Key) {
    self.key(key)
    sink.mark(.none)
  }
  mutating func encode(_ value: Bool, forKey key: Key) { put(value, key) }
  mutating func encode(_ value: String, forKey key: Key) { put(value, key) }
  mutating func encode(_ value: Double, forKey key: Key) { put(value, key) }
  mutating func encode(_ value: Float, forKey key: Key) { put(value, key) }
  mutating func encode(_ value: Int, forKey key: Key) { put(value, key) }
  mutating func encode(_ value: Int8, forKey key: Key) { put(value, key) }
  mutating func encode(_ value: Int16, forKey key: Key) { put(value, key) }
  mutating func encode(_ value: Int32, forKey key: Key) { put(value, key) }
  mutating func encode(_ value: Int64, forKey key: Key) { put(value, key) }
  mutating func encode(_ value: UInt, forKey key: Key) { put(value, key) }
  mutating func encode(_ value: UInt8, forKey key: Key) { put(value, key) }
  mutating func encode(_ value: UInt16, forKey key: Key) { put(value, key) }
  mutating func encode(_ value: UInt32, forKey key: Key) { put(value, key) }
  mutating func encode(_ value: UInt64, forKey key: Key) { put(value, key) }

  mutating func encode<T: Encodable>(_ value: T, forKey key: Key) throws {
    self.key(key)
    try value.encode(to: FingerprintEncoder(sink: sink, codingPath: codingPath + [key]))
  }

  mutating func nestedContainer<NestedKey: CodingKey>(
    keyedBy keyType: NestedKey.Type, forKey key: Key
  ) -> KeyedEncodingContainer<NestedKey> {
    self.key(key)
    return FingerprintEncoder(sink: sink, codingPath: codingPath + [key]).container(keyedBy: keyType)
  }

  mutating func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer {
    self.key(key)
    return FingerprintEncoder(sink: sink, codingPath: codingPath + [key]).unkeyedContainer()
  }

  mutating func superEncoder() -> any Encoder {
    sink.mark(.superclass)
    return FingerprintEncoder(sink: sink, codingPath: codingPath + [PathKey.super])
  }

  mutating func superEncoder(forKey key: Key) -> any Encoder {
    self.key(key)
    return FingerprintEncoder(sink: sink, codingPath: codingPath + [key])
  }
}

private struct UnkeyedFingerprint: UnkeyedEncodingContainer {
  let sink: FingerprintSink
  let codingPath: [any CodingKey]
  private(set) var count = 0

  init(sink: FingerprintSink, codingPath: [any CodingKey]) {
    self.sink = sink
    self.codingPath = codingPath
  }

  /// Counts the element and marks where it starts.
  private mutating func next() {
    count += 1
    sink.mark(.element)
  }

  /// The coding path of the element just counted.
  private var elementPath: [any CodingKey] { codingPath + [PathKey(index: count - 1)] }

  private mutating func put(_ value: some Fingerprinted) {
    next()
    sink.put(value)
  }

  mutating func encodeNil() {
    next()
    sink.mark(.none)
  }
  mutating func encode(_ value: Bool) { put(value) }
  mutating func encode(_ value: String) { put(value) }
  mutating func encode(_ value: Double) { put(value) }
  mutating func encode(_ value: Float) { put(value) }
  mutating func encode(_ value: Int) { put(value) }
  mutating func encode(_ value: Int8) { put(value) }
  mutating func encode(_ value: Int16) { put(value) }
  mutating func encode(_ value: Int32) { put(value) }
  mutating func encode(_ value: Int64) { put(value) }
  mutating func encode(_ value: UInt) { put(value) }
  mutating func encode(_ value: UInt8) { put(value) }
  mutating func encode(_ value: UInt16) { put(value) }
  mutating func encode(_ value: UInt32) { put(value) }
  mutating func encode(_ value: UInt64) { put(value) }

  mutating func encode<T: Encodable>(_ value: T) throws {
    next()
    try value.encode(to: FingerprintEncoder(sink: sink, codingPath: elementPath))
  }

  mutating func nestedContainer<NestedKey: CodingKey>(
    keyedBy keyType: NestedKey.Type
  ) -> KeyedEncodingContainer<NestedKey> {
    next()
    return FingerprintEncoder(sink: sink, codingPath: elementPath).container(keyedBy: keyType)
  }

  mutating func nestedUnkeyedContainer() -> any UnkeyedEncodingContainer {
    next()
    return FingerprintEncoder(sink: sink, codingPath: elementPath).unkeyedContainer()
  }

  mutating func superEncoder() -> any Encoder {
    next()
    return FingerprintEncoder(sink: sink, codingPath: elementPath)
  }
}

private struct SingleFingerprint: SingleValueEncodingContainer {
  let sink: FingerprintSink
  let codingPath: [any CodingKey]

  mutating func encodeNil() { sink.mark(.none) }
  mutating func encode(_ value: Bool) { sink.put(value) }
  mutating func encode(_ value: String) { sink.put(value) }
  mutating func encode(_ value: Double) { sink.put(value) }
  mutating func encode(_ value: Float) { sink.put(value) }
  mutating func encode(_ value: Int) { sink.put(value) }
  mutating func encode(_ value: Int8) { sink.put(value) }
  mutating func encode(_ value: Int16) { sink.put(value) }
  mutating func encode(_ value: Int32) { sink.put(value) }
  mutating func encode(_ value: Int64) { sink.put(value) }
  mutating func encode(_ value: UInt) { sink.put(value) }
  mutating func encode(_ value: UInt8) { sink.put(value) }
  mutating func encode(_ value: UInt16) { sink.put(value) }
  mutating func encode(_ value: UInt32) { sink.put(value) }
  mutating func encode(_ value: UInt64) { sink.put(value) }

  mutating func encode<T: Encodable>(_ value: T) throws {
    try value.encode(to: FingerprintEncoder(sink: sink, codingPath: codingPath))
  }
}

/// An element's place in an unkeyed container, or a superclass's, in a coding path.
private struct PathKey: CodingKey {
  let stringValue: String
  let intValue: Int?

  static let `super` = PathKey(stringValue: "super")

  init(index: Int) {
    stringValue = "Index \(index)"
    intValue = index
  }

  init(stringValue: String) {
    self.stringValue = stringValue
    intValue = nil
  }

  init?(intValue: Int) { self.init(index: intValue) }
}
