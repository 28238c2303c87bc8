// swift-format-ignore-file
// The tests the bug zoo's reports print for work that outlived its screen and wrote into the
// next one at its place (see ZooReproductions.swift for how these files are kept).
import Foundation
import ReducerCheck
import Testing

func commentsLandOnTheNextScreenBreaksEffectsCancelledOnDismiss() async throws {
  let clock = TestClock()
  let endpoints = EndpointCalls()
  let store = TestStore(initialState: CommentsLandOnTheNextScreen.State()) {
    CommentsLandOnTheNextScreen()
  } withDependencies: {
    $0.continuousClock = clock
    $0[keyPath: \.albumComments] = endpoints.endpoint(named: "comments")
  }
  store.exhaustivity = .off
  await store.send(.albumTapped(1))
  await store.send(.path(.popFrom(id: 0)))
  await store.send(.albumTapped(1))
  let handled = store.handledActions.count
  await endpoints.answerUnlessCancelled(call: 1, with: ["nice 1"])
  // Sent by E1 "comments" after its child went away (see the report). Cancelled with
  // the child, or kept out of the path shown after it, it changes no path.
  let lateAction: CommentsLandOnTheNextScreen.Action = .commentsLoaded(["nice 1"])
  #expect(
    !store.handledActions.dropFirst(handled).contains {
      $0.action == lateAction && $0.before.path != $0.after.path
    },
    "effects cancelled on dismiss")
}

func loadStartedWithItsSheetLandsInTheNextBreaksEffectsCancelledOnDismiss() async throws {
  let clock = TestClock()
  let endpoints = EndpointCalls()
  let store = TestStore(initialState: LoadStartedWithItsSheetLandsInTheNext.State()) {
    LoadStartedWithItsSheetLandsInTheNext()
  } withDependencies: {
    $0.continuousClock = clock
    $0[keyPath: \.sheetText] = endpoints.endpoint(named: "sheet text")
  }
  store.exhaustivity = .off
  await store.send(.rowTapped(1))
  await store.send(.sheet(.dismiss))
  await store.send(.rowTapped(1))
  let handled = store.handledActions.count
  await endpoints.answerUnlessCancelled(call: 1, with: "text 1")
  // Sent by E1 "sheet text" after its child went away (see the report). Cancelled with
  // the child, or kept out of the sheet shown after it, it changes no sheet.
  let lateAction: LoadStartedWithItsSheetLandsInTheNext.Action = .textLoaded("text 1")
  #expect(
    !store.handledActions.dropFirst(handled).contains {
      $0.action == lateAction && $0.before.sheet != $0.after.sheet
    },
    "effects cancelled on dismiss")
}

func countdownWritesIntoTheNextAlertBreaksEffectsCancelledOnDismiss() async throws {
  let clock = TestClock()
  let store = TestStore(initialState: CountdownWritesIntoTheNextAlert.State()) {
    CountdownWritesIntoTheNextAlert()
  } withDependencies: {
    $0.continuousClock = clock
  }
  store.exhaustivity = .off
  await store.send(.idleTimedOut)
  await store.send(.alert(.presented(.staySignedIn)))
  await store.send(.idleTimedOut)
  let handled = store.handledActions.count
  await clock.advance(by: .seconds(1))
  // Sent by E1 after its child went away (see the report). Cancelled with
  // the child, or kept out of the alert shown after it, it changes no alert;
  // other work sends it once here.
  let lateAction: CountdownWritesIntoTheNextAlert.Action = .tick
  #expect(
    store.handledActions.dropFirst(handled).filter {
      $0.action == lateAction && $0.before.alert != $0.after.alert
    }.count <= 1,
    "effects cancelled on dismiss")
}

func renderLandsInThePreviewBreaksEffectsCancelledOnDismiss() async throws {
  let clock = TestClock()
  let endpoints = EndpointCalls()
  let store = TestStore(initialState: RenderLandsInThePreview.State()) {
    RenderLandsInThePreview()
  } withDependencies: {
    $0.continuousClock = clock
    $0[keyPath: \.renderFilter] = endpoints.endpoint(named: "render")
  }
  store.exhaustivity = .off
  await store.send(.editTapped(1))
  await store.send(.destination(.presented(.edit(.applyFilterTapped))))
  await store.send(.destination(.presented(.edit(.cancelTapped))))
  let handled = store.handledActions.count
  await endpoints.answerUnlessCancelled(call: 1, with: "sepia 1")
  // Sent by E1 "render" after its child went away (see the report). Cancelled with
  // the child, or kept out of the destination shown after it, it changes no destination.
  let lateAction: RenderLandsInThePreview.Action = .rendered("sepia 1")
  #expect(
    !store.handledActions.dropFirst(handled).contains {
      $0.action == lateAction && $0.before.destination != $0.after.destination
    },
    "effects cancelled on dismiss")
}

func loadLandsInTheNextSheetBreaksEffectsCancelledOnDismiss() async throws {
  let clock = TestClock()
  let endpoints = EndpointCalls()
  let store = TestStore(initialState: LoadLandsInTheNextSheet.State()) {
    LoadLandsInTheNextSheet()
  } withDependencies: {
    $0.continuousClock = clock
    $0[keyPath: \.rowBody] = endpoints.endpoint(named: "row body")
  }
  store.exhaustivity = .off
  await store.send(.rowTapped(1))
  await store.send(.detail(.presented(.onAppear)))
  await store.send(.detail(.dismiss))
  await store.send(.rowTapped(1))
  let handled = store.handledActions.count
  await endpoints.answerUnlessCancelled(call: 1, with: "body 1")
  // Sent by E1 "row body" after its child went away (see the report). Cancelled with
  // the child, or kept out of the detail shown after it, it changes no detail.
  let lateAction: LoadLandsInTheNextSheet.Action = .bodyLoaded("body 1")
  #expect(
    !store.handledActions.dropFirst(handled).contains {
      $0.action == lateAction && $0.before.detail != $0.after.detail
    },
    "effects cancelled on dismiss")
}

func saveStampLandsInTheNextEditorBreaksEffectsCancelledOnDismiss() async throws {
  let clock = TestClock()
  let endpoints = EndpointCalls()
  let store = TestStore(initialState: SaveStampLandsInTheNextEditor.State()) {
    SaveStampLandsInTheNextEditor()
  } withDependencies: {
    $0.continuousClock = clock
    $0[keyPath: \.saveNote] = endpoints.endpoint(named: "save note")
  }
  store.exhaustivity = .off
  await store.send(.noteTapped(1))
  await store.send(.editor(.presented(.saveTapped)))
  await store.send(.noteTapped(1))
  let handled = store.handledActions.count
  await endpoints.answerUnlessCancelled(call: 1, with: "saved 1")
  // Sent by E1 "save note" after its child went away (see the report). Cancelled with
  // the child, or kept out of the editor shown after it, it changes no editor.
  let lateAction: SaveStampLandsInTheNextEditor.Action = .saved(note: 1, stamp: "saved 1")
  #expect(
    !store.handledActions.dropFirst(handled).contains {
      $0.action == lateAction && $0.before.editor != $0.after.editor
    },
    "effects cancelled on dismiss")
}

func shareStatusLandsInTheNextSheetBreaksEffectsCancelledOnDismiss() async throws {
  let clock = TestClock()
  let endpoints = EndpointCalls()
  let store = TestStore(initialState: ShareStatusLandsInTheNextSheet.State()) {
    ShareStatusLandsInTheNextSheet()
  } withDependencies: {
    $0.continuousClock = clock
    $0[keyPath: \.shareItem] = endpoints.endpoint(named: "share")
  }
  store.exhaustivity = .off
  await store.send(.shareButtonTapped(1))
  await store.send(.share(.presented(.shareTapped)))
  await store.send(.share(.dismiss))
  await store.send(.shareButtonTapped(1))
  let handled = store.handledActions.count
  await endpoints.answerUnlessCancelled(call: 1, with: "shared 1")
  // Sent by E1 "share" after its child went away (see the report). Cancelled with
  // the child, or kept out of the share shown after it, it changes no share.
  let lateAction: ShareStatusLandsInTheNextSheet.Action = .shared("shared 1")
  #expect(
    !store.handledActions.dropFirst(handled).contains {
      $0.action == lateAction && $0.before.share != $0.after.share
    },
    "effects cancelled on dismiss")
}
