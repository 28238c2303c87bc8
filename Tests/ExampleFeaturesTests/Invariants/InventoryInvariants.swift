import Generators
import ReducerCheck
import ReducerCore
import Testing

@testable import ExampleFeatures

@Suite struct InventoryInvariants {
  @Test func navigation() async {
    await check(InventoryFeature(), from: InventoryFeature.State()) {
      $0.actions(for: InventoryFeature.self) { state in
        let ids = state.items.map(\.id)
        return ids.isEmpty
          ? .always(.addButtonTapped)
          : .oneOf(
            .always(.addButtonTapped),
            Gen.element(of: ids).map { .itemTapped(id: $0) },
            Gen.element(of: ids).map { .deleteButtonTapped(id: $0) })
      }
      $0.actions(for: ItemFormFeature.self) { _ in
        .oneOf(
          Gen.string(of: "ab", count: 0...3).map(ItemFormFeature.Action.nameChanged),
          Gen.int(in: 0...3).map(ItemFormFeature.Action.quantityChanged),
          .always(.saveButtonTapped),
          .always(.cancelButtonTapped))
      }
      $0.actions(for: ItemDetailFeature.self) { _ in
        .oneOf(.always(.onAppear), .always(.editButtonTapped))
      }
      // The alert lives in the destination enum with no scope of its own: say what its buttons do.
      $0.actions(for: InventoryFeature.Destination.self) { state in
        guard case let .alert(alert) = state else { return nil }
        return Gen.element(of: alert.buttons.compactMap(\.action)).map { .alert($0) }
      }
      $0.invariant("item ids are unique") { state in
        Set(state.items.map(\.id)).count == state.items.count
      }
    }
  }
}
