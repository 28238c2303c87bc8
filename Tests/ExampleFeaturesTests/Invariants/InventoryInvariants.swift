import ReducerCheck
import Testing

@testable import ExampleFeatures

@Suite struct InventoryInvariants {
  @Test func navigation() async {
    await check(InventoryFeature(), from: InventoryFeature.State()) {
      $0.useInventoryGenerators()
      $0.invariant("item ids are unique") { state in
        Set(state.items.map(\.id)).count == state.items.count
      }
    }
  }
}
