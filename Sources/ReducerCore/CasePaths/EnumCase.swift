import Synchronization

/// One value of an enum as its case and payload, as `Mirror` shows them (the case's name, the
/// payload as the one child), read through the enum's metadata: reflection runs once per type
/// and case, to learn the name and how the payload is stored.
package struct EnumCase {
  /// The case's name: `detail` for `.detail(…)`.
  package let label: String
  /// The payload, or `nil` for a case without one.
  package let payload: Any?

  /// The case `value` is; `nil` when `value` is not an enum (an `Optional` is not one here),
  /// or is one whose mirror shows something else (a custom mirror).
  ///
  /// ```swift
  /// EnumCase.of(Action.destination(.dismiss))  // label "destination", payload .dismiss
  /// ```
  package static func of(_ value: Any) -> EnumCase? {
    guard metadataKind(of: type(of: value)) == EnumMetadata.enumKind else { return nil }
    func open<Root>(_ root: Root) -> EnumCase? { read(root) }
    return _openExistential(value, do: open)
  }

  /// The name of the case `value` is, from the same memory, without reading the payload;
  /// `nil` when `value` is not an enum or one with a custom mirror.
  package static func label(of value: Any) -> String? {
    guard metadataKind(of: type(of: value)) == EnumMetadata.enumKind else { return nil }
    func open<Root>(_ root: Root) -> String? { learnt(root)?.learnt.label }
    return _openExistential(value, do: open)
  }

  /// What was learnt about `root`'s case, learning it on first sight; `nil` where only
  /// reflection can read `root` (its witnesses cannot be read, or it has a custom mirror).
  private static func learnt<Root>(
    _ root: Root
  ) -> (learnt: Learnt, tag: UInt32, metadata: EnumMetadata)? {
    guard let metadata = EnumMetadata(Root.self) else { return nil }
    let tag = metadata.tag(of: root)
    let key = TypeFactKey(Root.self, tag: tag)
    // Only cases of enums without a custom mirror are learnt; the others reflect every time.
    if let known = cases.withLock({ $0[key] }) { return (known, tag, metadata) }
    guard !(root is any CustomReflectable), let learnt = learn(root, metadata, key) else { return nil }
    return (learnt, tag, metadata)
  }

  private static func read<Root>(_ root: Root) -> EnumCase? {
    guard let (learnt, tag, metadata) = learnt(root) else { return reflected(root) }
    switch learnt.payload {
    case .none:
      return EnumCase(label: learnt.label, payload: nil)
    case let .inline(type):
      return EnumCase(label: learnt.label, payload: payload(of: root, tag: tag, as: type, in: metadata))
    case .reflect:
      return EnumCase(label: learnt.label, payload: Mirror(reflecting: root).children.first?.value)
    }
  }

  /// The case by reflection alone.
  private static func reflected(_ value: Any) -> EnumCase? {
    let mirror = Mirror(reflecting: value)
    guard mirror.displayStyle == .enum else { return nil }
    guard let child = mirror.children.first else {
      return EnumCase(label: reflectedCaseLabel(of: value), payload: nil)
    }
    return EnumCase(label: child.label ?? reflectedCaseLabel(of: value), payload: child.value)
  }

  private static func learn<Root>(_ root: Root, _ metadata: EnumMetadata, _ key: TypeFactKey) -> Learnt? {
    guard let reflected = reflected(root) else { return nil }
    let stored: Learnt.Payload
    if reflected.payload == nil {
      stored = .none
    } else if case let .inline(type) = metadata.payload(ofCaseNamed: reflected.label),
      isStoredAsItself(type)
    {
      stored = .inline(type)
    } else {
      stored = .reflect
    }
    let learnt = Learnt(label: reflected.label, payload: stored)
    cases.withLock { $0[key] = learnt }
    return learnt
  }

  /// The payload of `root` (whose tag is `tag`), of type `type`.
  private static func payload<Root>(
    of root: Root, tag: UInt32, as type: Any.Type, in metadata: EnumMetadata
  ) -> Any {
    metadata.withPayload(of: root, tag: tag) { payload in
      func load<Payload>(_: Payload.Type) -> Any { payload.load(as: Payload.self) }
      return _openExistential(type, do: load)
    }
  }

  /// What reflection taught about one case.
  private struct Learnt {
    enum Payload {
      case none
      case inline(Any.Type)
      case reflect
    }

    let label: String
    let payload: Payload
  }

  private static let cases = Mutex(TypeFactTable<Learnt>())
}
