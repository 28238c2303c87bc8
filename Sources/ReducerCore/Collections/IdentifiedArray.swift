import Foundation

/// An ordered collection of identifiable elements with fast lookup by id.
///
/// ```swift
/// var todos: IdentifiedArrayOf<Todo.State> = []
/// todos.append(Todo.State(id: uuid()))
/// todos[id: id]?.isComplete = true
/// todos.remove(id: id)
/// ```
///
/// Ids are unique: appending an element whose id is already present replaces nothing and
/// returns `false`.
public struct IdentifiedArray<ID: Hashable, Element: Identifiable> where Element.ID == ID {
  /// The elements, in order.
  public private(set) var elements: [Element]
  private var positions: [ID: Int]

  /// An empty array.
  public init() {
    self.elements = []
    self.positions = [:]
  }

  /// An array of `elements`, whose ids must be unique.
  public init(uniqueElements elements: some Sequence<Element>) {
    self.init()
    for element in elements {
      precondition(append(element), "IdentifiedArray(uniqueElements:) got the id \(element.id) twice.")
    }
  }

  /// The ids, in order.
  public var ids: [ID] { elements.map { $0.id } }

  /// The element with `id`; setting `nil` removes it, setting a value replaces or appends it.
  public subscript(id id: ID) -> Element? {
    get { positions[id].map { elements[$0] } }
    set {
      guard let newValue else {
        remove(id: id)
        return
      }
      precondition(newValue.id == id, "IdentifiedArray[id:] was given an element with id \(newValue.id).")
      if let position = positions[id] {
        elements[position] = newValue
      } else {
        append(newValue)
      }
    }
  }

  /// Appends `element` unless its id is present. Returns whether it was appended.
  @discardableResult
  public mutating func append(_ element: Element) -> Bool {
    guard positions[element.id] == nil else { return false }
    positions[element.id] = elements.count
    elements.append(element)
    return true
  }

  /// Inserts `element` at `index` unless its id is present. Returns whether it was inserted.
  @discardableResult
  public mutating func insert(_ element: Element, at index: Int) -> Bool {
    guard positions[element.id] == nil else { return false }
    elements.insert(element, at: index)
    reindex(from: index)
    return true
  }

  /// Removes and returns the element with `id`, if present.
  @discardableResult
  public mutating func remove(id: ID) -> Element? {
    guard let position = positions.removeValue(forKey: id) else { return nil }
    let element = elements.remove(at: position)
    reindex(from: position)
    return element
  }

  /// Removes and returns the element at `index`.
  @discardableResult
  public mutating func remove(at index: Int) -> Element {
    let element = elements.remove(at: index)
    positions[element.id] = nil
    reindex(from: index)
    return element
  }

  /// Removes every element `shouldBeRemoved` accepts.
  public mutating func removeAll(where shouldBeRemoved: (Element) throws -> Bool) rethrows {
    try elements.removeAll(where: shouldBeRemoved)
    reindex(from: 0)
  }

  /// Removes the elements at `offsets`, as a SwiftUI list's `onDelete` gives them.
  ///
  /// ```swift
  /// case let .delete(offsets):
  ///   state.items.remove(atOffsets: offsets)
  /// ```
  public mutating func remove(atOffsets offsets: IndexSet) {
    for offset in offsets.reversed() { _ = remove(at: offset) }
  }

  /// Moves the elements at `source` to `destination`, as a SwiftUI list's `onMove` gives them.
  public mutating func move(fromOffsets source: IndexSet, toOffset destination: Int) {
    var moved: [Element] = []
    var target = destination
    for offset in source.reversed() {
      moved.insert(elements.remove(at: offset), at: 0)
      if offset < destination { target -= 1 }
    }
    elements.insert(contentsOf: moved, at: target)
    reindex(from: 0)
  }

  /// Sorts the elements in place.
  public mutating func sort(by areInIncreasingOrder: (Element, Element) throws -> Bool) rethrows {
    try elements.sort(by: areInIncreasingOrder)
    reindex(from: 0)
  }

  /// The elements `isIncluded` accepts, still an identified array.
  public func filter(_ isIncluded: (Element) throws -> Bool) rethrows -> Self {
    Self(uniqueElements: try elements.filter(isIncluded))
  }

  /// Removes every element.
  public mutating func removeAll() {
    elements.removeAll()
    positions.removeAll()
  }

  private mutating func reindex(from start: Int) {
    if start == 0 { positions.removeAll(keepingCapacity: true) }
    for index in start..<elements.count { positions[elements[index].id] = index }
  }
}

/// An identified array of `Element`, keyed by its own id.
public typealias IdentifiedArrayOf<Element: Identifiable> = IdentifiedArray<Element.ID, Element>

extension IdentifiedArray: RandomAccessCollection {
  public var startIndex: Int { 0 }
  public var endIndex: Int { elements.count }

  /// The element at `position`. Setting it must keep the element's id.
  public subscript(position: Int) -> Element {
    get { elements[position] }
    set {
      precondition(newValue.id == elements[position].id, "IdentifiedArray elements keep their ids.")
      elements[position] = newValue
    }
  }
}

extension IdentifiedArray: ExpressibleByArrayLiteral {
  public init(arrayLiteral elements: Element...) { self.init(uniqueElements: elements) }
}

extension IdentifiedArray: Equatable where Element: Equatable {
  public static func == (lhs: Self, rhs: Self) -> Bool { lhs.elements == rhs.elements }
}

extension IdentifiedArray: Hashable where Element: Hashable {
  public func hash(into hasher: inout Hasher) { hasher.combine(elements) }
}

extension IdentifiedArray: Sendable where Element: Sendable, ID: Sendable {}

extension IdentifiedArray: Codable where Element: Codable {
  public init(from decoder: any Decoder) throws {
    let elements = try [Element](from: decoder)
    self.init()
    for element in elements where !append(element) {
      throw DecodingError.dataCorrupted(
        .init(codingPath: decoder.codingPath, debugDescription: "The id \(element.id) appears twice.")
      )
    }
  }

  public func encode(to encoder: any Encoder) throws { try elements.encode(to: encoder) }
}

/// An identified array read without knowing its types: its ids, and the element with an id.
package protocol _IdentifiedElementsProtocol {
  var _elementIDs: [AnyHashable] { get }
  func _element(withID id: AnyHashable) -> Any?
}

extension IdentifiedArray: _IdentifiedElementsProtocol {
  package var _elementIDs: [AnyHashable] { elements.map { AnyHashable($0.id) } }
  package func _element(withID id: AnyHashable) -> Any? {
    (id.base as? ID).flatMap { self[id: $0] }
  }
}

extension IdentifiedArray: CustomReflectable {
  /// Dumps as the elements in order.
  public var customMirror: Mirror { Mirror(self, unlabeledChildren: elements, displayStyle: .collection) }
}

/// The actions of the elements of an identified array.
///
/// ```swift
/// enum Action { case todos(IdentifiedActionOf<Todo>) }
/// // .todos(.element(id: id, action: .checkBoxToggled))
/// ```
public enum IdentifiedAction<ID: Hashable, Action> {
  case element(id: ID, action: Action)
}

/// The identified actions for elements run by reducer `R`.
public typealias IdentifiedActionOf<R: Reducer> = IdentifiedAction<R.State.ID, R.Action>
where R.State: Identifiable

extension IdentifiedAction: Equatable where Action: Equatable {}
extension IdentifiedAction: Hashable where Action: Hashable {}
extension IdentifiedAction: Sendable where ID: Sendable, Action: Sendable {}
extension IdentifiedAction: _ChildActions {}
