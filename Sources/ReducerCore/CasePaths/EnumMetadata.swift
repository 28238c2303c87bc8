/// The case tag of `value`, read through its type's enum value witness: no reflection, no
/// allocation. `nil` when `Root` is not a plain enum, or where the witnesses cannot be called
/// safely (pointer authentication).
@inlinable func enumTag<Root>(of value: Root) -> UInt32? {
  // The value must be stored as exactly its enum type: not inside an existential (`Any`),
  // whose storage an enum witness cannot read. `EnumMetadata` takes only a plain enum type,
  // and a value of one is always of exactly that type (no subclass, no box), so its dynamic
  // type is not asked for.
  guard let metadata = EnumMetadata(Root.self) else { return nil }
  return metadata.tag(of: value)
}

/// An enum type as the Swift runtime describes it: its value witnesses (to read a case's tag,
/// and to expose and restore a payload in place) and its descriptor (which cases carry a
/// payload, of which type, stored inline or in a box).
///
/// Every read is checked against what the compiler says about the type (its size), and any
/// doubt gives `nil`: callers then fall back to reflection.
@usableFromInline struct EnumMetadata {
  @usableFromInline typealias GetEnumTag = @convention(c) (UnsafeRawPointer, UnsafeRawPointer) -> UInt32
  @usableFromInline typealias ProjectEnumData =
    @convention(c) (UnsafeMutableRawPointer, UnsafeRawPointer) -> Void
  @usableFromInline typealias InjectEnumTag =
    @convention(c) (UnsafeMutableRawPointer, UInt32, UnsafeRawPointer) -> Void

  @usableFromInline let metadata: UnsafeRawPointer
  @usableFromInline let getEnumTag: GetEnumTag
  @usableFromInline let projectEnumData: ProjectEnumData
  @usableFromInline let injectEnumTag: InjectEnumTag

  /// Metadata kind of an enum (swift/ABI/MetadataKind.def). Optional (0x202) is left out: its
  /// witnesses live in the standard library, and a case path rarely has it as its root.
  @usableFromInline static let enumKind: UInt = 0x201
  /// ValueWitnessFlags::HasEnumWitnesses.
  @usableFromInline static let hasEnumWitnesses: UInt32 = 0x0020_0000
  @usableFromInline static let word = MemoryLayout<UnsafeRawPointer>.size

  @inlinable init?<Root>(_ type: Root.Type) {
    // With pointer authentication the witness pointers are signed: never call them raw there.
    #if _ptrauth(_arm64e)
      return nil
    #else
      guard metadataKind(of: type) == Self.enumKind else { return nil }
      let metadata = unsafeBitCast(type as Any.Type, to: UnsafeRawPointer.self)
      // The value witness table sits one word before the metadata: eight functions, then size
      // and stride (one word each), then flags and the extra inhabitant count (32 bits each);
      // the enum witnesses follow: getEnumTag, destructiveProjectEnumData,
      // destructiveInjectEnumTag.
      let table = metadata.load(fromByteOffset: -Self.word, as: UnsafeRawPointer.self)
      // The table's own size field must agree with the compiler's layout of the type.
      guard table.load(fromByteOffset: 8 * Self.word, as: UInt.self) == UInt(MemoryLayout<Root>.size),
        table.load(fromByteOffset: 10 * Self.word, as: UInt32.self) & Self.hasEnumWitnesses != 0,
        let getEnumTag = table.load(fromByteOffset: 11 * Self.word, as: UnsafeRawPointer?.self),
        let project = table.load(fromByteOffset: 12 * Self.word, as: UnsafeRawPointer?.self),
        let inject = table.load(fromByteOffset: 13 * Self.word, as: UnsafeRawPointer?.self)
      else { return nil }
      self.metadata = metadata
      self.getEnumTag = unsafeBitCast(getEnumTag, to: GetEnumTag.self)
      self.projectEnumData = unsafeBitCast(project, to: ProjectEnumData.self)
      self.injectEnumTag = unsafeBitCast(inject, to: InjectEnumTag.self)
    #endif
  }

  @inlinable func tag(at value: UnsafeRawPointer) -> UInt32 { getEnumTag(value, metadata) }

  /// The case tag of `value`, a value of this enum, read in place.
  @inlinable func tag<Root>(of value: Root) -> UInt32 {
    withUnsafePointer(to: value) { tag(at: UnsafeRawPointer($0)) }
  }

  /// `read` of the payload of `value` (a value of this enum whose tag is `tag`), exposed in a
  /// copy of `value` that gets its tag back before the copy goes away.
  @inlinable func withPayload<Root, Result>(
    of value: Root, tag: UInt32, _ read: (UnsafeRawPointer) -> Result
  ) -> Result {
    var copy = value
    return withUnsafeMutablePointer(to: &copy) { pointer in
      let raw = UnsafeMutableRawPointer(pointer)
      projectEnumData(raw, metadata)
      defer { injectEnumTag(raw, tag, metadata) }
      return read(UnsafeRawPointer(raw))
    }
  }

  /// How a case stores its payload, from the type's descriptor.
  enum Payload {
    /// No payload: a case such as `.dismiss`.
    case none
    /// A payload of this type stored in place.
    case inline(Any.Type)
    /// A payload of this type in a box on the heap (an `indirect` case); `nil` when the
    /// type's name cannot be read.
    case indirect(Any.Type?)
    /// The descriptor could not be read with confidence.
    case unknown
  }

  /// How the case named `name` stores its payload, from the descriptor's field records (one
  /// per case, each with its name, payload type and whether it is `indirect`).
  ///
  /// By name, not by tag: the compiler numbers cases whose payload is empty (zero-sized) among
  /// the cases without one, so a case's tag is not its record's position. Cases that share a
  /// name and differ only in their labels (`item(ref:)`, `item(count:)`) are `.unknown`: the
  /// name does not say which record is which.
  func payload(ofCaseNamed name: String) -> Payload {
    guard let records = FieldRecord.all(of: metadata) else { return .unknown }
    let named = records.filter { $0.name == name }
    guard named.count == 1, let record = named.first else { return .unknown }
    guard let typeName = record.typeName else { return .none }
    let type = record.payloadType(named: typeName, in: metadata)
    if record.isIndirect { return .indirect(type) }
    return type.map { .inline($0) } ?? .unknown
  }
}

/// The declared payload type of the case `name` of the enum `type` (not Optional), stored in
/// place or `indirect`; `nil` for a case without a payload, or one that cannot be read.
package func enumPayloadType(of type: Any.Type, caseNamed name: String) -> Any.Type? {
  func read<Root>(_: Root.Type) -> Any.Type? {
    switch EnumMetadata(Root.self)?.payload(ofCaseNamed: name) {
    case let .inline(payload), let .indirect(payload?): return payload
    default: return nil
    }
  }
  return _openExistential(type, do: read)
}

/// The payload types of every case of the enum or Optional `type`, from its descriptor: `nil`
/// when a case is `indirect` (its payload lives in a box) or a record cannot be read. Cases
/// without a payload add nothing.
///
/// For checkers that learn once per type what its values can hold.
package func enumPayloadTypes(of type: Any.Type) -> [Any.Type]? {
  let kind = metadataKind(of: type)
  guard kind == EnumMetadata.enumKind || kind == 0x202 else { return nil }
  let metadata = unsafeBitCast(type, to: UnsafeRawPointer.self)
  guard let records = FieldRecord.all(of: metadata) else { return nil }
  var types: [Any.Type] = []
  for record in records {
    guard !record.isIndirect else { return nil }
    guard let typeName = record.typeName else { continue }
    guard let payload = record.payloadType(named: typeName, in: metadata) else { return nil }
    types.append(payload)
  }
  return types
}

/// The cases of the enum `type`, each with its payload type (`nil` for a case without one), in
/// the order the runtime numbers them (cases with a payload first, each group in declaration
/// order); `nil` when `type` is not a plain enum or its descriptor cannot be read.
///
/// For coverage, which names the cases of an action enum that never arrived.
package func enumCases(of type: Any.Type) -> [(name: String, payload: Any.Type?)]? {
  guard metadataKind(of: type) == EnumMetadata.enumKind else { return nil }
  let metadata = unsafeBitCast(type, to: UnsafeRawPointer.self)
  guard let records = FieldRecord.all(of: metadata) else { return nil }
  var cases: [(name: String, payload: Any.Type?)] = []
  for record in records {
    guard let typeName = record.typeName else {
      cases.append((record.name, nil))
      continue
    }
    guard let payload = record.payloadType(named: typeName, in: metadata) else { return nil }
    cases.append((record.name, payload))
  }
  return cases
}

/// One case of an enum, or stored property of a struct, as its type's descriptor records it
/// (swift/RemoteInspection/Records.h).
private struct FieldRecord {
  let name: String
  let isIndirect: Bool
  /// The payload's mangled type name; `nil` for a case without a payload.
  let typeName: UnsafeRawPointer?

  /// The records of the enum or struct whose metadata is `metadata`, in declaration order.
  static func all(of metadata: UnsafeRawPointer) -> [FieldRecord]? {
    let descriptor = metadata.load(fromByteOffset: EnumMetadata.word, as: UnsafeRawPointer.self)
    // A struct's or enum's descriptor: flags, parent, name, access function, fields (32 bits
    // each).
    guard let fields = relative(descriptor, at: 16) else { return nil }
    // FieldDescriptor: mangled name, superclass (32 bits each), kind and record size (16 bits
    // each), field count (32 bits); records of flags, mangled type name, name follow.
    let recordSize = Int(fields.load(fromByteOffset: 10, as: UInt16.self))
    let count = Int(fields.load(fromByteOffset: 12, as: UInt32.self))
    guard recordSize >= 12 else { return nil }
    var records: [FieldRecord] = []
    for index in 0..<count {
      let record = fields + 16 + index * recordSize
      guard let name = relative(record, at: 8) else { return nil }
      records.append(
        FieldRecord(
          name: String(cString: name.assumingMemoryBound(to: CChar.self)),
          isIndirect: record.load(as: UInt32.self) & 0x1 != 0,
          typeName: relative(record, at: 4)))
    }
    return records
  }

  /// The payload type `typeName` names, resolved against the enum's generic arguments.
  func payloadType(named typeName: UnsafeRawPointer, in metadata: UnsafeRawPointer) -> Any.Type? {
    let descriptor = metadata.load(fromByteOffset: EnumMetadata.word, as: UnsafeRawPointer.self)
    let arguments = metadata + 2 * EnumMetadata.word  // generic arguments follow kind and descriptor
    return typeName.withMemoryRebound(to: UInt8.self, capacity: 1) { start in
      _getTypeByMangledNameInContext(
        start, UInt(mangledNameLength(start)), genericContext: descriptor,
        genericArguments: arguments)
    }
  }
}

/// Whether the struct `type` stores a property by a weak, unowned or unmanaged reference: its
/// storage is then not a value of the property's declared type (a weak `C?` is a side-table
/// reference, not a `C?`), and only reflection reads it. `nil` when the records cannot be read.
package func storesReferencesWeakly(_ type: Any.Type) -> Bool? {
  guard metadataKind(of: type) == 0x200 else { return nil }
  guard let records = FieldRecord.all(of: unsafeBitCast(type, to: UnsafeRawPointer.self)) else {
    return nil
  }
  return records.contains { record in
    guard let typeName = record.typeName else { return false }
    return typeName.withMemoryRebound(to: UInt8.self, capacity: 1) { start in
      // The mangling ends in an ownership suffix: `Xw` weak, `Xo` unowned, `Xu` unmanaged.
      let length = mangledNameLength(start)
      return length >= 2 && start[length - 2] == UInt8(ascii: "X")
        && [UInt8(ascii: "w"), UInt8(ascii: "o"), UInt8(ascii: "u")].contains(start[length - 1])
    }
  }
}

/// Whether a value of `type` has the same bytes wherever it is stored (in a struct's field, an
/// enum's payload, a generic buffer), and reaches `Any` as itself: a struct, an enum, a Swift
/// class reference, or an Optional of one. Not an existential (it would arrive boxed twice),
/// a function, a metatype or a tuple (a concrete layout may store a thin metatype in no bytes,
/// or a function unthunked, where generic code expects a word or a thick function).
package func isStoredAsItself(_ type: Any.Type) -> Bool {
  switch metadataKind(of: type) {
  case 0x200, EnumMetadata.enumKind, 0: return true
  case 0x202: return enumPayloadTypes(of: type)?.allSatisfy(isStoredAsItself) ?? false
  default: return false
  }
}

/// The kind word a type's metadata starts with (swift/ABI/MetadataKind.def): 0x200 struct,
/// 0x201 enum, 0x202 Optional, 0x301 tuple, 0x302 function, 0x303 existential, 0x304
/// metatype; 0 for a Swift class, and above 0x7FF an Objective-C class's isa pointer.
@usableFromInline package func metadataKind(of type: Any.Type) -> UInt {
  unsafeBitCast(type, to: UnsafeRawPointer.self).load(as: UInt.self)
}

/// The address a 32-bit relative pointer at `base + offset` points to.
private func relative(_ base: UnsafeRawPointer, at offset: Int) -> UnsafeRawPointer? {
  let distance = base.load(fromByteOffset: offset, as: Int32.self)
  return distance == 0 ? nil : base + offset + Int(distance)
}

/// The length of a mangled name that may hold symbolic references (a control byte followed by
/// a 32-bit relative offset, or by a pointer).
private func mangledNameLength(_ start: UnsafePointer<UInt8>) -> Int {
  var length = 0
  while true {
    let byte = start[length]
    switch byte {
    case 0: return length
    case 0x01...0x17: length += 1 + 4
    case 0x18...0x1F: length += 1 + MemoryLayout<UnsafeRawPointer>.size
    default: length += 1
    }
  }
}
