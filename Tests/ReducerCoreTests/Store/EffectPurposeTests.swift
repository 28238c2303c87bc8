import Testing

@testable import ReducerCore

/// Whom an effect serves: where its action was routed, or the child the action showed when the
/// feature that runs the effect showed it.
@Suite struct EffectPurposeTests {
  private let root = NavigationIDPath()
  private let detail = NavigationIDPath([place(1)])
  private var editor: NavigationIDPath { detail.appending(place(2)) }
  private let sheet = NavigationIDPath([place(3)])

  @Test func aRootThatShowsASheetStartsItsWorkForTheSheet() {
    let purpose = EffectPurpose(routed: nil, mounted: sheet)
    #expect(purpose.child(forEffectAt: root) == sheet)
  }

  @Test func aDetailThatOpensItsEditorStartsItsWorkForTheEditor() {
    let purpose = EffectPurpose(routed: detail, mounted: editor)
    #expect(purpose.child(forEffectAt: detail) == editor)
  }

  /// The root's reaction to the detail's action works for the detail, not the editor the detail
  /// opened.
  @Test func theRootsWorkOnThatActionStaysTheDetails() {
    let purpose = EffectPurpose(routed: detail, mounted: editor)
    #expect(purpose.child(forEffectAt: root) == detail)
  }

  /// A root that pushes a screen on another screen's action: the mount is not below the screen
  /// the action was routed to, which keeps the work.
  @Test func aMountBesideTheRoutedChildLeavesTheWorkWithIt() {
    let purpose = EffectPurpose(routed: detail, mounted: sheet)
    #expect(purpose.child(forEffectAt: root) == detail)
  }

  @Test func nothingMountedKeepsTheRoutedChild() {
    #expect(EffectPurpose(routed: detail, mounted: nil).child(forEffectAt: root) == detail)
    #expect(EffectPurpose(routed: nil, mounted: nil).child(forEffectAt: root) == nil)
  }

  @Test func anActionThatShowsTwoChildrenNamesNone() {
    let trace = RouteTrace()
    trace.mounted(sheet)
    #expect(trace.mountedChild == sheet)
    trace.mounted(detail)
    #expect(trace.mountedChild == nil)
  }
}

private func place(_ line: UInt) -> NavigationID {
  NavigationID(element: Int(line), at: .source(fileID: #fileID, line: line))
}
