import Generators
import ReducerCheck
import ReducerCore
import Testing

/// Bug: the checkout sheet shows a wrong total, but only once four items are in the cart.
struct FiveStepBug: Reducer, ActionGenerating {
  struct Checkout: Reducer {
    struct State: Equatable, Sendable {
      var items: Int
      var total: Int
    }
    enum Action: Equatable, Sendable { case confirm }
    var body: some ReducerOf<Self> { EmptyReducer() }
  }
  struct State: Equatable, Sendable {
    var items = 0
    @PresentationState var checkout: Checkout.State?
  }
  enum Action: Equatable, Sendable {
    case addItem
    case removeItem
    case checkoutTapped
    case checkout(PresentationAction<Checkout.Action>)
  }
  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .addItem: state.items += 1
      case .removeItem: state.items = max(0, state.items - 1)
      case .checkoutTapped:
        // A discount rule gone wrong: from four items on, the total drops one item.
        state.checkout = Checkout.State(
          items: state.items, total: state.items >= 4 ? state.items - 1 : state.items)
      case .checkout: break
      }
      return .none
    }
    .ifLet(\.$checkout, action: Action.checkout) { Checkout() }
  }
  static func actions(for state: State) -> Gen<Action> {
    .oneOf(.always(.addItem), .always(.removeItem), .always(.checkoutTapped))
  }
}

extension BugZoo {
  @Test func bugThatNeedsFiveSteps() async {
    let result = await expectBug(
      in: FiveStepBug(), from: FiveStepBug.State(), invariant: "checkout total matches the cart",
      minimalSteps: 5
    ) {
      $0.invariant("checkout total matches the cart") { state in
        state.checkout.map { $0.total == $0.items } ?? true
      }
    }
    #expect(result?.failure?.originalSteps ?? 0 >= 5)
  }
}
