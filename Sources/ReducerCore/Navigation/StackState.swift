/// The screens of a navigation stack, each with its own ``StackElementID``.
///
/// ```swift
/// struct State: Equatable {
///   var path = StackState<Path.State>()
/// }
/// // push: state.path.append(.profile(Profile.State()))
/// // back: state.path.removeLast()
/// // root: state.path.removeAll()
/// ```
///
/// Inside a store new elements take ids from the store's generator; elsewhere a stack numbers
/// its own elements from `#0`. Equality compares ids and elements, in order.
public struct StackState<Element> {
  package fileprivate(set) var _ids: [StackElementID]
  fileprivate var elements: [Element]
  /// The id this stack uses next when no store generator is in scope; not part of equality.
  private var nextLocalID: Int
  /// The ids `forEach` has mounted (listens to and tracks effects for); not part of equality.
  @usableFromInline package var mounted: Set<StackElementID> = []

  /// An empty stack.
  public init() {
    self._ids = []
    self.elements = []
    self.nextLocalID = 0
  }

  /// A stack of `elements`, bottom first; a deep link.
  public init(_ elements: some Sequence<Element>) {
    self.init()
    append(contentsOf: elements)
  }

  /// The ids, bottom first.
  public var ids: [StackElementID] { _ids }

  /// The elements, bottom first, in the order of ``ids``.
  package var elementsBottomFirst: [Element] { elements }

  /// The element with `id`, if the stack holds it; setting `nil` pops it and all above it.
  ///
  /// Setting an element at an id the stack does not hold is a runtime warning that changes
  /// nothing, except in a `TestStore` assertion closure, where it pushes the element with that
  /// id, so a test can assert a push the way TCA's tests do:
  ///
  /// ```swift
  /// await store.send(.addTapped) {
  ///   $0.path[id: 0] = .detail(Detail.State())
  /// }
  /// ```
  public subscript(id id: StackElementID) -> Element? {
    get { _ids.firstIndex(of: id).map { elements[$0] } }
    set {
      guard let index = _ids.firstIndex(of: id) else {
        if let newValue { assign(newValue, atMissing: id) }
        return
      }
      if let newValue {
        elements[index] = newValue
      } else {
        removeSubrange(index...)
      }
    }
  }

  /// Runs `body` on the element with `id` in place, as a stack reducer runs an element's
  /// action: no copy of the element, no optional of it (which generic code pays a metadata
  /// lookup for). Returns `false`, running nothing, when the stack does not hold `id`.
  @usableFromInline package mutating func modifyElement(
    id: StackElementID, _ body: (inout Element) -> Void
  ) -> Bool {
    guard let index = _ids.firstIndex(of: id) else { return false }
    body(&elements[index])
    return true
  }

  private mutating func assign(_ element: Element, atMissing id: StackElementID) {
    if ExpectedStateAssertion.isRunning {
      append(element, id: id)
      return
    }
    RuntimeWarnings.report(
      """
      Can't assign an element at id \(id): the stack holds no element with that id (its ids: \
      [\(_ids.map(\.description).joined(separator: ", "))]).

      Push a new element with "append(_:)", or check that the element was not popped before \
      this assignment.
      """,
      fileID: "ReducerCore/StackState.swift", line: #line, kind: .navigation)
  }

  /// Pushes `element` on top with a fresh id.
  public mutating func append(_ element: Element) {
    _ids.append(freshID())
    elements.append(element)
  }

  /// Pushes `elements` on top, each with a fresh id.
  public mutating func append(contentsOf elements: some Sequence<Element>) {
    for element in elements { append(element) }
  }

  /// Pushes `element` with the given id. Returns `false`, changing nothing, when the id is
  /// already in the stack.
  @discardableResult
  public mutating func append(_ element: Element, id: StackElementID) -> Bool {
    guard !_ids.contains(id) else { return false }
    _ids.append(id)
    elements.append(element)
    nextLocalID = Swift.max(nextLocalID, id.generation + 1)
    return true
  }

  /// Removes the element with `id` and every element above it.
  public mutating func pop(from id: StackElementID) {
    guard let index = _ids.firstIndex(of: id) else { return }
    removeSubrange(index...)
  }

  /// Keeps the element with `id` and removes every element above it.
  public mutating func pop(to id: StackElementID) {
    guard let index = _ids.firstIndex(of: id) else { return }
    removeSubrange((index + 1)...)
  }

  private mutating func freshID() -> StackElementID {
    let id: StackElementID
    if let generator = DependencyValues.current.stackElementID {
      id = generator()
    } else {
      id = StackElementID(generation: nextLocalID)
    }
    nextLocalID = Swift.max(nextLocalID, id.generation + 1)
    return id
  }
}

extension StackState: RandomAccessCollection, MutableCollection, RangeReplaceableCollection {
  public var startIndex: Int { 0 }
  public var endIndex: Int { elements.count }

  public subscript(position: Int) -> Element {
    get { elements[position] }
    set { elements[position] = newValue }
  }

  public mutating func replaceSubrange<C: Collection<Element>>(
    _ subrange: Range<Int>, with newElements: C
  ) {
    let newIDs = newElements.map { _ in freshID() }
    _ids.replaceSubrange(subrange, with: newIDs)
    elements.replaceSubrange(subrange, with: newElements)
  }

  /// Removes every element; the ids keep counting, so none is ever reused.
  public mutating func removeAll(keepingCapacity keepCapacity: Bool = false) {
    _ids.removeAll(keepingCapacity: keepCapacity)
    elements.removeAll(keepingCapacity: keepCapacity)
  }
}

extension StackState: ExpressibleByArrayLiteral {
  public init(arrayLiteral elements: Element...) { self.init(elements) }
}

extension StackState: Equatable where Element: Equatable {
  public static func == (lhs: Self, rhs: Self) -> Bool {
    lhs._ids == rhs._ids && lhs.elements == rhs.elements
  }
}

extension StackState: Hashable where Element: Hashable {
  public func hash(into hasher: inout Hasher) {
    hasher.combine(_ids)
    hasher.combine(elements)
  }
}

extension StackState: Sendable where Element: Sendable {}

extension StackState: Codable where Element: Codable {
  private struct Entry: Codable {
    let id: StackElementID
    let element: Element
  }

  /// Decodes the `[{"id": 0, "element": …}]` form ``encode(to:)`` writes, ids included.
  public init(from decoder: any Decoder) throws {
    self.init()
    for entry in try [Entry](from: decoder) {
      guard append(entry.element, id: entry.id) else {
        throw DecodingError.dataCorrupted(
          .init(codingPath: decoder.codingPath, debugDescription: "Stack id \(entry.id) appears twice.")
        )
      }
    }
  }

  public func encode(to encoder: any Encoder) throws {
    // What encoding an array of entries writes, without building the array first.
    var container = encoder.unkeyedContainer()
    for index in 0..<_ids.count {
      try container.encode(Entry(id: _ids[index], element: elements[index]))
    }
  }
}

extension StackState: CustomReflectable {
  /// Dumps as the elements bottom first, each labelled with its id (`#0`, `#1`, …).
  public var customMirror: Mirror {
    Mirror(
      self,
      children: zip(_ids, elements).map { (label: $0.description, value: $1 as Any) },
      displayStyle: .collection
    )
  }
}

/// Lets a store find the stack ids already present in its initial state, and a checker read
/// any stack without reflection.
package protocol _StackStateProtocol {
  /// `Element`, for code that only has the stack's type.
  static var _elementType: Any.Type { get }
  var _maxGeneration: Int? { get }
  var _ids: [StackElementID] { get }
  /// The elements, bottom first, as its mirror shows them.
  var _elements: [Any] { get }
}

extension StackState: _StackStateProtocol {
  package static var _elementType: Any.Type { Element.self }
  package var _maxGeneration: Int? { _ids.map(\.generation).max() }
  package var _elements: [Any] { elements.map { $0 as Any } }
}
