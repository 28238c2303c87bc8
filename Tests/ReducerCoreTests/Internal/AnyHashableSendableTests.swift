import Testing

@testable import ReducerCore

/// Ids compare by type and value. A stack element's id is stored as itself rather than boxed,
/// and must compare and hash exactly as a boxed id would.
@Suite struct AnyHashableSendableTests {
  @Test func valuesOfDifferentTypesAreNeverEqual() {
    #expect(AnyHashableSendable(1) != AnyHashableSendable(Int8(1)))
    #expect(AnyHashableSendable(1) == AnyHashableSendable(1))
    #expect(AnyHashableSendable("a") != AnyHashableSendable(1))
  }

  @Test func stackElementIDsCompareByGeneration() {
    let zero = AnyHashableSendable(StackElementID(generation: 0))
    #expect(zero == AnyHashableSendable(StackElementID(generation: 0)))
    #expect(zero == AnyHashableSendable(identifier: StackElementID(generation: 0)))
    #expect(zero != AnyHashableSendable(StackElementID(generation: 1)))
    // The same number as another type is another id.
    #expect(zero != AnyHashableSendable(0))
    #expect(zero != AnyHashableSendable(identifier: AnyHashable(StackElementID(generation: 0))))
  }

  @Test func stackElementIDsHashAsKeys() {
    var names: [AnyHashableSendable: String] = [:]
    names[AnyHashableSendable(StackElementID(generation: 3))] = "detail"
    names[AnyHashableSendable(3)] = "row"
    #expect(names[AnyHashableSendable(StackElementID(generation: 3))] == "detail")
    #expect(names[AnyHashableSendable(3)] == "row")
    #expect(names.count == 2)
  }

  @Test func theBaseIsTheValue() {
    #expect(AnyHashableSendable(StackElementID(generation: 2)).base.base as? StackElementID == 2)
    #expect(AnyHashableSendable("id").base.base as? String == "id")
  }
}
