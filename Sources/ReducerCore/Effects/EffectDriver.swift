/// What runs the effects of the store an effect belongs to, when that store drives its own
/// executor (a `TestStore`): code that wakes an effect from outside the store, such as a test
/// answering an endpoint call, calls it so the woken effect runs before the test goes on.
package enum EffectDriver {
  @TaskLocal package static var current: (@Sendable () -> Void)?
}
