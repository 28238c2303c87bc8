import Foundation
import ReducerCheck
import ReducerCore
import Synchronization
import Testing

@testable import ExampleFeatures

@Suite struct InventoryFeatureTests {
  let id0 = UUID(uuidString: "00000000-0000-0000-0000-000000000000")!

  @Test func addItem() async {
    let store = TestStore(initialState: InventoryFeature.State()) { InventoryFeature() }
    let id0 = self.id0
    await store.send(.addButtonTapped) {
      $0.destination = .addItem(ItemFormFeature.State(item: Item(id: id0)))
    }
    await store.send(.destination(.presented(.addItem(.nameChanged("Hat"))))) {
      $0.destination = .addItem(ItemFormFeature.State(item: Item(id: id0, name: "Hat")))
    }
    await store.send(.destination(.presented(.addItem(.saveButtonTapped)))) {
      $0.items = [Item(id: id0, name: "Hat")]
      $0.destination = nil
    }
  }

  @Test func cancelAddingDismissesTheForm() async {
    let store = TestStore(initialState: InventoryFeature.State()) { InventoryFeature() }
    let id0 = self.id0
    await store.send(.addButtonTapped) {
      $0.destination = .addItem(ItemFormFeature.State(item: Item(id: id0)))
    }
    await store.send(.destination(.presented(.addItem(.cancelButtonTapped))))
    await store.receive(.destination(.dismiss)) { $0.destination = nil }
  }

  @Test func detailLoadsStockThenSwitchesToEditAndSaves() async {
    let clock = TestClock()
    let saved = Mutex<[Item]>([])
    let hat = Item(id: id0, name: "Hat", quantity: 3)
    let store = TestStore(initialState: InventoryFeature.State(items: [hat])) {
      InventoryFeature()
    } withDependencies: {
      $0.continuousClock = clock
      $0.database.save = { item in saved.withLock { $0.append(item) } }
    }
    await store.send(.itemTapped(id: hat.id)) {
      $0.destination = .detailItem(ItemDetailFeature.State(item: hat))
    }
    await store.send(.destination(.presented(.detailItem(.onAppear))))
    await clock.advance(by: .seconds(1))
    await store.receive(.destination(.presented(.detailItem(.stockLoaded(3))))) {
      $0.destination = .detailItem(ItemDetailFeature.State(item: hat, stock: 3))
    }
    await store.send(.destination(.presented(.detailItem(.editButtonTapped)))) {
      $0.destination = .editItem(ItemFormFeature.State(item: hat))
    }
    await store.send(.destination(.presented(.editItem(.quantityChanged(5))))) {
      $0.destination = .editItem(ItemFormFeature.State(item: Item(id: hat.id, name: "Hat", quantity: 5)))
    }
    await store.send(.destination(.presented(.editItem(.saveButtonTapped)))) {
      $0.destination = nil
      $0.items[id: hat.id]?.quantity = 5
    }
    await store.finish()
    #expect(saved.withLock { $0 } == [Item(id: hat.id, name: "Hat", quantity: 5)])
  }

  @Test func leavingTheDetailCancelsTheStockRequest() async {
    let clock = TestClock()
    let hat = Item(id: id0, name: "Hat", quantity: 3)
    let store = TestStore(initialState: InventoryFeature.State(items: [hat])) {
      InventoryFeature()
    } withDependencies: {
      $0.continuousClock = clock
    }
    await store.send(.itemTapped(id: hat.id)) {
      $0.destination = .detailItem(ItemDetailFeature.State(item: hat))
    }
    await store.send(.destination(.presented(.detailItem(.onAppear))))
    await store.send(.destination(.dismiss)) { $0.destination = nil }
    await clock.advance(by: .seconds(5))
  }

  @Test func deleteThroughTheAlert() async {
    let hat = Item(id: id0, name: "Hat")
    let store = TestStore(initialState: InventoryFeature.State(items: [hat])) { InventoryFeature() }
    await store.send(.deleteButtonTapped(id: hat.id)) {
      $0.destination = .alert(
        AlertState(
          title: "Delete Hat?",
          buttons: [
            ButtonState(role: .destructive, action: .confirmDeletion(id: hat.id), label: "Delete"),
            ButtonState(role: .cancel, label: "Cancel"),
          ]))
    }
    await store.send(.destination(.presented(.alert(.confirmDeletion(id: hat.id))))) {
      $0.items = []
      $0.destination = nil
    }
  }
}
