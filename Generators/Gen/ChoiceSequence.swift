/// Every choice a generator made for one value, in order: replaying the same choices gives the
/// same value, and smaller choices give simpler values, so a failing case is shrunk by
/// shrinking its choices.
///
/// ```swift
/// var source = ChoiceSource(seed: 7)
/// let value = try Gen.int(in: 0...100).generate(from: &source)
/// let again = try Gen.int(in: 0...100).generate(from: ChoiceSequence(source.recorded))
/// // value == again
/// ```
public struct ChoiceSequence: Hashable, Sendable, CustomStringConvertible {
  public var choices: [UInt64]

  public init(_ choices: [UInt64] = []) { self.choices = choices }

  /// `[3, 0, 17]`.
  public var description: String { "[\(choices.map(String.init).joined(separator: ", "))]" }
}

/// Where a generator's choices come from: a seeded random stream, or a recorded sequence being
/// replayed. Either way every choice is recorded.
public struct ChoiceSource: Sendable {
  private enum Mode: Sendable {
    case random(SplitMix64)
    case replay([UInt64], position: Int)
  }

  private var mode: Mode
  /// The choices made so far.
  public private(set) var recorded: [UInt64] = []
  /// How many choices a replay asked for beyond the recorded ones (answered with 0).
  public private(set) var overrun = 0
  /// The most choices one value may take; beyond it generation stops with an error.
  public var limit = 100_000

  /// Whether the choices come from a recorded sequence rather than a random stream.
  public var isReplaying: Bool {
    if case .replay = mode { return true }
    return false
  }

  /// Random choices from `seed`.
  public init(seed: UInt64) { self.mode = .random(SplitMix64(seed: seed)) }

  /// Random choices from a generator.
  public init(random: SplitMix64) { self.mode = .random(random) }

  /// The choices of `sequence`, then zeros.
  public init(replaying sequence: ChoiceSequence) {
    self.mode = .replay(sequence.choices, position: 0)
  }

  /// Records `value` in place of the last choice made: for a caller that drew a choice and then
  /// decided, from what the choice stands for, to take another (shrinking that keeps a step's
  /// meaning when earlier steps are deleted). Replaying the recorded choices then takes it.
  public mutating func replaceLastChoice(with value: UInt64) {
    guard !recorded.isEmpty else { return }
    recorded[recorded.count - 1] = value
  }

  /// Records `values` in place of the last `count` choices made: for a caller that found,
  /// by generating again from other choices, the value it wanted (shrinking that keeps a
  /// step's action when a generator's list moved). Replaying the recorded choices then makes it.
  public mutating func replaceLastChoices(_ count: Int, with values: [UInt64]) {
    recorded.removeLast(min(count, recorded.count))
    recorded.append(contentsOf: values)
  }

  /// A choice in `0...bound`; 0 is the simplest.
  public mutating func choose(upTo bound: UInt64) throws -> UInt64 {
    guard recorded.count < limit else { throw GenerationError.tooManyChoices(limit) }
    let value: UInt64
    switch mode {
    case var .random(random):
      value = random.next(upTo: bound)
      mode = .random(random)
    case let .replay(choices, position):
      if position < choices.count {
        value = min(choices[position], bound)
      } else {
        value = 0
        overrun += 1
      }
      mode = .replay(choices, position: position + 1)
    }
    recorded.append(value)
    return value
  }
}

/// Why a generator could not produce a value.
public enum GenerationError: Error, Equatable, CustomStringConvertible {
  /// `oneOf` or `element(of:)` was given nothing to choose from.
  case nothingToChooseFrom(String)
  /// A `filter` rejected every candidate it tried.
  case filterRejectedEverything(String, attempts: Int)
  /// One value took more choices than allowed: a generator that recurses without end.
  case tooManyChoices(Int)

  public var description: String {
    switch self {
    case let .nothingToChooseFrom(what):
      return "\(what) has nothing to choose from. Give it at least one generator or element."
    case let .filterRejectedEverything(what, attempts):
      return """
        \(what) rejected all \(attempts) candidates it tried. Generate valid values directly \
        instead of filtering most of them away.
        """
    case let .tooManyChoices(limit):
      return """
        Generating one value took more than \(limit) choices. A generator probably recurses \
        without a base case, or an array has no upper bound.
        """
    }
  }
}
