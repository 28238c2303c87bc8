import Testing

@testable import ReducerCore

@Suite struct TypeFactTableTests {
  /// Distinct types enough to make the table grow several times: nested arrays.
  private func types(_ count: Int) -> [Any.Type] {
    var types: [Any.Type] = [Int.self]
    func nest<T>(_: T.Type) -> Any.Type { [T].self }
    while types.count < count { types.append(_openExistential(types.last!, do: nest)) }
    return types
  }

  @Test func findsWhatItWasToldAfterGrowing() {
    var table = TypeFactTable<Int>()
    let types = types(100)
    for (index, type) in types.enumerated() { table[TypeFactKey(type)] = index }
    #expect(table.count == 100)
    for (index, type) in types.enumerated() { #expect(table[TypeFactKey(type)] == index) }
    #expect(table[TypeFactKey(String.self)] == nil)
  }

  @Test func tellsKeysApartByEveryPart() {
    var table = TypeFactTable<String>()
    table[TypeFactKey(Int.self)] = "Int"
    table[TypeFactKey(Int.self, tag: 1)] = "Int, case 1"
    table[TypeFactKey(Int.self, String.self)] = "Int as String"
    table[TypeFactKey(Int.self, String.self, tag: 1)] = "Int as String, case 1"
    table[TypeFactKey(String.self, Int.self)] = "String as Int"
    #expect(table[TypeFactKey(Int.self)] == "Int")
    #expect(table[TypeFactKey(Int.self, tag: 1)] == "Int, case 1")
    #expect(table[TypeFactKey(Int.self, String.self)] == "Int as String")
    #expect(table[TypeFactKey(Int.self, String.self, tag: 1)] == "Int as String, case 1")
    #expect(table[TypeFactKey(String.self, Int.self)] == "String as Int")
    #expect(table[TypeFactKey(Int.self, tag: 2)] == nil)
    #expect(table.count == 5)
  }

  @Test func aSecondFactReplacesTheFirst() {
    final class Box {}
    let box = Box()
    var table = TypeFactTable<Int>()
    table[TypeFactKey(object: box)] = 1
    table[TypeFactKey(object: box)] = 2
    #expect(table[TypeFactKey(object: box)] == 2)
    #expect(table.count == 1)
  }
}
