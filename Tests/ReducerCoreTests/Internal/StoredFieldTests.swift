import Testing

@testable import ReducerCore

private final class Counter {
  var value = 0
}

private struct Inner: Equatable {
  var items: [String] = []
  var flag = false
}

private struct Root {
  var title = "root"
  var inner = Inner()
  var observedSets = 0
  var observed: [Int] = [] { didSet { observedSets += 1 } }
  var counter = Counter()
  var computed: Inner {
    get { inner }
    set { inner = newValue; observedSets += 100 }
  }
}

private struct Generic<Element> {
  var header = 0
  var elements: [Element] = []
}

@Suite struct StoredFieldTests {
  @Test func aStoredPathIsReadAndWrittenInPlace() {
    let field = StoredField(\Root.inner)
    #expect(field.offset != nil)
    var root = Root()
    field.modify(&root) { $0.items.append("a") }
    #expect(field.value(in: &root) == Inner(items: ["a"]))
    #expect(root.inner.items == ["a"])
    #expect(root.title == "root")
  }

  @Test func aNestedStoredPathIsReadAndWrittenInPlace() {
    let field = StoredField(\Root.inner.flag)
    #expect(field.offset != nil)
    var root = Root()
    field.modify(&root) { $0 = true }
    #expect(field.value(in: &root) == true)
    #expect(root.inner == Inner(flag: true))
  }

  @Test func aGenericRootIsReadAndWrittenInPlace() {
    let field = StoredField(\Generic<String>.elements)
    #expect(field.offset != nil)
    var root = Generic<String>()
    field.modify(&root) { $0 = ["x", "y"] }
    #expect(field.value(in: &root) == ["x", "y"])
    #expect(root.header == 0)
  }

  /// A write must run the property's observers, as a write through the key path does.
  @Test func aPropertyWithObserversGoesThroughItsSetter() {
    let field = StoredField(\Root.observed)
    var root = Root()
    field.modify(&root) { $0.append(1) }
    #expect(root.observed == [1])
    #expect(root.observedSets == 1)
  }

  @Test func aComputedPropertyGoesThroughItsAccessors() {
    let field = StoredField(\Root.computed)
    #expect(field.offset == nil)
    var root = Root()
    field.modify(&root) { $0.flag = true }
    #expect(root.inner.flag)
    #expect(root.observedSets == 100)
    #expect(field.value(in: &root).flag)
  }

  @Test func aPathThroughAClassGoesThroughTheKeyPath() {
    let field = StoredField(\Root.counter.value)
    #expect(field.offset == nil)
    var root = Root()
    field.modify(&root) { $0 += 2 }
    #expect(root.counter.value == 2)
    #expect(field.value(in: &root) == 2)
  }

  /// `\.$destination` is computed: its storage is learnt from the first state an operator
  /// sees, and operators built afterwards read and write it in place.
  @Test func aPresentationProjectionIsLearntThenReadAndWrittenInPlace() {
    let first = StoredField(\Sheeted.$sheet)
    #expect(first.offset == nil)
    var root = Sheeted()
    #expect(first.value(in: &root).wrappedValue == nil)
    let field = StoredField(\Sheeted.$sheet)
    #expect(field.offset != nil)
    field.modify(&root) { $0.wrappedValue = 7 }
    #expect(root.sheet == 7)
    #expect(root.title == "root")
    root.sheet = 8
    #expect(field.value(in: &root).wrappedValue == 8)
  }

  /// Two presentation fields of one type: each projection finds its own.
  @Test func eachProjectionFindsItsOwnField() {
    var root = Presenting()
    _ = StoredField(\Presenting.$other).value(in: &root)
    let other = StoredField(\Presenting.$other)
    let sheet = StoredField(\Presenting.$sheet)
    _ = sheet.value(in: &root)
    let learntSheet = StoredField(\Presenting.$sheet)
    #expect(other.offset != nil)
    #expect(learntSheet.offset != nil)
    #expect(other.offset != learntSheet.offset)
    other.modify(&root) { $0.wrappedValue = 1 }
    #expect(root.other == 1)
    #expect(root.sheet == nil)
  }

  /// A writing through the projection does not run the wrapped property's observers (the key
  /// path does not either); in place, the same.
  @Test func aProjectionWriteSkipsTheWrappedPropertysObserversAsTheKeyPathDoes() {
    var root = Presenting()
    _ = StoredField(\Presenting.$observed).value(in: &root)
    let field = StoredField(\Presenting.$observed)
    #expect(field.offset != nil)
    field.modify(&root) { $0.wrappedValue = 1 }
    root[keyPath: \Presenting.$observed].wrappedValue = 2
    #expect(root.observed == 2)
    #expect(root.observedSets == 0)
  }

  /// A computed property that builds its value rather than forwarding a field keeps its key
  /// path: the probe's mark does not come back through it.
  @Test func aComputedPresentationThatIsNotAFieldKeepsItsKeyPath() {
    var root = Presenting()
    _ = StoredField(\Presenting.rebuilt).value(in: &root)
    let field = StoredField(\Presenting.rebuilt)
    #expect(field.offset == nil)
    field.modify(&root) { $0.wrappedValue = 5 }
    #expect(root.sheet == 5)
    #expect(field.value(in: &root).wrappedValue == 5)
  }

  @Test func aClassRootKeepsItsKeyPath() {
    var root = PresentingObject()
    _ = StoredField(\PresentingObject.sheet).value(in: &root)
    #expect(StoredField(\PresentingObject.sheet).offset == nil)
    StoredField(\PresentingObject.sheet).modify(&root) { $0.wrappedValue = 3 }
    #expect(root.sheet.wrappedValue == 3)
  }
}

private struct Presenting {
  var title = "root"
  @PresentationState var sheet: Int?
  @PresentationState var other: Int?
  var observedSets = 0
  @PresentationState var observed: Int? { didSet { observedSets += 1 } }
  /// Not a field: a presentation rebuilt from `sheet` on every read.
  var rebuilt: PresentationState<Int> {
    get { PresentationState(wrappedValue: sheet) }
    set { sheet = newValue.wrappedValue }
  }
}

private final class PresentingObject {
  var sheet = PresentationState<Int>(wrappedValue: nil)
}

/// Used by one test only: the first operator built for its projection has not learnt it yet.
private struct Sheeted {
  var title = "root"
  @PresentationState var sheet: Int?
}
