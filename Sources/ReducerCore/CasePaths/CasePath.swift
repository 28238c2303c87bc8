/// A path to one case of an enum: it embeds a payload into the enum and extracts it back out.
///
/// Build one from the case itself; extraction then needs no hand-written code:
///
/// ```swift
/// enum Action { case destination(PresentationAction<Destination.Action>) }
/// let path = CasePath(Action.destination)
/// path.extract(from: .destination(.dismiss))  // .dismiss
/// ```
///
/// Operators such as `Scope`, `ifLet` and `forEach` also take the case (`Action.destination`)
/// directly and build the case path for you.
public struct CasePath<Root, Value>: Sendable {
  @usableFromInline let _embed: @Sendable (Value) -> Root
  /// A hand-written extraction; `nil` for a case path built from the case, which extracts
  /// through the enum's layout. (Kept apart so that building one, as every `body` does for
  /// every operator, allocates no closure.)
  @usableFromInline let _extract: (@Sendable (Root) -> Value?)?

  /// Creates a case path from explicit embed and extract functions.
  ///
  /// ```swift
  /// CasePath(embed: Action.loaded, extract: { if case let .loaded(v) = $0 { v } else { nil } })
  /// ```
  public init(
    embed: @escaping @Sendable (Value) -> Root,
    extract: @escaping @Sendable (Root) -> Value?
  ) {
    self._embed = embed
    self._extract = extract
  }

  /// Creates a case path from an enum case, extracting by reflection.
  ///
  /// - Parameter embed: The case, used as a function: `Action.destination`.
  public init(_ embed: @escaping @Sendable (Value) -> Root) {
    self._embed = embed
    self._extract = nil
  }

  /// Wraps `value` in the case.
  @inlinable public func embed(_ value: Value) -> Root { _embed(value) }

  /// The case's payload, or `nil` when `root` is another case.
  @inlinable public func extract(from root: Root) -> Value? {
    if let _extract { return _extract(root) }
    return extractPayload(from: root, embed: _embed)
  }

  /// Mutates the payload in place when `root` is this case.
  ///
  /// - Returns: `false`, leaving `root` alone, when `root` is another case.
  ///
  /// The root may be an optional of the enum, as TCA 1.0 tests write it:
  /// `(/Destination.State.edit).modify(&$0.destination) { $0.title = "New" }`, where
  /// `destination` is a `Destination.State?` (the case's function, its result made optional).
  @discardableResult
  public func modify(_ root: inout Root, _ body: (inout Value) -> Void) -> Bool {
    guard var value = extract(from: root) ?? extractThroughOptional(root) else { return false }
    body(&value)
    root = embed(value)
    return true
  }

  /// The payload when `Root` is an optional of the enum whose case this path's function builds:
  /// the enum's own extraction reads an optional's wrapped value as the payload, which is the
  /// enum, not the case's payload.
  private func extractThroughOptional(_ root: Root) -> Value? {
    guard _extract == nil, let optional = Root.self as? any _OptionalCaseRoot.Type else { return nil }
    return optional._payload(of: root, embeddingWith: _embed)
  }

  /// A path through this case and then another one, for nested enums.
  public func appending<Next>(_ next: CasePath<Value, Next>) -> CasePath<Root, Next> {
    CasePath<Root, Next>(
      embed: { [self] in self.embed(next.embed($0)) },
      extract: { [self] in self.extract(from: $0).flatMap(next.extract(from:)) }
    )
  }
}

/// Reads the payload of `root` when `root` is the case `embed` builds.
///
/// Through the enum's metadata where its layout can be trusted (see ``CaseLayout``); else
/// reflection gives the payload of whatever case `root` is; re-embedding that payload and
/// comparing case tags (or, where tags cannot be read, case labels) tells cases with the same
/// payload type apart, even cases that share a name (`item(a:)`, `item(b:)`).
@inlinable func extractPayload<Root, Value>(from root: Root, embed: (Value) -> Root) -> Value? {
  if let read = ReadCase(of: root, as: Value.self) { return read.payload(of: root, embed: embed) }
  let mirror = Mirror(reflecting: root)
  guard mirror.displayStyle == .enum || mirror.displayStyle == .optional,
    let child = mirror.children.first,
    let payload = reflectedPayload(child.value, as: Value.self)
  else { return nil }
  if let rootTag = enumTag(of: root) { return enumTag(of: embed(payload)) == rootTag ? payload : nil }
  return Mirror(reflecting: embed(payload)).children.first?.label == child.label ? payload : nil
}

/// A payload as reflection shows it, as `Value`: reflection shows a lone labelled value
/// (`.item(count: 42)`) as a one-element tuple, `(count: 42)`, where the case's function takes
/// the value itself.
@usableFromInline func reflectedPayload<Value>(_ value: Any, as: Value.Type) -> Value? {
  if let payload = value as? Value { return payload }
  if Value.self == Void.self { return (() as! Value) }
  let tuple = Mirror(reflecting: value)
  guard tuple.displayStyle == .tuple, tuple.children.count == 1 else { return nil }
  return tuple.children.first?.value as? Value
}

/// An optional whose wrapped enum a case path reads through (see `CasePath.modify`).
protocol _OptionalCaseRoot {
  /// The payload of `root`'s wrapped enum, when it is the case `embed` builds (`embed` returns
  /// the optional).
  static func _payload<Value>(of root: Any, embeddingWith embed: (Value) -> Any) -> Value?
}

extension Optional: _OptionalCaseRoot {
  static func _payload<Value>(of root: Any, embeddingWith embed: (Value) -> Any) -> Value? {
    guard let optional = root as? Wrapped?, let wrapped = optional else { return nil }
    // The case's function with its result made optional always gives `.some`.
    return extractPayload(from: wrapped) { value in (embed(value) as! Wrapped?)! }
  }
}

extension CasePath where Root == Value {
  /// The path from a value to itself, as TCA 1.0 writes a scope over the whole state and action:
  ///
  /// ```swift
  /// Scope(state: \.self, action: .self) { Analytics() }
  /// ```
  public static var `self`: CasePath {
    CasePath(embed: { $0 }, extract: { $0 })
  }
}
