import Generators
import ReducerCheck
import ReducerCore

@testable import ExampleFeatures

extension CheckConfiguration where Feature == InventoryFeature {
  /// What a user does in the inventory: add, open and delete items, fill the form, open the
  /// detail, tap the alert's buttons.
  mutating func useInventoryGenerators() {
    actions(for: InventoryFeature.self) { state in
      let ids = state.items.map(\.id)
      return ids.isEmpty
        ? .always(.addButtonTapped)
        : .oneOf(
          .always(.addButtonTapped),
          Gen.element(of: ids).map { .itemTapped(id: $0) },
          Gen.element(of: ids).map { .deleteButtonTapped(id: $0) })
    }
    actions(for: ItemFormFeature.self) { _ in
      .oneOf(
        Gen.string(of: "ab", count: 0...3).map(ItemFormFeature.Action.nameChanged),
        Gen.int(in: 0...3).map(ItemFormFeature.Action.quantityChanged),
        .always(.saveButtonTapped),
        .always(.cancelButtonTapped))
    }
    actions(for: ItemDetailFeature.self) { _ in
      .oneOf(.always(.onAppear), .always(.editButtonTapped))
    }
    // The alert lives in the destination enum with no scope of its own: say what its buttons do.
    actions(for: InventoryFeature.Destination.self) { state in
      guard case let .alert(alert) = state else { return nil }
      return Gen.element(of: alert.buttons.compactMap(\.action)).map { .alert($0) }
    }
  }
}
