import Foundation
import ReducerCore
import Testing

@testable import ReducerCheck

/// What a state's types can hold is learnt once from metadata; the walk that reads navigation
/// each step must still find it wherever it is stored.
@Suite struct NavigationShapeTests {
  struct Plain: Equatable { var count = 0; var name = "x"; var when = Date(timeIntervalSince1970: 0) }
  enum Mode: Equatable { case idle, loading(Int), failed(String, code: Int) }
  struct Screen: Equatable { var plain = Plain() }
  struct TwoSheets: Equatable {
    var title = "t"
    @PresentationState var first: Screen?
    var counts: [String: Int] = [:]
    @PresentationState var second: Screen?
  }
  enum Destination: Equatable { case sheets(TwoSheets), plain(Plain) }
  final class Box { var inner = TwoSheets() }
  struct Tree { var children: [Tree] = [] }

  @Test func typesThatCannotHoldNavigationAreFree() {
    for type: Any.Type in [
      Int.self, String.self, Date.self, [Int].self, [String: Plain].self, Set<Int>.self,
      (Int, label: String).self, Mode.self, Int?.self, Plain.self, Screen.self,
      IdentifiedArrayOf<Item>.self, (() -> Void).self, Int.Type.self,
    ] {
      #expect(isFree(type), "\(type)")
    }
  }

  @Test func aStructIsReadAtItsFieldsThatCanHoldNavigation() {
    guard case let .fields(fields) = NavigationShape.of(TwoSheets.self) else {
      Issue.record("TwoSheets should be read field by field")
      return
    }
    #expect(fields.map(\.name) == ["_first", "_second"])
  }

  @Test func whatCanHoldNavigationIsReflectedByValue() {
    for type: Any.Type in [
      PresentationState<Screen>.self, StackState<Screen>.self, Destination.self, TwoSheets?.self,
      [TwoSheets].self, Box.self, Any.self, Tree.self,
    ] {
      #expect(!isFree(type), "\(type)")
    }
  }

  @Test func theWalkFindsNavigationWhereverItIsStored() {
    var sheets = TwoSheets()
    sheets.first = Screen()
    sheets.second = Screen()
    let box = Box()
    box.inner = sheets
    struct Root {
      var plain = Plain()
      var direct: TwoSheets
      var existential: Any
      var inEnum: Destination
      var inArray: [TwoSheets]
      var inTuple: (Int, TwoSheets)
      var inClass: Box
      var stack = StackState<Screen>()
    }
    let root = Root(
      direct: sheets, existential: sheets, inEnum: .sheets(sheets), inArray: [TwoSheets(), sheets],
      inTuple: (1, sheets), inClass: box)
    let findings = NavigationInspection.inspect(root, namingScreens: true)
    #expect(
      findings.presentations.map(\.place) == [
        "state.direct", "state.existential", "state.inEnum.sheets", "state.inArray.[1]",
        "state.inTuple..1", "state.inClass.inner",
      ])
    #expect(findings.presentations.allSatisfy { $0.fields == ["first", "second"] })
    #expect(findings.stacks.map(\.place) == ["state.stack"])
    #expect(findings.presented.count == 12)
  }

  @Test func weakAndUnownedReferencesAreReadByReflection() {
    struct Held {
      var count = 0
      weak var weakly: Box?
      unowned var unownedly: Box
      unowned(unsafe) var unmanaged: Box
    }
    struct Strong { var count = 0; var box: Box }
    guard case .reflect = NavigationShape.of(Held.self) else {
      Issue.record("a struct holding a weak reference must be reflected")
      return
    }
    guard case .fields = NavigationShape.of(Strong.self) else {
      Issue.record("a struct holding only strong references is read in place")
      return
    }
    var sheets = TwoSheets()
    sheets.first = Screen()
    sheets.second = Screen()
    let box = Box()
    box.inner = sheets
    let held = Held(weakly: box, unownedly: box, unmanaged: box)
    let findings = withExtendedLifetime(box) { NavigationInspection.inspect(held) }
    #expect(
      findings.presentations.map(\.place) == [
        "state.weakly.some.inner", "state.unownedly.inner", "state.unmanaged.inner",
      ])
  }

  @Test func stacksPresentationsAndEnumsAreWalkedAsTheirMirrorsShowThem() {
    var sheets = TwoSheets()
    sheets.first = Screen()
    sheets.second = Screen()
    struct Root {
      var stack = StackState<TwoSheets>()
      @PresentationState var presented: Destination?
    }
    var root = Root()
    root.stack.append(TwoSheets())
    root.stack.append(sheets)
    root.presented = .sheets(sheets)
    let findings = NavigationInspection.inspect(root, namingScreens: true)
    #expect(
      findings.presentations.map(\.place) == ["state.stack.#1", "state.presented.some.sheets"])
    #expect(findings.stacks.map(\.place) == ["state.stack"])
    #expect(findings.stacks.first?.ids.map(\.description) == ["#0", "#1"])
    #expect(
      findings.presented == [
        "state.presented.sheets", "state.stack.#1.first", "state.stack.#1.second",
        "state.presented.some.sheets.first", "state.presented.some.sheets.second",
      ])
  }

  @Test func presentationsAndStacksInsideOptionalsAndAnyHashableCountAsTheirParents() {
    // A cast to a navigation protocol looks inside an Optional or an AnyHashable: such a field
    // counts for its parent, as it did when every field was cast.
    struct Root {
      var sheet: PresentationState<Screen>?
      @PresentationState var alert: Screen?
      var hashed: AnyHashable
      var path: StackState<Screen>?
    }
    var sheet = PresentationState<Screen>(wrappedValue: nil)
    sheet.wrappedValue = Screen()
    var path = StackState<Screen>()
    path.append(Screen())
    let root = Root(
      sheet: sheet, alert: Screen(), hashed: AnyHashable(PresentationState<Int>(wrappedValue: 1)),
      path: path)
    let findings = NavigationInspection.inspect(root)
    #expect(findings.presentations.map(\.place) == ["state"])
    #expect(findings.presentations.first?.fields == ["sheet", "alert", "hashed"])
    #expect(findings.stacks.map(\.place) == ["state.path", "state.path.some"])
  }

  struct Item: Identifiable, Equatable { var id = 0; var name = "" }

  private func isFree(_ type: Any.Type) -> Bool {
    if case .free = NavigationShape.of(type) { return true }
    return false
  }
}
