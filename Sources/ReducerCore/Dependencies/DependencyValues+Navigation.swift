private enum StackElementIDGeneratorKey: DependencyKey {
  static let liveValue: StackElementIDGenerator? = nil
  static let testValue: StackElementIDGenerator? = nil
}

extension DependencyValues {
  /// Where in the feature tree the running code is; set by `ifLet` and `forEach`.
  @usableFromInline package var navigationIDPath: NavigationIDPath {
    get { storedNavigationIDPath }
    set { storedNavigationIDPath = newValue }
  }

  /// The generator new stack elements take their ids from: the store's inside a store.
  ///
  /// Outside a store, each `StackState` numbers its own elements from 0.
  public var stackElementID: StackElementIDGenerator? {
    get { self[StackElementIDGeneratorKey.self] }
    set { self[StackElementIDGeneratorKey.self] = newValue }
  }
}
