import Foundation
import Generators
import ReducerCheck
import ReducerCore

@testable import ExampleFeatures

extension NestedFeature.State {
  /// The root a soak starts from; its id never collides with the ones `uuid()` counts out.
  static let soakRoot = Self(id: UUID(uuidString: "0E570000-0000-0000-0000-000000000001")!, name: "Root")
}

extension CheckConfiguration where Feature == NestedFeature {
  /// On any node's screen: add a row, rename the node, delete a row. Opening a row shows the
  /// same screen for it, so its actions route through `rows`.
  mutating func useNestedGenerators() {
    actions(for: NestedFeature.self) { state in
      var options: [Gen<NestedFeature.Action>] = [
        .always(.addRowButtonTapped),
        Gen.string(of: "ab", count: 0...2).map(NestedFeature.Action.nameTextFieldChanged),
      ]
      if !state.rows.isEmpty {
        options.append(Gen.int(in: 0..<state.rows.count).map { .onDelete(IndexSet(integer: $0)) })
      }
      return .oneOf(options)
    }
  }
}
