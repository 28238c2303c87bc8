import Testing

@testable import ReducerCore

private struct Sheet: Equatable { var id = 0 }

private indirect enum Tree: Equatable {
  case leaf(Int)
  case node(Tree, Tree)
  case empty
}

private enum Mode<Payload> {
  case idle
  case editing(Payload)
  indirect case boxed(Sheet)
  case pair(Int, Sheet)
}

@Suite struct EnumMetadataTests {
  @Test func aCaseStoredInPlaceGivesItsPayloadType() {
    #expect(enumPayloadType(of: Mode<Sheet>.self, caseNamed: "editing") == Sheet.self)
    #expect(enumPayloadType(of: Mode<[Int]>.self, caseNamed: "editing") == [Int].self)
    #expect(enumPayloadType(of: Mode<Sheet>.self, caseNamed: "pair") == (Int, Sheet).self)
  }

  @Test func anIndirectCaseGivesItsPayloadTypeNotTheBox() {
    #expect(enumPayloadType(of: Mode<Int>.self, caseNamed: "boxed") == Sheet.self)
    #expect(enumPayloadType(of: Tree.self, caseNamed: "leaf") == Int.self)
    #expect(enumPayloadType(of: Tree.self, caseNamed: "node") == (Tree, Tree).self)
  }

  @Test func aCaseWithoutAPayloadOrAnUnknownNameGivesNothing() {
    #expect(enumPayloadType(of: Mode<Int>.self, caseNamed: "idle") == nil)
    #expect(enumPayloadType(of: Tree.self, caseNamed: "empty") == nil)
    #expect(enumPayloadType(of: Mode<Int>.self, caseNamed: "missing") == nil)
    // Not an enum this reads: a struct, and Optional (whose payload the caller reads itself).
    #expect(enumPayloadType(of: Sheet.self, caseNamed: "id") == nil)
    #expect(enumPayloadType(of: Int?.self, caseNamed: "some") == nil)
  }

  @Test func checkersLearningATypeStillSeeIndirectCasesAsUnknown() {
    // A walk that learns once per type what it can hold cannot bound a recursive one.
    #expect(enumPayloadTypes(of: Tree.self) == nil)
    #expect(enumPayloadTypes(of: Mode<Int>.self) == nil)
    #expect(
      enumPayloadTypes(of: Int?.self).map { $0.map(ObjectIdentifier.init) } == [ObjectIdentifier(Int.self)])
  }
}
