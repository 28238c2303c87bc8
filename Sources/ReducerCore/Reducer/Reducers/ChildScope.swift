/// Runs `operation` as the child at `path`: its effects are tagged with the path, so they can
/// be cancelled together when the child goes away, and `dismiss` reaches the child's parent.
///
/// - Parameter dismissible: Whether the child can dismiss itself (presented children and stack
///   elements); other children keep the `dismiss` of their parent.
package func runAsChild<Result>(
  at path: NavigationIDPath, dismissible: Bool, operation: () -> Result
) -> Result {
  withDependencies {
    $0.navigationIDPath = path
    if dismissible {
      $0.dismiss = DismissEffect { _, _ in
        guard !Task.isCancelled else { return }
        EffectContext.runtime?.requestDismiss(at: path)
      }
    }
  } operation: {
    operation()
  }
}

/// What a running effect can ask of the store that runs it.
package protocol EffectRuntime: Sendable {
  /// Asks the parent of the child at `path` to dismiss it. Returns whether a parent listened.
  @discardableResult
  func requestDismiss(at path: NavigationIDPath) -> Bool
}

/// The store an effect runs in, installed around every effect it starts.
package enum EffectContext {
  @TaskLocal package static var runtime: (any EffectRuntime)?
}
