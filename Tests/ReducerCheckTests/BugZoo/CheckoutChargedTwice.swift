import Generators
import ReducerCheck
import ReducerCore
import Testing

struct ChargeRequest: Equatable, Sendable { var cartID: Int; var cents: Int }
struct Receipt: Equatable, Sendable { var cartID: Int; var cents: Int }

struct PaymentsClient: Sendable {
  var charge: @Sendable (ChargeRequest) async throws -> Receipt
}
private enum PaymentsClientKey: DependencyKey {
  static let liveValue = PaymentsClient(charge: { Receipt(cartID: $0.cartID, cents: $0.cents) })
  static let testValue = PaymentsClient(charge: unimplemented("PaymentsClient.charge"))
}
extension DependencyValues {
  var payments: PaymentsClient {
    get { self[PaymentsClientKey.self] }
    set { self[PaymentsClientKey.self] = newValue }
  }
}

/// A checkout. Bug: "Pay" marks the cart as paying only once its effect has started
/// (`.paymentStarted`), so a second tap that lands before the first effect runs passes the
/// guard and both effects charge the cart. `bugFixed` sets `isPaying` in `payTapped` itself.
struct Checkout: Reducer {
  struct State: Equatable, Sendable {
    var cartID = 1
    var items: [Int] = []  // prices in cents
    var isPaying = false
    var charges: [Receipt] = []  // every charge the server confirmed
    var failed = false
    var total: Int { items.reduce(0, +) }
  }
  enum Action: Equatable, Sendable {
    case addItem(Int), removeLastItem, payTapped, paymentStarted
    case paid(Receipt), paymentFailed, newOrderTapped
  }
  @Dependency(\.payments) var payments
  var bugFixed = false
  init(bugFixed: Bool = false) { self.bugFixed = bugFixed }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case let .addItem(price):
        guard !state.isPaying else { return .none }
        state.items.append(price); return .none
      case .removeLastItem:
        guard !state.isPaying, !state.items.isEmpty else { return .none }
        state.items.removeLast(); return .none
      case .payTapped:
        guard !state.isPaying, !state.items.isEmpty,
          !state.charges.contains(where: { $0.cartID == state.cartID })
        else { return .none }
        if bugFixed { state.isPaying = true }
        let request = ChargeRequest(cartID: state.cartID, cents: state.total)
        return .run { [payments] send in
          await send(.paymentStarted)  // BUG: the flag is set only once the effect starts
          await send(.paid(try await payments.charge(request)))
        } catch: { _, send in
          await send(.paymentFailed)
        }
      case .paymentStarted:
        state.isPaying = true; state.failed = false; return .none
      case let .paid(receipt):
        state.isPaying = false; state.charges.append(receipt); return .none
      case .paymentFailed:
        state.isPaying = false; state.failed = true; return .none
      case .newOrderTapped:
        guard !state.isPaying else { return .none }
        state.cartID += 1; state.items = []; state.failed = false; return .none
      }
    }
  }
}

struct PaymentDeclined: Error {}

extension CheckConfiguration where Feature == Checkout {
  /// What a user does, what the endpoints answer, and what must hold: shared by the bug and its
  /// correct twin.
  mutating func useCheckoutGenerators() {
    actions(for: Checkout.self) { state in
      var gens: [Gen<Checkout.Action>] = [
        Gen.element(of: [250, 499, 1299]).map { .addItem($0) }, .always(.removeLastItem),
      ]
      let paid = state.charges.contains { $0.cartID == state.cartID }
      if !state.items.isEmpty && !state.isPaying && !paid { gens.append(.always(.payTapped)) }
      if paid { gens.append(.always(.newOrderTapped)) }
      return .oneOf(gens)
    }
    endpoint(\.payments.charge, named: "charge", failures: .always(PaymentDeclined())) {
      request in .always(Receipt(cartID: request.cartID, cents: request.cents))
    }
    invariant("at most one charge per cart") { state in
      Dictionary(grouping: state.charges, by: \.cartID).values.allSatisfy { $0.count <= 1 }
    }
  }
}

extension BugZoo {
  /// Written by a helper who had not read the exploration code, to measure it on a bug it was
  /// not tuned to.
  @Test func twoPayTapsBeforeTheEffectStartsChargeTwice() async {
    await expectBug(
      in: Checkout(), from: Checkout.State(), invariant: "at most one charge per cart", minimalSteps: 5
    ) {
      $0.useCheckoutGenerators()
    }
  }

  /// The correct twin stays green.
  @Test func twoPayTapsBeforeTheEffectStartsChargeTwiceFixedPasses() async {
    await expectNoFailure(
      in: Checkout(bugFixed: true), from: Checkout.State(), seeds: Array(bugZooSeeds.prefix(3))
    ) {
      $0.useCheckoutGenerators()
    }
  }
}
