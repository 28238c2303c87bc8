import ReducerCheck
import ReducerCore
import Testing

@testable import ExampleFeatures

@Suite struct InventorySnapshots {
  @Test func addItem() async {
    let store = TestStore(initialState: InventoryFeature.State()) { InventoryFeature() }
    store.exhaustivity = .off
    await store.send(.addButtonTapped)
    await store.send(.destination(.presented(.addItem(.nameChanged("Hat")))))
    expectSnapshot(of: store.state, named: "form-filled")
    await store.send(.destination(.presented(.addItem(.saveButtonTapped))))
    expectSnapshot(of: store.state, named: "saved")
  }

  @Test func trace() async {
    await expectTraceSnapshot(of: InventoryFeature(), from: InventoryFeature.State()) {
      $0.useInventoryGenerators()
    }
  }

  @Test func navigationMap() async {
    await expectNavigationMap(of: InventoryFeature(), from: InventoryFeature.State()) {
      $0.useInventoryGenerators()
    }
  }
}
