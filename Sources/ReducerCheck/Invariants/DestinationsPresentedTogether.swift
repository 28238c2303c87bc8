/// The places in `state` that present more than one destination at once, as the built-in
/// "at most one destination presented" invariant finds them: empty while it holds.
///
/// A report's printed test ends with it where the place cannot be written as Swift (behind an
/// existential, inside a set):
///
/// ```swift
/// #expect(destinationsPresentedTogether(in: store.state).isEmpty, "at most one destination presented")
/// ```
///
/// For a state whose `settings` and `profile` sheets are both presented it returns
/// `["state presents \"settings\" and \"profile\""]`, which the failed expectation prints.
public func destinationsPresentedTogether(in state: some Any) -> [String] {
  NavigationInspection.inspect(state).presentations.map(presentedTogether)
}

/// `state.settings presents "alert" and "sheet"`.
func presentedTogether(_ place: String, _ fields: [String]) -> String {
  "\(place) presents \(fields.map { "\"\($0)\"" }.joined(separator: " and "))"
}
