import StateDump

extension Invariant where State: Equatable {
  /// The same choices give the same states: catches `Date()`, `UUID()` and randomness inside
  /// reducers. Judged once a sequence passed, by performing its steps again on a fresh store.
  /// The printed test runs its steps twice and compares the final states.
  public static var deterministicReplay: Self {
    Self(
      name: "deterministic replay", isBuiltin: true, printedTestEnding: .twoRunsAgree, verdictsRepeat: false
    ) {
      Judge(replay: { first, replay in
        // By index: `zip(…).enumerated()` over generic states runs unspecialised iterators.
        for index in 0..<min(first.count, replay.count) where first[index] != replay[index] {
          let (one, two) = (first[index], replay[index])
          return (
            index,
            """
            The same steps gave another state the second time:

            \(indent(stateDiff(one, two) ?? ""))

            (-: first run, +: replay). A reducer reads something that changes between runs: \
            Date(), UUID(), a random number, or a global. Read it from a dependency instead \
            (@Dependency(\\.date), @Dependency(\\.uuid)).
            """
          )
        }
        return nil
      })
    }
  }
}
