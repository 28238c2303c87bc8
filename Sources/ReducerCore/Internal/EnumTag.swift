/// The case number of an enum value, read from the type's value witness table, or `nil` when
/// the type is not an enum whose witnesses can be read.
///
/// Case paths use it to reject an action of another case without reflection, which would cost
/// about a microsecond a time on every operator an action passes. Every step is checked
/// against the Swift runtime ABI (the metadata kind is "enum" or "optional", and the witness
/// table says it has enum witnesses) before anything is called; on any doubt the caller falls
/// back to `Mirror`.
func enumTag<Root>(of value: Root) -> UInt32? {
  // With pointer authentication the witness pointers are signed: never call them raw there.
  #if _ptrauth(_arm64e)
    return nil
  #endif
  // The value must be stored as exactly its enum type: not inside an existential (`Any`),
  // whose storage an enum witness cannot read.
  guard (type(of: value) as Any.Type) == (Root.self as Any.Type),
    let (getEnumTag, metadata) = EnumWitnesses.getEnumTag(for: Root.self, size: MemoryLayout<Root>.size)
  else { return nil }
  return withUnsafePointer(to: value) { getEnumTag(UnsafeRawPointer($0), metadata) }
}

private enum EnumWitnesses {
  typealias GetEnumTag = @convention(c) (UnsafeRawPointer, UnsafeRawPointer) -> UInt32

  /// Metadata kind of an enum (swift/ABI/MetadataKind.def). Optional (0x202) is left out: its
  /// witnesses live in the standard library, and a case path rarely has it as its root.
  static let enumKinds: Set<UInt> = [0x201]
  /// ValueWitnessFlags::HasEnumWitnesses.
  static let hasEnumWitnesses: UInt32 = 0x0020_0000
  /// Byte offsets in the value witness table: eight function pointers, then size and stride
  /// (one word each), then flags and the extra inhabitant count (32 bits each); the enum
  /// witnesses follow, getEnumTag first.
  static let sizeOffset = 8 * MemoryLayout<UnsafeRawPointer>.size
  static let flagsOffset = 10 * MemoryLayout<UnsafeRawPointer>.size
  static let getEnumTagOffset = 11 * MemoryLayout<UnsafeRawPointer>.size

  /// The witness and the metadata to pass it, when `type` is an enum of `size` bytes.
  static func getEnumTag(for type: Any.Type, size: Int) -> (GetEnumTag, UnsafeRawPointer)? {
    let metadata = unsafeBitCast(type, to: UnsafeRawPointer.self)
    guard enumKinds.contains(metadata.load(as: UInt.self)) else { return nil }
    let table = metadata.load(fromByteOffset: -MemoryLayout<UnsafeRawPointer>.size, as: UnsafeRawPointer.self)
    // The table's own size field must agree with the compiler's layout of the type.
    guard table.load(fromByteOffset: sizeOffset, as: UInt.self) == UInt(size),
      table.load(fromByteOffset: flagsOffset, as: UInt32.self) & hasEnumWitnesses != 0,
      let function = table.load(fromByteOffset: getEnumTagOffset, as: UnsafeRawPointer?.self)
    else { return nil }
    return (unsafeBitCast(function, to: GetEnumTag.self), metadata)
  }
}
