import Foundation
import Generators
import ReducerCheck
import ReducerCore

@testable import ExampleFeatures

extension Contact {
  /// The contacts a soak starts with; their ids never collide with the ones `uuid()` counts out.
  static let soakSamples = [
    Contact(id: UUID(uuidString: "C0000000-0000-0000-0000-000000000001")!, name: "Blob"),
    Contact(id: UUID(uuidString: "C0000000-0000-0000-0000-000000000002")!, name: "Blob Jr"),
  ]
}

extension CheckConfiguration where Feature == ContactsFeature {
  /// Add and delete contacts from the list, fill the add-contact sheet, open a contact's detail
  /// (rows are navigation links) and delete it from there; tap the alerts' buttons.
  mutating func useContactsGenerators() {
    actions(for: ContactsFeature.self) { state in
      let ids = state.contacts.ids
      return ids.isEmpty
        ? .always(.addButtonTapped)
        : .oneOf(.always(.addButtonTapped), Gen.element(of: ids).map { .deleteButtonTapped(id: $0) })
    }
    actions(for: AddContactFeature.self) { _ in
      .oneOf(
        Gen.string(of: "ab", count: 0...3).map(AddContactFeature.Action.setName),
        .always(.saveButtonTapped),
        .always(.cancelButtonTapped))
    }
    actions(for: ContactDetailFeature.self) { _ in .always(.deleteButtonTapped) }
    // The list's alert lives in the destination enum with no scope: say what its buttons do.
    // (The detail's alert has its own ifLet; the checker taps its buttons by itself.)
    actions(for: ContactsFeature.Destination.self) { state in
      guard case let .alert(alert) = state else { return nil }
      return Gen.element(of: alert.buttons.compactMap(\.action)).map { .alert($0) }
    }
    // A row is a navigation link to the contact's detail: the checker pushes one, as the link
    // does (for the first added contact too, whose id `uuid()` counts out first).
    let linked =
      Contact.soakSamples + [Contact(id: UUID(uuidString: "00000000-0000-0000-0000-000000000000")!, name: "")]
    states(
      for: ContactDetailFeature.self, Gen.element(of: linked).map { ContactDetailFeature.State(contact: $0) })
  }
}
