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
    #expect(purpose.servedChild(forEffectAt: root) == (sheet, true))
  }

  @Test func aDetailThatOpensItsEditorStartsItsWorkForTheEditor() {
    let purpose = EffectPurpose(routed: detail, mounted: editor)
    #expect(purpose.servedChild(forEffectAt: detail) == (editor, true))
  }

  /// The root's reaction to the detail's action works for the detail, not the editor the detail
  /// opened.
  @Test func theRootsWorkOnThatActionStaysTheDetails() {
    let purpose = EffectPurpose(routed: detail, mounted: editor)
    #expect(purpose.servedChild(forEffectAt: root) == (detail, false))
  }

  /// A root that pushes a screen on another screen's action: the mount is not below the screen
  /// the action was routed to, which keeps the work.
  @Test func aMountBesideTheRoutedChildLeavesTheWorkWithIt() {
    let purpose = EffectPurpose(routed: detail, mounted: sheet)
    #expect(purpose.servedChild(forEffectAt: root) == (detail, false))
  }

  @Test func nothingMountedKeepsTheRoutedChild() {
    #expect(EffectPurpose(routed: detail, mounted: nil).servedChild(forEffectAt: root) == (detail, false))
    #expect(EffectPurpose(routed: nil, mounted: nil).servedChild(forEffectAt: root) == (nil, false))
  }

  /// Work started on an action that such work sent keeps the mark: it is as often the
  /// parent's own (a session timer's logout).
  @Test func anActionAMountedChildsEffectSentKeepsTheMark() {
    #expect(EffectPurpose(routed: sheet, routedByMount: true).servedChild(forEffectAt: root) == (sheet, true))
  }

  /// A stack element made before the action (in the initial state, or pushed earlier by a
  /// feature above) is not one the action showed.
  @Test func aStackElementMadeBeforeTheActionIsNotMounted() {
    let trace = RouteTrace(firstNewStackID: 5)
    RouteTrace.$current.withValue(trace) {
      recordMountedChild(sheet, stackID: 4)
    }
    #expect(trace.mountedChild == nil)
    RouteTrace.$current.withValue(trace) {
      recordMountedChild(sheet, stackID: 5)
    }
    #expect(trace.mountedChild == sheet)
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
