import Foundation
import ReducerCore
import Testing

@testable import ReducerCheck

/// The walk that reads navigation each step skips what a state's types cannot hold (see
/// `NavigationShapeTests`), and must still find it wherever it is stored.
@Suite struct NavigationInspectionTests {
  struct Plain: Equatable { var count = 0; var name = "x"; var when = Date(timeIntervalSince1970: 0) }
  struct Screen: Equatable { var plain = Plain() }
  struct TwoSheets: Equatable {
    var title = "t"
    @PresentationState var first: Screen?
    var counts: [String: Int] = [:]
    @PresentationState var second: Screen?
  }
  enum Destination: Equatable { case sheets(TwoSheets), plain(Plain) }
  final class Box { var inner = TwoSheets() }
  struct Pushed: Hashable { var path = StackState<Int>() }

  @Test func theShapeSaysWhatIsOnScreenNotWhatItHolds() {
    func shape(_ state: Any) -> Int { NavigationInspection.inspect(state).shape }
    var one = Pushed()
    one.path.append(1)
    var two = Pushed()
    two.path.append(7)
    #expect(shape(one) == shape(two))  // other ids and contents, one depth
    two.path.append(8)
    #expect(shape(one) != shape(two))
    var sheet = TwoSheets()
    sheet.first = Screen()
    #expect(shape(sheet) != shape(TwoSheets()))
    var other = TwoSheets()
    other.second = Screen()
    #expect(shape(sheet) != shape(other))
    #expect(shape(Destination.plain(Plain())) != shape(Destination.sheets(TwoSheets())))
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

  @Test func navigationInsideDictionariesAndSetsIsFound() {
    // Regression: a dictionary's or a set's storage is a builtin reference, which the type walk
    // took for a field that holds nothing: two sheets at once inside one went unseen.
    var sheets = TwoSheets()
    sheets.first = Screen()
    sheets.second = Screen()
    struct Root {
      var tabs: [String: TwoSheets]
      var paths: Set<Pushed>
    }
    var path = StackState<Int>()
    path.append(1)
    let findings = NavigationInspection.inspect(Root(tabs: ["a": sheets], paths: [Pushed(path: path)]))
    #expect(findings.presentations.map(\.fields) == [["first", "second"]])
    #expect(findings.stacks.map(\.ids.count) == [1])
  }

  @Test func weakAndUnownedReferencesAreFollowed() {
    struct Held {
      var count = 0
      weak var weakly: Box?
      unowned var unownedly: Box
      unowned(unsafe) var unmanaged: Box
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

}
