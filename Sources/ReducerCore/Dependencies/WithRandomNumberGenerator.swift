import Synchronization

/// Random numbers for a reducer; read it with `@Dependency(\.withRandomNumberGenerator)`
/// instead of calling `Int.random(in:)` or `shuffle()`, so tests and checks get the same numbers
/// on every run.
///
/// ```swift
/// case .shuffleTapped:
///   withRandomNumberGenerator { generator in
///     state.cards.shuffle(using: &generator)
///   }
/// ```
///
/// In tests it is seeded with 0 (each store's from the start): the same sequence every run.
public struct WithRandomNumberGenerator: Sendable {
  private let generator: SharedGenerator
  /// The state of a seeded generator, which the checker can move back and forth to run a
  /// reducer a second time on a copy of the state with the same numbers.
  package var seeded: SeededRandomNumbers? { generator.seeded }

  /// Numbers from `generator`, shared by every reducer that reads this dependency.
  public init(_ generator: some RandomNumberGenerator & Sendable) {
    self.generator = SharedGenerator(generator)
  }

  /// Runs `work` with the generator.
  public func callAsFunction<Result>(
    _ work: (inout any RandomNumberGenerator & Sendable) throws -> Result
  ) rethrows -> Result {
    try generator.use(work)
  }

  /// A fresh generator seeded with `seed`: the same numbers for the same seed.
  public static func seeded(_ seed: UInt64) -> Self { Self(SeededRandomNumbers(seed: seed)) }
}

/// The generator behind a ``WithRandomNumberGenerator``, behind a lock.
private final class SharedGenerator: Sendable {
  /// The generator when it is the seeded one (a class: the one the lock holds).
  let seeded: SeededRandomNumbers?
  private let lock: Mutex<any RandomNumberGenerator & Sendable>

  init(_ generator: some RandomNumberGenerator & Sendable) {
    seeded = generator as? SeededRandomNumbers
    lock = Mutex(generator)
  }

  func use<Result>(_ work: (inout any RandomNumberGenerator & Sendable) throws -> Result) rethrows -> Result {
    try lock.withLock { try work(&$0) }
  }
}

/// A seeded generator (SplitMix64): its whole state is one number, ``position``. A class, so
/// the generator a reducer advances is the one the checker rewinds.
package final class SeededRandomNumbers: RandomNumberGenerator, Sendable {
  private let state: Mutex<UInt64>

  init(seed: UInt64) { state = Mutex(seed) }

  /// Where the generator is; set it to make the same numbers again.
  package var position: UInt64 {
    get { state.withLock { $0 } }
    set { state.withLock { $0 = newValue } }
  }

  package func next() -> UInt64 {
    var z = state.withLock { value in
      value &+= 0x9E37_79B9_7F4A_7C15
      return value
    }
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
}

private enum WithRandomNumberGeneratorKey: DependencyKey {
  static var liveValue: WithRandomNumberGenerator { WithRandomNumberGenerator(SystemRandomNumberGenerator()) }
  static var testValue: WithRandomNumberGenerator { .seeded(0) }
}

extension DependencyValues {
  /// Random numbers: the system's in an app, seeded in tests.
  public var withRandomNumberGenerator: WithRandomNumberGenerator {
    get { self[WithRandomNumberGeneratorKey.self] }
    set { self[WithRandomNumberGeneratorKey.self] = newValue }
  }
}
