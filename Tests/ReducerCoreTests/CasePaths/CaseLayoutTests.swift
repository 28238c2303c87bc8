import Testing

@testable import ReducerCore

private final class Box: Equatable {
  let value: Int
  init(_ value: Int) { self.value = value }
  static func == (lhs: Box, rhs: Box) -> Bool { lhs.value == rhs.value }
}

private struct Big: Equatable {
  var a = 1, b = 2, c = 3, d = 4, e = "five"
}

private enum Multi: Equatable {
  case int(Int)
  case text(String)
  case otherText(String)
  case big(Big)
  case box(Box)
  case pair(id: Int, name: String)
  case optional(Int?)
  case any(AnyHashable)
  case empty
  case otherEmpty
  indirect case nested(Multi)
}

private indirect enum Tree: Equatable {
  case leaf(Int)
  case node(Tree, Tree)
}

/// One case and no payload: a zero-sized type, as many a small feature's `Action` is.
private enum Single: Equatable { case only }

/// The compiler numbers `.single` (a zero-sized payload) among the cases without a payload, so
/// its tag is not its place in the declaration.
/// Two cases with one name, told apart by their labels.
private enum SameName {
  case item(ref: Box)
  case item(count: Int)
}

/// Two cases with one name and one payload type.
private enum SameType {
  case item(a: Int)
  case item(b: Int)
}

private enum WithZeroSized: Equatable {
  case first(Int)
  case single(Single)
  case last(String)
  case none
}

/// Payloads of every other kind of type: existentials, functions, class references.
private enum Exotic {
  case sendable(any Sendable)
  case error(any Error)
  case callback(@Sendable (Int) -> Int)
  case object(AnyObject)
  case box(Box)
  case type(Int.Type)
  case pair((Int) -> Int, Int)
  case nothing
}

private struct Failure: Error, Equatable { var code: Int }

private enum Generic<Element: Equatable>: Equatable {
  case element(Element)
  case elements([Element])
  case none
}

/// Docs/Behaviour.md rule 31: case paths read payloads through the enum's metadata where the
/// layout can be trusted and by reflection elsewhere; both give the same answers.
/// The payload of `root` when it is the case `embed` builds, read without reflection:
/// `.some(.some(payload))` on a match, `.some(nil)` for another case, `nil` when only
/// reflection can tell.
private func extractWithoutReflection<Root, Value>(from root: Root, embed: (Value) -> Root) -> Value?? {
  guard let read = ReadCase(of: root, as: Value.self) else { return nil }
  return .some(read.payload(of: root, embed: embed))
}

@Suite struct CaseLayoutTests {
  /// The answer of `path` for every value, and which route gave it.
  private func check<Value: Equatable>(
    _ embed: @escaping @Sendable (Value) -> Multi, _ expected: Value, matching: Multi,
    _ others: [Multi], route: String, sourceLocation: SourceLocation = #_sourceLocation
  ) {
    let path = CasePath(embed)
    #expect(path.extract(from: matching) == expected, sourceLocation: sourceLocation)
    for other in others {
      #expect(path.extract(from: other) == nil, "\(other)", sourceLocation: sourceLocation)
    }
    let direct = extractWithoutReflection(from: matching, embed: embed)
    let taken = direct == nil ? "reflection" : "metadata"
    #expect(taken == route, sourceLocation: sourceLocation)
    if let direct { #expect(direct == expected, sourceLocation: sourceLocation) }
  }

  private let all: [Multi] = [
    .int(1), .text("a"), .otherText("a"), .big(Big()), .box(Box(1)), .pair(id: 1, name: "n"),
    .optional(nil), .any(AnyHashable(1)), .empty, .otherEmpty, .nested(.int(1)),
  ]

  private func others(than value: Multi) -> [Multi] { all.filter { enumTag(of: $0) != enumTag(of: value) } }

  @Test func inlinePayloadsOfEveryShape() {
    check(Multi.int, 7, matching: .int(7), others(than: .int(0)), route: "metadata")
    check(Multi.text, "t", matching: .text("t"), others(than: .text("")), route: "metadata")
    check(Multi.otherText, "o", matching: .otherText("o"), others(than: .otherText("")), route: "metadata")
    check(Multi.big, Big(e: "x"), matching: .big(Big(e: "x")), others(than: .big(Big())), route: "metadata")
    check(Multi.box, Box(3), matching: .box(Box(3)), others(than: .box(Box(0))), route: "metadata")
    check(Multi.any, AnyHashable("h"), matching: .any("h"), others(than: .any(0)), route: "metadata")
  }

  @Test("31. Another case with the same payload type is rejected")
  func sameShapeOtherCaseIsRejectedByItsTag() {
    let text = CasePath(Multi.text)
    #expect(extractWithoutReflection(from: Multi.otherText("a"), embed: Multi.text) == .some(nil))
    #expect(text.extract(from: .otherText("a")) == nil)
  }

  @Test func tuplesOptionalsAndIndirectCasesGoToReflection() {
    let pair = CasePath(Multi.pair)
    #expect(pair.extract(from: .pair(id: 2, name: "b"))! == (2, "b"))
    #expect(pair.extract(from: .int(2)) == nil)
    // An Optional may wrap a function, whose representation in a payload differs.
    check(
      Multi.optional, Int?.none, matching: .optional(nil), others(than: .optional(0)), route: "reflection")
    check(
      Multi.optional, Int?.some(3), matching: .optional(3), others(than: .optional(0)), route: "reflection")
    check(
      Multi.nested, .int(4), matching: .nested(.int(4)), others(than: .nested(.empty)), route: "reflection")
  }

  @Test func casesWithoutPayload() {
    let empty = CasePath<Multi, Void>(embed: { _ in .empty }, extract: { _ in nil })
    _ = empty  // an explicit path never reads metadata
    let learnt = CasePath<Multi, Void> { _ in Multi.empty }
    #expect(learnt.extract(from: .empty) != nil)
    #expect(learnt.extract(from: .otherEmpty) == nil)
    #expect(learnt.extract(from: .int(1)) == nil)
  }

  @Test func zeroSizedPayloadsAreFoundByName() {
    // Regression: reading the case at the tag's position read `.last` for `.single`, and a
    // scoped child whose Action has one case never ran.
    #expect(CasePath(WithZeroSized.single).extract(from: .single(.only)) == .only)
    #expect(CasePath(WithZeroSized.last).extract(from: .last("x")) == "x")
    #expect(CasePath(WithZeroSized.last).extract(from: .single(.only)) == nil)
    #expect(CasePath(WithZeroSized.single).extract(from: .last("x")) == nil)
    #expect(CasePath(WithZeroSized.first).extract(from: .first(2)) == 2)
    #expect(CasePath(WithZeroSized.single).extract(from: .none) == nil)
  }

  @Test func existentialFunctionAndClassPayloads() {
    let sendable = CasePath(Exotic.sendable)
    #expect(sendable.extract(from: .sendable("s")) as? String == "s")
    #expect(sendable.extract(from: .nothing) == nil)
    #expect(sendable.extract(from: .error(Failure(code: 1))) == nil)
    let error = CasePath(Exotic.error)
    #expect(error.extract(from: .error(Failure(code: 2))) as? Failure == Failure(code: 2))
    #expect(error.extract(from: .sendable(1)) == nil)
    let box = Box(4)
    #expect(CasePath(Exotic.object).extract(from: .object(box)) === box)
    #expect(CasePath(Exotic.object).extract(from: .box(box)) == nil)
    #expect(CasePath(Exotic.box).extract(from: .box(box)) === box)
    #expect(CasePath(Exotic.box).extract(from: .object(box)) == nil)
  }

  @Test("31. A function or metatype payload is reported, not misread")
  func functionAndMetatypePayloadsAreReportedNotMisread() async {
    // Regression: a function payload read in place (or by reflection) was the wrong function,
    // and calling it returned garbage. Now the case path says it cannot read it.
    let warnings = LockIsolated<[String]>([])
    await RuntimeWarnings.withSink({ warning in warnings.withValue { $0.append(warning.message) } }) {
      #expect(CasePath(Exotic.callback).extract(from: .callback { $0 + 1 }) == nil)
      #expect(CasePath(Exotic.type).extract(from: .type(Int.self)) == nil)
      #expect(CasePath(Exotic.pair).extract(from: .pair({ $0 * 3 }, 1)) == nil)
      // Other cases pass by quietly.
      #expect(CasePath(Exotic.box).extract(from: .callback { $0 }) == nil)
      #expect(CasePath(Exotic.callback).extract(from: .nothing) == nil)
    }
    #expect(warnings.value.count == 3)
    #expect(
      warnings.value.first?.hasPrefix(
        "A case path to \".callback\" of Exotic cannot read its payload") == true, "\(warnings.value)")
    #expect(warnings.value.first?.contains("CasePath(embed: Exotic.callback, extract:") == true)
  }

  @Test func indirectEnums() {
    let node = CasePath(Tree.node)
    let leaf = CasePath(Tree.leaf)
    #expect(leaf.extract(from: .leaf(5)) == 5)
    #expect(leaf.extract(from: .node(.leaf(1), .leaf(2))) == nil)
    #expect(node.extract(from: .node(.leaf(1), .leaf(2)))! == (.leaf(1), .leaf(2)))
    #expect(extractWithoutReflection(from: Tree.leaf(5), embed: Tree.leaf) == nil, "indirect: reflection")
  }

  @Test func genericEnums() {
    let element = CasePath(Generic<Big>.element)
    let elements = CasePath(Generic<Big>.elements)
    #expect(element.extract(from: .element(Big(a: 9))) == Big(a: 9))
    #expect(element.extract(from: .elements([Big()])) == nil)
    #expect(element.extract(from: .none) == nil)
    #expect(elements.extract(from: .elements([Big(b: 7)])) == [Big(b: 7)])
    #expect(extractWithoutReflection(from: Generic<Big>.element(Big()), embed: Generic<Big>.element) != nil)
    // Another specialisation has its own layout.
    #expect(CasePath(Generic<String>.element).extract(from: .element("s")) == "s")
    #expect(CasePath(Generic<Int>.elements).extract(from: .elements([1, 2])) == [1, 2])
  }

  @Test func optionalRootsGoToReflection() {
    let some = CasePath(Optional<Int>.some)
    #expect(some.extract(from: 3) == 3)
    #expect(some.extract(from: nil) == nil)
    #expect(extractWithoutReflection(from: Optional(3), embed: Optional<Int>.some) == nil)
  }

  @Test func payloadsSurviveTheRoundTrip() {
    // The root is left intact: its payload is copied out, and references stay balanced.
    let box = Box(11)
    let root = Multi.box(box)
    for _ in 0..<1_000 { #expect(CasePath(Multi.box).extract(from: root) === box) }
    #expect(root == .box(Box(11)))
    let big = Multi.big(Big(e: String(repeating: "long enough to live on the heap ", count: 4)))
    for _ in 0..<1_000 { _ = CasePath(Multi.big).extract(from: big) }
    #expect(big == .big(Big(e: String(repeating: "long enough to live on the heap ", count: 4))))
  }

  @Test func casesSharingANameAreReadByReflection() {
    // Regression: the payload type came from the first record named `item`, so `count`'s 42
    // was read as a `Box` and retained. And a lone labelled value, which reflection shows as a
    // one-element tuple, never matched at all.
    let counts = CasePath(SameName.item(count:))
    let refs = CasePath(SameName.item(ref:))
    #expect(counts.extract(from: .item(count: 42)) == 42)
    #expect(refs.extract(from: .item(count: 42)) == nil)
    let box = Box(5)
    #expect(refs.extract(from: .item(ref: box)) === box)
    #expect(counts.extract(from: .item(ref: box)) == nil)
    let other = CasePath(SameType.item(b:))
    #expect(other.extract(from: .item(a: 1)) == nil, "same name, same payload type: told apart by tag")
    #expect(other.extract(from: .item(b: 2)) == 2)
    #expect(CasePath(SameType.item(a:)).extract(from: .item(a: 3)) == 3)
  }
}
