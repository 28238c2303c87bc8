import Foundation
import ReducerCore
import Testing

/// What a state's types can hold is learnt once from metadata, so that walks over a state
/// (the checker's each step, a store's search for stack ids) skip what cannot hold navigation.
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
  struct Item: Identifiable, Equatable { var id = 0; var name = "" }
  struct Pushed: Hashable { var path = StackState<Int>() }

  @Test func typesThatCannotHoldNavigationAreFree() {
    for type: Any.Type in [
      Int.self, String.self, Date.self, [Int].self, [String: Plain].self, Set<Int>.self,
      (Int, label: String).self, Mode.self, Int?.self, Plain.self, Screen.self,
      IdentifiedArrayOf<Item>.self, (() -> Void).self, Int.Type.self, Substring.self, Character.self,
      [String: [Int]].self, Set<String>.self, UnsafeRawPointer.self,
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
      [TwoSheets].self, Box.self, Any.self, Tree.self, [String: TwoSheets].self, Set<Pushed>.self,
      [Int: [Pushed]].self, ManagedBufferPointer<Int, TwoSheets>.self,
    ] {
      #expect(!isFree(type), "\(type)")
    }
  }

  @Test func aStructHoldingAWeakReferenceIsReflectedAndOneHoldingStrongOnesIsRead() {
    struct Weak { var count = 0; weak var box: Box? }
    struct Unowned { var count = 0; unowned var box: Box }
    struct Unmanaged { var count = 0; unowned(unsafe) var box: Box }
    struct Strong { var count = 0; var box: Box }
    for type: Any.Type in [Weak.self, Unowned.self, Unmanaged.self] {
      guard case .reflect = NavigationShape.of(type) else {
        Issue.record("\(type) holds a reference that is not strong: it must be reflected")
        continue
      }
    }
    guard case .fields = NavigationShape.of(Strong.self) else {
      Issue.record("a struct holding only strong references is read in place")
      return
    }
  }

  private func isFree(_ type: Any.Type) -> Bool {
    if case .free = NavigationShape.of(type) { return true }
    return false
  }
}
