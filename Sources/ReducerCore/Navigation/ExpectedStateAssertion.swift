/// Whether code runs inside a test store's assertion closure, the closure that turns the state
/// before an action into the state the test expects after it.
///
/// There, `$0.path[id: n] = element` for an id the stack does not hold yet inserts the element
/// with that id, TCA's idiom for asserting a push; anywhere else it is a runtime warning.
package enum ExpectedStateAssertion {
  @TaskLocal package static var isRunning = false
}
