import Generators
import ReducerCore
import StateDump

/// Action and state generators registered in a check's configuration, by feature type; they
/// take precedence over `ActionGenerating` and `StateGenerating` conformances.
///
/// Registering suits test targets: a conformance written there for a type imported with
/// `@testable import` must spell its witness `public`, a registration need not.
struct GeneratorRegistry {
  private var actions: [ObjectIdentifier: (Any) -> Gen<Any>?] = [:]
  private var toolbars: [ObjectIdentifier: (Any) -> Gen<Any>?] = [:]
  private var states: [ObjectIdentifier: Gen<Any>] = [:]
  /// The names of the features whose actions were registered, in order, for coverage.
  private(set) var actionFeatures: [String] = []

  mutating func register<R: Reducer>(_ type: R.Type, actions: @escaping (R.State) -> Gen<R.Action>?) {
    if !actionFeatures.contains(typeName(type)) { actionFeatures.append(typeName(type)) }
    self.actions[ObjectIdentifier(type)] = { state in
      (state as? R.State).flatMap { actions($0) }.map { $0.map { $0 as Any } }
    }
  }

  mutating func register<R: Reducer>(_ type: R.Type, toolbar: @escaping (R.State) -> Gen<R.Action>?) {
    toolbars[ObjectIdentifier(type)] = { state in
      (state as? R.State).flatMap { toolbar($0) }.map { $0.map { $0 as Any } }
    }
  }

  mutating func register<R: Reducer>(_ type: R.Type, states: Gen<R.State>) {
    self.states[ObjectIdentifier(type)] = states.map { $0 as Any }
  }

  /// The actions of `reducer` in `state`: registered, else from its conformance.
  func actions(of reducer: any Reducer, state: Any) -> Gen<Any>? {
    if let registered = actions[ObjectIdentifier(type(of: reducer))] { return registered(state) }
    return ownActions(of: reducer, state: state)
  }

  /// The actions of `reducer` in `state` that the screen it presents shows (see
  /// `CheckConfiguration.toolbar(for:_:)`).
  func toolbar(of reducer: any Reducer, state: Any) -> Gen<Any>? {
    toolbars.isEmpty ? nil : toolbars[ObjectIdentifier(type(of: reducer))]?(state)
  }

  /// States to push for `reducer`: registered, else from its conformance.
  func states(of reducer: any Reducer) -> Gen<Any>? {
    states[ObjectIdentifier(type(of: reducer))] ?? pushableStates(of: reducer)
  }
}

extension CheckConfiguration {
  /// Says what a user can do on `feature`'s screen, instead of an `ActionGenerating`
  /// conformance; return `nil` for a state with nothing to do.
  ///
  /// ```swift
  /// $0.actions(for: PokemonDetailFeature.self) { _ in
  ///   .oneOf(.always(.onAppear), .always(.closeTapped))
  /// }
  /// // Alert buttons in a destination enum, which has no scope to derive them from:
  /// $0.actions(for: InventoryFeature.Destination.self) { state in
  ///   guard case let .alert(alert) = state else { return nil }
  ///   return Gen.element(of: alert.buttons.compactMap(\.action)).map { .alert($0) }
  /// }
  /// ```
  public mutating func actions<R: Reducer>(
    for feature: R.Type, _ actions: @escaping (R.State) -> Gen<R.Action>?
  ) {
    generators.register(feature, actions: actions)
  }

  /// Says what a user can do with buttons that the screen `feature` presents or pushes shows
  /// but `feature` handles (a sheet's Save and Cancel in a toolbar, as in TCA's Standups app; a
  /// stack's "back to screen" overlay): they are offered while that screen is the top-most, as
  /// its own actions are, where the actions of a covered screen never are. Return `nil` for a
  /// state with none.
  ///
  /// ```swift
  /// $0.toolbar(for: StandupsListFeature.self) { state in
  ///   guard case .add = state.destination else { return nil }
  ///   return .oneOf(.always(.confirmAddStandupButtonTapped), .always(.dismissAddStandupButtonTapped))
  /// }
  /// ```
  public mutating func toolbar<R: Reducer>(
    for feature: R.Type, _ actions: @escaping (R.State) -> Gen<R.Action>?
  ) {
    generators.register(feature, toolbar: actions)
  }

  /// Says which screens the checker may push onto a stack of `feature`, instead of a
  /// `StateGenerating` conformance.
  public mutating func states<R: Reducer>(for feature: R.Type, _ states: Gen<R.State>) {
    generators.register(feature, states: states)
  }
}
