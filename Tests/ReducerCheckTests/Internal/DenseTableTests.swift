import Testing

@testable import ReducerCheck

@Suite struct DenseTableTests {
  @Test func keepsValuesByKeyAndAnswersNilForTheRest() {
    var table = DenseTable<String>()
    #expect(table[0] == nil)
    table[2] = "two"
    table[0] = "zero"
    #expect(table[0] == "zero" && table[1] == nil && table[2] == "two" && table[3] == nil)
    table[2] = "second"
    table[0] = nil
    #expect(table[0] == nil && table[2] == "second")
    table[-1] = "negative"
    #expect(table[-1] == nil)
    table[10] = nil
    #expect(table[10] == nil)
  }
}
