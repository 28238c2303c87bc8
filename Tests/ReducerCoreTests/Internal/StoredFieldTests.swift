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
}
