import Testing

@testable import ReducerCore

private final class Box: Equatable {
  let value: Int
  init(_ value: Int) { self.value = value }
  static func == (lhs: Box, rhs: Box) -> Bool { lhs.value == rhs.value }
}

private struct Big: Equatable { var a = 1, b = 2, c = 3, d = "long enough to need a heap buffer, surely" }
private struct Empty: Equatable {}

private enum Shapes {
  case int(Int)
  case text(String)
  case big(Big)
  case box(Box)
  case pair(id: Int, action: String)
  case any(Any)
  case optional(Int?)
  case nested(Inner)
  case empty(Empty)
  case none
  indirect case tree(Shapes)
}

private enum Inner { case go, value(Int) }

/// Two cases with one name, told apart by their labels.
private enum SameName {
  case item(ref: Box)
  case item(count: Int)
}

private enum Mirrored: CustomReflectable {
  case shown(Int)
  var customMirror: Mirror { Mirror(self, children: ["custom": 1], displayStyle: .struct) }
}

/// An enum value read through its metadata gives what `Mirror` gives: the case's name and the
/// payload as its one child.
@Suite struct EnumCaseTests {
  /// What reflection says, for comparison.
  private func mirrored(_ value: Any) -> (label: String, payload: String?)? {
    let mirror = Mirror(reflecting: value)
    guard mirror.displayStyle == .enum else { return nil }
    guard let child = mirror.children.first else { return (caseLabel(of: value), nil) }
    return (child.label ?? "", "\(child.value)")
  }

  @Test func everyShapeReadsAsReflectionDoes() {
    let values: [Shapes] = [
      .int(7), .text("t"), .big(Big()), .box(Box(3)), .pair(id: 1, action: "a"), .any(5),
      .optional(nil), .optional(2), .nested(.go), .nested(.value(4)), .empty(Empty()), .none,
      .tree(.int(1)),
    ]
    // Twice: the first read of each case learns it, the second uses what was learnt.
    for _ in 0..<2 {
      for value in values {
        let read = EnumCase.of(value)
        let expected = mirrored(value)
        #expect(read?.label == expected?.label, "\(value)")
        #expect(read?.payload.map { "\($0)" } == expected?.payload, "\(value)")
      }
    }
  }

  @Test func payloadsKeepTheirTypeAndReferencesStayBalanced() {
    var box = Box(9)
    for _ in 0..<1_000 { #expect(EnumCase.of(Shapes.box(box))?.payload as? Box === box) }
    #expect(isKnownUniquelyReferenced(&box))
    #expect(EnumCase.of(Shapes.nested(.value(4)))?.payload is Inner)
    #expect(EnumCase.of(Shapes.big(Big(d: "x")))?.payload as? Big == Big(d: "x"))
  }

  @Test func casesSharingANameReadAsReflectionDoes() {
    // Regression: `count`'s payload was read as the `Box` of the first record named `item`.
    // Reflection shows a lone labelled value as a one-element tuple: `(count: 42)`.
    for _ in 0..<2 {
      for value in [SameName.item(count: 42), .item(ref: Box(1))] {
        let read = EnumCase.of(value)
        #expect(read?.label == mirrored(value)?.label)
        #expect(read?.payload.map { "\($0)" } == mirrored(value)?.payload)
      }
    }
  }

  @Test func notAnEnumOrNotShownAsOne() {
    #expect(EnumCase.of(3)?.label == nil)
    #expect(EnumCase.of(Big())?.label == nil)
    #expect(EnumCase.of(Optional(3) as Any)?.label == nil)
    #expect(EnumCase.of(Mirrored.shown(1))?.label == nil, "a custom mirror that is not an enum's")
  }
}
