/// Asks the parent of the running feature to dismiss it; read it with `@Dependency(\.dismiss)`.
///
/// ```swift
/// case .closeTapped:
///   return .run { _ in await self.dismiss() }
/// ```
///
/// The parent receives an ordinary `.dismiss` (or `.popFrom(id:)` in a stack), reads the child
/// one last time, and removing it cancels all the child's effects, the calling one included.
/// With nothing to dismiss it reports a runtime warning and does nothing.
public struct DismissEffect: Sendable {
  private let dismiss: (@Sendable (_ fileID: String, _ line: UInt) async -> Void)?

  package init(_ dismiss: (@Sendable (_ fileID: String, _ line: UInt) async -> Void)?) {
    self.dismiss = dismiss
  }

  /// A dismiss effect that runs `dismiss`, for tests of a feature that dismisses itself at
  /// the root of its store:
  ///
  /// ```swift
  /// let dismissed = LockIsolated(false)
  /// let store = TestStore(initialState: Editor.State()) { Editor() } withDependencies: {
  ///   $0.dismiss = DismissEffect { dismissed.setValue(true) }
  /// }
  /// ```
  public init(_ dismiss: @escaping @Sendable () async -> Void) {
    self.dismiss = { _, _ in await dismiss() }
  }

  /// Whether a parent is there to dismiss the feature.
  package var isAvailable: Bool { dismiss != nil }

  /// Dismisses the feature that is running.
  public func callAsFunction(fileID: StaticString = #fileID, line: UInt = #line) async {
    guard let dismiss else {
      RuntimeWarnings.report(
        """
        A reducer requested dismissal at "\(fileID):\(line)", but couldn't be dismissed: it is \
        not presented by an "ifLet" or "forEach". Either the feature runs at the root of its \
        store, or the effect that called dismiss() was created outside the child. Check \
        @Dependency(\\.isPresented) before calling dismiss() in a feature that can also run at \
        the root.
        """,
        fileID: fileID,
        line: line
      )
      return
    }
    await dismiss("\(fileID)", line)
  }
}

extension DependencyValues {
  /// Dismisses the presented feature that reads it. See ``DismissEffect``.
  public var dismiss: DismissEffect {
    get { storedDismiss }
    set { storedDismiss = newValue }
  }

  /// `true` exactly when ``dismiss`` can dismiss the running feature.
  public var isPresented: Bool { dismiss.isAvailable }
}
