import StateDump
import Synchronization

/// What a case path built from an enum case (`Action.detail`) can learn about one case of its
/// root without reflection, once per root type, payload type and case.
///
/// A case path's payload type is exactly the payload type of the case it embeds into, so a case
/// whose payload is another struct or enum can never be its case; a case whose payload is
/// exactly `Value`, stored in place, is read through the enum's witnesses when `Value` is a
/// struct, an enum, an existential or a class. Everything else (indirect cases, tuples,
/// functions, metatypes, Optional) goes to reflection, as before.
@usableFromInline enum CaseLayout: Sendable {
  /// Not this case path's case, whatever the payload.
  case reject
  /// A case without a payload, for a case path whose payload is `Void`.
  case void
  /// A payload of exactly `Value`, stored in place.
  case inline
  /// Read it by reflection.
  case reflect
  /// A payload neither the witnesses nor reflection can read (a function, a metatype): the case
  /// path cannot tell its payload, and says so.
  case unreadable(caseName: String, payloadType: String)

  /// The layout of the case `root` is (its tag is `tag`) for a case path to `Value`, learnt
  /// once per root type, payload type and tag: the case's name comes from reflecting `root`
  /// that once, its payload from the descriptor record of that name.
  @usableFromInline static func of<Root, Value>(
    tag: UInt32, of root: Root, in enumMetadata: EnumMetadata, value: Value.Type
  ) -> CaseLayout {
    let key = TypeFactKey(Root.self, value, tag: tag)
    if let known = cache.withLock({ $0[key] }) { return known }
    let layout = learn(root, enumMetadata, value: value)
    cache.withLock { $0[key] = layout }
    return layout
  }

  private static func learn<Root, Value>(
    _ root: Root, _ enumMetadata: EnumMetadata, value: Value.Type
  ) -> CaseLayout {
    let mirror = Mirror(reflecting: root)
    guard mirror.displayStyle == .enum else { return .reflect }
    guard let label = mirror.children.first.map({ $0.label ?? "" }) else {
      // A case without a payload.
      return Value.self == Void.self ? .void : .reject
    }
    switch enumMetadata.payload(ofCaseNamed: label) {
    case .none:
      return Value.self == Void.self ? .void : .reject
    case let .inline(type) where isUnreadable(type):
      // Another case's payload only matters when it could be this case path's.
      return type == Value.self ? .unreadable(caseName: label, payloadType: "\(type)") : .reject
    case let .inline(type):
      // Read in place only where the bytes mean the same to generic code as in the enum.
      if type == Value.self { return hasOneRepresentation(type) ? .inline : .reflect }
      // Another struct or enum never casts to a struct or enum `Value` (tuples may differ only
      // in labels, Optional promotes, classes and existentials cast: reflection decides those).
      return isStructOrEnum(type) && isStructOrEnum(Value.self) ? .reject : .reflect
    case .indirect, .unknown:
      return .reflect
    }
  }

  /// Whether values of `type` are laid out the same wherever they are stored: structs, enums
  /// other than Optional, existentials and class references. A function, a metatype or a tuple
  /// (and an Optional, which may wrap one) stored in a concrete enum's payload can use another
  /// representation than generic code expects (a thin metatype, an unthunked function), so
  /// reading its bytes as `Value` would read garbage.
  private static func hasOneRepresentation(_ type: Any.Type) -> Bool {
    let kind = metadataKind(of: type)
    return kind == 0x200 || kind == 0x201 || kind == 0x303 || kind == 0 || kind > 0x7FF
  }

  /// Functions (0x302), metatypes (0x304), existential metatypes (0x306), and tuples holding
  /// one: an enum payload may store them in another representation than generic code reads, and
  /// reflection on them reads garbage or crashes.
  private static func isUnreadable(_ type: Any.Type) -> Bool {
    let metadata = unsafeBitCast(type, to: UnsafeRawPointer.self)
    switch metadataKind(of: type) {
    case 0x302, 0x304, 0x306:
      return true
    case 0x301:
      // TargetTupleTypeMetadata: kind, element count, labels, then (type, offset) pairs.
      let word = MemoryLayout<UnsafeRawPointer>.size
      let count = metadata.load(fromByteOffset: word, as: Int.self)
      return (0..<count).contains { index in
        let element = metadata.load(fromByteOffset: 3 * word + index * 2 * word, as: UnsafeRawPointer.self)
        return isUnreadable(unsafeBitCast(element, to: Any.Type.self))
      }
    default:
      return false
    }
  }

  /// Metadata kinds 0x200 (struct) and 0x201 (enum); Optional (0x202) is not one of them.
  private static func isStructOrEnum(_ type: Any.Type) -> Bool {
    let kind = metadataKind(of: type)
    return kind == 0x200 || kind == 0x201
  }

  private static let cache = Mutex(TypeFactTable<CaseLayout>())
}

/// The case of an enum value as its witnesses tell it, for a case path to `Value`: known
/// without reflection (the layout is not ``CaseLayout/reflect``).
///
/// Apart from ``payload(of:embed:)`` so that generic code handles no optional of the payload
/// beyond the one it returns: each would cost a metadata lookup per extraction.
@usableFromInline struct ReadCase {
  @usableFromInline let metadata: EnumMetadata
  @usableFromInline let tag: UInt32
  @usableFromInline let layout: CaseLayout

  /// `nil` when `root` is not a plain enum, or its case's payload needs reflection.
  @inlinable init?<Root, Value>(of root: Root, as value: Value.Type) {
    guard (type(of: root) as Any.Type) == (Root.self as Any.Type), let metadata = EnumMetadata(Root.self)
    else { return nil }
    // The tag is read in place: most extractions reject (an operator sees every action).
    let tag = metadata.tag(of: root)
    let layout = CaseLayout.of(tag: tag, of: root, in: metadata, value: Value.self)
    if case .reflect = layout { return nil }
    self.metadata = metadata
    self.tag = tag
    self.layout = layout
  }

  /// The payload of `root` (whose case this is) when it is the case `embed` builds.
  @inlinable func payload<Root, Value>(of root: Root, embed: (Value) -> Root) -> Value? {
    let value: Value
    switch layout {
    case .reflect, .reject: return nil
    case let .unreadable(caseName, payloadType):
      reportUnreadablePayload(of: Root.self, caseName: caseName, payloadType: payloadType)
      return nil
    case .void: value = () as! Value
    case .inline:
      value = metadata.withPayload(of: root, tag: tag) { $0.load(as: Value.self) }
    }
    // Cases with the same payload type differ by tag: embedding the payload tells them apart.
    return enumTag(of: embed(value)) == tag ? value : nil
  }
}

/// Warns that a case path cannot read its case's payload (a function or a metatype).
@usableFromInline func reportUnreadablePayload(of root: Any.Type, caseName: String, payloadType: String) {
  RuntimeWarnings.report(
    """
    A case path to ".\(caseName)" of \(typeName(root)) cannot read its payload, a \
    \(payloadType): Swift's reflection cannot read a function or a metatype in an enum \
    payload, so the action or state is treated as another case. Write this case path by \
    hand: CasePath(embed: \(typeName(root)).\(caseName), extract: { if case let \
    .\(caseName)(value) = $0 { value } else { nil } }).
    """, fileID: #fileID, line: #line)
}
