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
private final class FingerprintSink {
  var hasher = Hasher()

  /// Marks where a container starts or a key is, so `[[1], [2]]` and `[[1, 2]]` differ.
  func mark(_ marker: UInt8) { hasher.combine(marker) }
}

private struct FingerprintEncoder: Encoder {
  let sink: FingerprintSink
  let codingPath: [any CodingKey]
  var userInfo: [CodingUserInfoKey: Any] { [:] }

  func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
    sink.mark(1)
    return KeyedEncodingContainer(KeyedFingerprint(sink: sink, codingPath: codingPath))
  }

  func unkeyedContainer() -> any UnkeyedEncodingContainer {
    sink.mark(2)
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
    sink.mark(3)
    sink.hasher.combine(key.stringValue)
  }

  private func put(_ value: some Hashable, _ key: Key) {
    self.key(key)
    sink.hasher.combine(value)
  }

  mutating func encodeNil(forKey key: Key) { self.key(key) }
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
    sink.mark(4)
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
    sink.mark(5)
  }

  /// The coding path of the element just counted.
  private var elementPath: [any CodingKey] { codingPath + [PathKey(index: count - 1)] }

  private mutating func put(_ value: some Hashable) {
    next()
    sink.hasher.combine(value)
  }

  mutating func encodeNil() { next() }
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

  mutating func encodeNil() { sink.mark(6) }
  mutating func encode(_ value: Bool) { sink.hasher.combine(value) }
  mutating func encode(_ value: String) { sink.hasher.combine(value) }
  mutating func encode(_ value: Double) { sink.hasher.combine(value) }
  mutating func encode(_ value: Float) { sink.hasher.combine(value) }
  mutating func encode(_ value: Int) { sink.hasher.combine(value) }
  mutating func encode(_ value: Int8) { sink.hasher.combine(value) }
  mutating func encode(_ value: Int16) { sink.hasher.combine(value) }
  mutating func encode(_ value: Int32) { sink.hasher.combine(value) }
  mutating func encode(_ value: Int64) { sink.hasher.combine(value) }
  mutating func encode(_ value: UInt) { sink.hasher.combine(value) }
  mutating func encode(_ value: UInt8) { sink.hasher.combine(value) }
  mutating func encode(_ value: UInt16) { sink.hasher.combine(value) }
  mutating func encode(_ value: UInt32) { sink.hasher.combine(value) }
  mutating func encode(_ value: UInt64) { sink.hasher.combine(value) }

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
