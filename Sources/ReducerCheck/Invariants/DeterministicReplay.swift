import StateDump

/// The name of ``Invariant/deterministicReplay``, which reports and shrinking treat apart.
let deterministicReplayName = "deterministic replay"

extension Invariant where State: Equatable {
  /// The same choices give the same states: catches `Date()`, `UUID()` and randomness inside
  /// reducers. Judged once a sequence passed, by performing its steps again on a fresh store.
  public static var deterministicReplay: Self {
    Self(name: deterministicReplayName, isBuiltin: true) {
      Judge(replay: { first, replay in
        for (index, (one, two)) in zip(first, replay).enumerated() where one != two {
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
