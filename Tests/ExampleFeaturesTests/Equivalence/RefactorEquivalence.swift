import Foundation
import Generators
import ReducerCheck
import ReducerCore
import Testing

@testable import ExampleFeatures

/// The example features' two refactors, each checked in lockstep against the version it
/// replaces: `swift test --filter Equivalence`.
@Suite struct RefactorEquivalence {
  /// Three `@PresentationState` optionals become one destination enum. The old state is
  /// compared in the new one's shape (`SettingsFeature.State(old:)`), so a difference reads in
  /// the new feature's terms. (The README's example.)
  @Test func oneDestinationBehavesLikeThreeOptionals() async {
    await checkEquivalence(
      old: SettingsWithOptionals(), from: SettingsWithOptionals.State(),
      new: SettingsFeature(), from: SettingsFeature.State(),
      comparing: SettingsFeature.State.init(old:), { $0 },  // the old state, in the new shape
      steps: .old(mapping: SettingsFeature.Action.init(old:))  // the old side's steps, carried over
    ) {
      $0.old.useSettingsGenerators()  // each side: its generators, endpoints, dependencies
      $0.new.useSettingsGenerators()
    }
  }

  /// A sheet becomes a stack screen. The mapping reads the new feature's state for the id of
  /// the screen that took the sheet's place.
  @Test func aSheetBecomesAStackScreen() async {
    await checkEquivalence(
      old: NotesWithSheet(), from: NotesWithSheet.State(),
      new: NotesFeature(), from: NotesFeature.State(),
      comparing: \.shown, \.shown,
      steps: .old(mapping: NotesFeature.Action.init(old:in:))
    ) {
      $0.old.actions(for: NotesWithSheet.self) { state in
        Gen.element(of: state.notes.map(\.id)).map { .noteTapped(id: $0) }
      }
      $0.old.actions(for: NoteEditor.self) { _ in
        .oneOf(.always(.saveTapped), Gen.element(of: ["", "Eggs"]).map { .draftChanged($0) })
      }
    }
  }
}

// MARK: Settings: three optionals → one destination

extension CheckConfiguration where Feature == SettingsWithOptionals {
  mutating func useSettingsGenerators() {
    actions(for: SettingsWithOptionals.self) { _ in
      .oneOf(.always(.accountTapped), .always(.themeTapped), .always(.aboutTapped))
    }
    useSettingsSheets()
  }
}

extension CheckConfiguration where Feature == SettingsFeature {
  mutating func useSettingsGenerators() {
    actions(for: SettingsFeature.self) { _ in
      .oneOf(.always(.accountTapped), .always(.themeTapped), .always(.aboutTapped))
    }
    useSettingsSheets()
  }
}

extension CheckConfiguration {
  /// What a user can do on the settings sheets, in either version (both have the same
  /// sheets); the account's name is a controlled endpoint on both, under one name.
  mutating func useSettingsSheets() {
    actions(for: AccountSheet.self) { _ in .always(.onAppear) }
    actions(for: ThemeSheet.self) { _ in Gen.element(of: ["light", "dark"]).map { .picked($0) } }
    actions(for: AboutSheet.self) { _ in .always(.closeTapped) }
    endpoint(\.settingsClient.accountName, named: "account name", answers: .always("Ada"))
  }
}

extension SettingsFeature.State {
  /// The old three optionals read as the new destination: the projection of an "optionals →
  /// enum" refactor.
  init(old: SettingsWithOptionals.State) {
    self.init(theme: old.theme)
    if let account = old.account {
      destination = .account(account)
    } else if let picker = old.themePicker {
      destination = .themePicker(picker)
    } else if let about = old.about {
      destination = .about(about)
    }
  }
}

extension SettingsFeature.Action {
  /// Each old action as the new feature receives it: a sheet's actions go through the one
  /// destination, and closing any sheet closes the destination.
  init?(old: SettingsWithOptionals.Action) {
    switch old {
    case .accountTapped: self = .accountTapped
    case .themeTapped: self = .themeTapped
    case .aboutTapped: self = .aboutTapped
    case .account(.dismiss), .themePicker(.dismiss), .about(.dismiss): self = .destination(.dismiss)
    case let .account(.presented(action)): self = .destination(.presented(.account(action)))
    case let .themePicker(.presented(action)): self = .destination(.presented(.themePicker(action)))
    case let .about(.presented(action)): self = .destination(.presented(.about(action)))
    }
  }
}

// MARK: Notes: a sheet → a stack screen

/// What both notes screens show: the notes, and the editor on top, if any.
struct NotesShown: Equatable {
  var notes: IdentifiedArrayOf<Note>
  var editor: NoteEditor.State?
}

extension NotesWithSheet.State {
  var shown: NotesShown { NotesShown(notes: notes, editor: editor) }
}

extension NotesFeature.State {
  var shown: NotesShown { NotesShown(notes: notes, editor: path.last) }
}

extension NotesFeature.Action {
  /// The editor sheet's actions go to the stack screen on top; closing the sheet pops it.
  init?(old: NotesWithSheet.Action, in new: NotesFeature.State) {
    switch old {
    case let .noteTapped(id): self = .noteTapped(id: id)
    case let .editor(.presented(action)):
      guard let id = new.path.ids.last else { return nil }
      self = .path(.element(id: id, action: action))
    case .editor(.dismiss):
      guard let id = new.path.ids.last else { return nil }
      self = .path(.popFrom(id: id))
    }
  }
}
