import ReducerCore
import Testing

private struct Detail: Equatable, Identifiable {
  var id: Int
  var count = 0
}

private enum Destination: Equatable {
  case detail(Detail)
  case edit(Detail)
  case note(String)
  case settings
}

/// Two cases with one name: only their tags tell them apart.
private enum Item {
  case item(a: Int)
  case item(b: Int)
}

private struct Plain: Hashable {}
private struct Row: Hashable, Identifiable { var id: Int }

/// A payload that is identifiable for some values only.
private enum Editing: Equatable {
  case editor(Detail?)
}

/// A case without a payload in an enum that describes itself otherwise.
private enum Described: CustomStringConvertible {
  case settings
  var description: String { "Settings screen" }
}

/// Screens held as their base class.
private class BaseScreen {}
private final class IdentifiedScreen: BaseScreen, Identifiable {
  let id: Int
  init(id: Int) { self.id = id }
}

/// A type-erasing wrapper that shows whatever it holds: an enum or not, value by value.
private struct AnyScreen: CustomReflectable {
  let base: Any
  var customMirror: Mirror { Mirror(reflecting: base) }
}

private struct Parent {
  var destination: Destination?
  var item: Item?
  var todos: [Detail] = []
}

@Suite struct NavigationIDTests {
  private let destination = NavigationID.Location.property(\Parent.destination)

  private func presenting<State>(
    _ state: State, at location: NavigationID.Location? = nil
  )
    -> NavigationID
  {
    NavigationID(presenting: state, at: location ?? destination)
  }

  @Test func aChildKeepsItsIdentityWhileItsStateChanges() {
    #expect(
      presenting(Destination.detail(Detail(id: 1))) == presenting(Destination.detail(Detail(id: 1, count: 5)))
    )
    #expect(presenting(Destination.note("a")) == presenting(Destination.note("b")))
    #expect(presenting(Destination.settings) == presenting(Destination.settings))
  }

  @Test func anotherCaseOrAnotherIdIsAnotherChild() {
    let detail = presenting(Destination.detail(Detail(id: 1)))
    #expect(detail != presenting(Destination.edit(Detail(id: 1))))
    #expect(detail != presenting(Destination.detail(Detail(id: 2))))
    #expect(detail != presenting(Destination.settings))
    #expect(presenting(Detail(id: 1)) != presenting(Detail(id: 2)))
  }

  @Test func casesThatShareANameDifferByTag() {
    let location = NavigationID.Location.property(\Parent.item)
    #expect(presenting(Item.item(a: 1), at: location) != presenting(Item.item(b: 1), at: location))
    #expect(presenting(Item.item(a: 1), at: location) == presenting(Item.item(a: 2), at: location))
  }

  @Test func anOptionalPayloadIsToldApartByItsIdWhateverWasSeenFirst() {
    // Regression: whether a case's payload has an id was learnt from the first value seen (here
    // `nil`) and kept for every later value of the case.
    _ = presenting(Editing.editor(nil))
    #expect(presenting(Editing.editor(Detail(id: 1))) != presenting(Editing.editor(Detail(id: 2))))
    #expect(presenting(Editing.editor(Detail(id: 1))) == presenting(Editing.editor(Detail(id: 1, count: 4))))
    #expect(presenting(Editing.editor(nil)) != presenting(Editing.editor(Detail(id: 1))))
  }

  @Test func aCaseIsNamedByItsNameNotTheEnumsDescription() {
    #expect(presenting(Described.settings).description == "destination.settings")
    #expect(presenting(Described.settings as Any).description == "destination.settings")
  }

  @Test func stateBoxedInAnExistentialIsToldApartByItsCaseNameAndId() {
    let detail = presenting(Destination.detail(Detail(id: 1)) as Any)
    #expect(detail == presenting(Destination.detail(Detail(id: 1, count: 3)) as Any))
    #expect(detail != presenting(Destination.edit(Detail(id: 1)) as Any))
    #expect(detail != presenting(Destination.detail(Detail(id: 2)) as Any))
    #expect(detail.description == "destination.detail")
  }

  @Test func statesSeenAsAnyAreLearntByWhatTheyHoldNotAsOneType() {
    // Regression: what was learnt of a state's type was keyed by its static type, so every
    // state seen as `Any` shared what the first of them taught (here: an enum, not identifiable),
    // and two details with different ids were one child.
    _ = presenting(Destination.settings as Any)
    #expect(presenting(Detail(id: 1) as Any) != presenting(Detail(id: 2) as Any))
    #expect(presenting(Detail(id: 1) as Any) == presenting(Detail(id: 1, count: 2) as Any))
  }

  @Test func aSubclassIsLearntByItsOwnType() {
    // Regression: a class state was learnt by its declared type, so after a plain base-class
    // screen every subclass screen counted as not identifiable.
    _ = presenting(BaseScreen())
    #expect(
      presenting(IdentifiedScreen(id: 1) as BaseScreen) != presenting(IdentifiedScreen(id: 2) as BaseScreen))
  }

  @Test func aWrapperWhoseMirrorShowsAnEnumIsToldApartByCaseWhateverItHeldFirst() {
    // Regression: whether a state is an enum was learnt from the first value's mirror and kept
    // for its type, though a custom mirror may show an enum for one value and not another.
    _ = presenting(AnyScreen(base: Detail(id: 1)))
    #expect(
      presenting(AnyScreen(base: Destination.note("a"))) != presenting(AnyScreen(base: Destination.settings)))
  }

  /// `identifies` answers from the case alone where no id can differ (a struct, a case whose
  /// payload has no id): it must agree with building the identity and comparing, for every kind
  /// of state, both ways.
  @Test func identifiesAgreesWithBuildingTheIdentity() {
    func agrees<State>(_ first: State, _ second: State, at location: NavigationID.Location? = nil) -> Bool {
      let built = presenting(first, at: location)
      return built.identifies(second, at: location ?? destination)
        == (built == presenting(second, at: location))
    }
    let item = NavigationID.Location.property(\Parent.item)
    let pairs: [Bool] = [
      agrees(Destination.settings, Destination.settings),
      agrees(Destination.settings, Destination.note("a")),
      agrees(Destination.note("a"), Destination.note("b")),
      agrees(Destination.note("a"), Destination.settings),
      agrees(Destination.detail(Detail(id: 1)), Destination.detail(Detail(id: 1, count: 2))),
      agrees(Destination.detail(Detail(id: 1)), Destination.detail(Detail(id: 2))),
      agrees(Destination.detail(Detail(id: 1)), Destination.edit(Detail(id: 1))),
      agrees(Item.item(a: 1), Item.item(b: 1), at: item),
      agrees(Item.item(a: 1), Item.item(a: 2), at: item),
      agrees(Editing.editor(nil), Editing.editor(Detail(id: 1))),
      agrees(Detail(id: 1), Detail(id: 1, count: 3)),
      agrees(Detail(id: 1), Detail(id: 2)),
      agrees(Parent(), Parent(destination: .settings)),
      agrees(Destination.settings as Any, Destination.note("a") as Any),
      agrees(AnyScreen(base: Destination.note("a")), AnyScreen(base: Destination.settings)),
      // A wrapper that shows a struct for one value and an enum for the next.
      agrees(AnyScreen(base: Parent()), AnyScreen(base: Destination.settings)),
      agrees(AnyScreen(base: Parent()), AnyScreen(base: Parent(destination: .settings))),
      // An `AnyHashable` whose value has an id or not.
      agrees(AnyHashable(Row(id: 1)), AnyHashable(Row(id: 2))),
      agrees(AnyHashable(Plain()), AnyHashable(Row(id: 1))),
      agrees(IdentifiedScreen(id: 1) as BaseScreen, IdentifiedScreen(id: 2) as BaseScreen),
    ]
    #expect(pairs.allSatisfy { $0 }, "disagreements at \(pairs.indices.filter { !pairs[$0] })")
    // And the answers themselves, where the case alone decides.
    #expect(presenting(Destination.note("a")).identifies(Destination.note("b"), at: destination))
    #expect(!presenting(Destination.note("a")).identifies(Destination.settings, at: destination))
    #expect(presenting(Parent()).identifies(Parent(destination: .settings), at: destination))
    #expect(!presenting(Destination.settings).identifies(Destination.settings, at: item))
  }

  @Test func theSameStateAtAnotherPlaceIsAnotherChild() {
    let state = Destination.settings
    #expect(presenting(state) != presenting(state, at: .property(\Parent.item)))
    #expect(presenting(state, at: .source(fileID: "A/B.swift", line: 3)) != presenting(state))
  }

  @Test func sourceLocationsCompareByFileAndLine() {
    let here = NavigationID.Location.source(fileID: "App/Feature.swift", line: 12)
    #expect(here == .source(fileID: "App/Feature.swift", line: 12))
    #expect(here.hashValue == NavigationID.Location.source(fileID: "App/Feature.swift", line: 12).hashValue)
    #expect(here != .source(fileID: "App/Feature.swift", line: 13))
    #expect(here != .source(fileID: "App/Other.swift", line: 12))
  }

  @Test func descriptionsNameThePropertyTheCaseAndTheElement() {
    #expect(presenting(Destination.detail(Detail(id: 1))).description == "destination.detail")
    #expect(presenting(Destination.settings).description == "destination.settings")
    #expect(presenting(Detail(id: 1), at: .property(\Parent.todos)).description == "todos")
    #expect(
      NavigationID(presenting: Destination.settings, at: destination, named: { "sheet" }).description
        == "sheet.settings")
    #expect(
      presenting(Destination.settings, at: .source(fileID: "A.swift", line: 1)).description == "case.settings"
    )
    let todos = NavigationID.Location.property(\Parent.todos)
    #expect(NavigationID(element: 3, at: todos).description == "todos[id: 3]")
    #expect(NavigationID(element: StackElementID(generation: 0), at: todos).description == "todos[#0]")
  }

  /// A location's key path is not hashed (it is slow to hash): paths that differ only there must
  /// still be different keys, and equal paths, with key paths written apart, the same key.
  @Test func pathsThatDifferOnlyByPropertyAreDifferentKeys() {
    let atDestination = NavigationIDPath([presenting(Destination.settings)])
    let atItem = NavigationIDPath([presenting(Destination.settings, at: .property(\Parent.item))])
    let again = NavigationIDPath([presenting(Destination.settings, at: .property(\Parent.destination))])
    #expect(again == atDestination && atItem != atDestination)
    var listeners: [NavigationIDPath: String] = [:]
    listeners[atDestination] = "destination"
    listeners[atItem] = "item"
    listeners[again] = "destination again"
    #expect(listeners.count == 2)
    #expect(listeners[atDestination] == "destination again" && listeners[atItem] == "item")
    #expect(atDestination.hashValue == again.hashValue)
  }

  @Test func pathsCompareComponentByComponent() {
    let root = NavigationIDPath()
    let detail = root.appending(presenting(Destination.detail(Detail(id: 1))))
    let element = detail.appending(NavigationID(element: 3, at: .property(\Parent.todos)))
    #expect(element.hasPrefix(detail) && element.hasPrefix(root) && !detail.hasPrefix(element))
    #expect(root.components.isEmpty && detail.components.count == 1)
    #expect(element.description == "destination.detail > todos[id: 3]")
    #expect(root.description == "root")
  }
}
