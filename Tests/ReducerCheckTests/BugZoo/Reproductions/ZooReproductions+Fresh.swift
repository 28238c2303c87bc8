// swift-format-ignore-file
// The tests the bug zoo's reports print for the entries a helper wrote fresh, to measure
// exploration on bugs it was not tuned to (see ZooReproductions.swift for how these files are kept).
import Foundation
import ReducerCheck
import Testing

func notesListBreaksAnArchivedNoteIsNotListed() async throws {
  let clock = TestClock()
  let store = TestStore(initialState: NotesList.State()) {
    NotesList()
  } withDependencies: {
    $0.continuousClock = clock
  }
  store.exhaustivity = .off
  await store.send(.editTapped(1))
  await store.send(.edit(.presented(.pinToggled)))
  await store.send(.archiveTapped(1))
  await store.send(.edit(.presented(.saveTapped)))
  let holds: (NotesList.State) throws -> Bool = { state in
    Set(state.notes.ids).isDisjoint(with: Set(state.archived.ids))
  }
  #expect(try holds(store.state), "an archived note is not listed")
}

func inboxBreaksARowShowsTheUserSLastChoice() async throws {
  let clock = TestClock()
  let endpoints = EndpointCalls()
  let store = TestStore(initialState: Inbox.State()) {
    Inbox()
  } withDependencies: {
    $0.continuousClock = clock
    $0[keyPath: \.inbox.setRead] = endpoints.endpoint(named: "set read")
  }
  store.exhaustivity = .off
  await store.send(.markReadTapped(1))
  await clock.advance(by: .milliseconds(500))
  await store.send(.undoTapped)
  await endpoints.answerUnlessCancelled(call: 1, with: true)
  #expect(
    try modelHolds(initial: [Int: Bool](), over: store.handledActions) {
      choice, before, action, after in
      switch action {
      case let .markReadTapped(id): if let row = after.messages[id: id] { choice[id] = row.isRead }
      case .undoTapped: if let id = before.undoable { choice[id] = false }
      default: break
      }
    } holds: { choice, state in
      state.messages.allSatisfy { choice[$0.id] == nil || choice[$0.id] == $0.isRead }
    }, "a row shows the user's last choice")
}

func profileBreaksTheSessionBelongsToTheCurrentServer() async throws {
  let clock = TestClock()
  let store = TestStore(initialState: Profile.State()) {
    Profile()
  } withDependencies: {
    $0.continuousClock = clock
  }
  store.exhaustivity = .off
  await store.send(.settingsTapped)
  await store.send(.destination(.presented(.settings(.versionTapped))))
  await store.send(.destination(.presented(.settings(.versionTapped))))
  await store.send(.destination(.presented(.settings(.versionTapped))))
  await store.send(.destination(.presented(.settings(.advancedTapped))))
  await store.send(.destination(.presented(.advanced(.serverPicked(.staging)))))
  let holds: (Profile.State) throws -> Bool = { state in
    state.session == nil || state.session?.server == state.server
  }
  #expect(try holds(store.state), "the session belongs to the current server")
}

func checkoutBreaksAtMostOneChargePerCart() async throws {
  let clock = TestClock()
  let endpoints = EndpointCalls()
  let store = TestStore(initialState: Checkout.State()) {
    Checkout()
  } withDependencies: {
    $0.continuousClock = clock
    $0[keyPath: \.payments.charge] = endpoints.endpoint(named: "charge")
  }
  store.exhaustivity = .off
  await store.send(.addItem(250))
  await store.sendLeavingEffectsWaiting(.payTapped)
  await store.send(.payTapped)
  await endpoints.answerUnlessCancelled(call: 1, with: Receipt(cartID: 1, cents: 250))
  await endpoints.answerUnlessCancelled(call: 2, with: Receipt(cartID: 1, cents: 250))
  let holds: (Checkout.State) throws -> Bool = { state in
    Dictionary(grouping: state.charges, by: \.cartID).values.allSatisfy { $0.count <= 1 }
  }
  #expect(try holds(store.state), "at most one charge per cart")
}
