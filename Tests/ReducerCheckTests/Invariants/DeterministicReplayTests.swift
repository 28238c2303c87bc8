import Foundation
import Generators
import ReducerCore
import Synchronization
import Testing

@testable import ReducerCheck

/// "deterministic replay" reduces every action twice and replays a sample of whole sequences;
/// a difference the whole replay does not repeat is not a failure.
@Suite struct DeterministicReplayTests {
  /// Correct: ids come from a client of the app's own that counts, read in the reducer. The
  /// second reduction reads the next id (a difference); the whole replay counts the same way.
  struct Tickets: Reducer, ActionGenerating {
    struct State: Equatable, Sendable { var tickets: [Int] = [] }
    enum Action: Equatable, Sendable {
      case issueTapped
      case clearTapped
    }
    @Dependency(\.ticketNumbers) var ticketNumbers
    var body: some ReducerOf<Self> {
      Reduce { state, action in
        switch action {
        case .issueTapped: state.tickets.append(ticketNumbers.next())
        case .clearTapped: state.tickets = []
        }
        return .none
      }
    }
    static func actions(for state: State) -> Gen<Action> {
      .oneOf(.always(.clearTapped), .always(.issueTapped))
    }
  }

  /// Correct: RandomInReducer's cards dealt through the random number dependency.
  struct Dealer: Reducer, ActionGenerating {
    struct State: Equatable, Sendable { var hand: [Int] = [] }
    enum Action: Equatable, Sendable {
      case dealTapped
      case foldTapped
    }
    @Dependency(\.withRandomNumberGenerator) var withRandomNumberGenerator
    var body: some ReducerOf<Self> {
      Reduce { state, action in
        switch action {
        case .dealTapped:
          state.hand.append(withRandomNumberGenerator { Int.random(in: 1...1_000, using: &$0) })
        case .foldTapped: state.hand = []
        }
        return .none
      }
    }
    static func actions(for state: State) -> Gen<Action> {
      .oneOf(.always(.foldTapped), .always(.dealTapped))
    }
  }

  @Test func randomNumbersFromTheDependencyAreNotReported() async {
    for seed: UInt64 in 1...5 {
      let result = await check(Dealer(), from: Dealer.State()) {
        $0.seed = seed
        $0.regressionFile = nil
      }
      #expect(result.failure == nil, "seed \(seed): \(result.failure?.report ?? "")")
    }
  }

  @Test func aCountingDependencyOfTheAppsOwnIsNotReported() async {
    for seed: UInt64 in 1...5 {
      let result = await check(Tickets(), from: Tickets.State()) {
        $0.seed = seed
        $0.regressionFile = nil
        $0.dependencies { $0.ticketNumbers = TicketNumbers() }
      }
      #expect(result.failure == nil, "seed \(seed): \(result.failure?.report ?? "")")
    }
  }

  @Test func anEffectThatReadsTheDateIsFoundWhenEverySequenceIsReplayed() async {
    // DateReadInAnEffect's bug shows only in a whole replay (its reducer is deterministic).
    for seed: UInt64 in 1...3 {
      let result = await check(DateReadInAnEffect(), from: DateReadInAnEffect.State()) {
        $0.seed = seed
        $0.regressionFile = nil
        $0.reportsIssues = false
        $0.exploration.sampling = 1
      }
      #expect(result.failure?.invariant == "deterministic replay", "seed \(seed)")
    }
  }

  @Test func datesThatPrintAlikeAreShownInFull() {
    struct Stamp { var title = "x"; var savedAt: Date; var ratio = 0.5 }
    let first = Stamp(savedAt: Date(timeIntervalSinceReferenceDate: 100.0001))
    var second = Stamp(savedAt: Date(timeIntervalSinceReferenceDate: 100.0002))
    second.ratio = 0.5000001
    #expect(
      differencesBelowTheDump(first, second) == [
        "savedAt: 100.0001 vs 100.0002 seconds since 2001", "ratio: 0.5 vs 0.5000001",
      ])
    #expect(differencesBelowTheDump(first, first).isEmpty)
  }

  @Test func aReplayThatDiffersOnlyBelowTheDumpSaysWhere() async {
    let result = await check(DateReadInAnEffect(), from: DateReadInAnEffect.State()) {
      $0.seed = 1
      $0.regressionFile = nil
      $0.reportsIssues = false
      $0.exploration.sampling = 1
    }
    let report = result.failure?.report ?? ""
    // Two reads of the clock a moment apart: in full, or (across a millisecond) in the diff.
    #expect(
      report.contains("refreshedAt: ") && report.contains(" seconds since 2001")
        || report.contains("(-: first run, +: replay)"), "\(report)")
  }

  @Test func oneGeneratedSequenceInFourIsReplayedWholeByDefault() {
    let exploration = Exploration()
    #expect((1...9).filter { exploration.replaysWhole($0) } == [1, 5, 9])
    var everyOne = Exploration()
    everyOne.sampling = 1
    #expect((1...4).allSatisfy { everyOne.replaysWhole($0) })
  }
}

/// Ticket numbers counting up, each client with its own count.
final class TicketNumbers: Sendable {
  private let count = Mutex(0)
  func next() -> Int {
    count.withLock { value in
      defer { value += 1 }
      return value
    }
  }
}

private enum TicketNumbersKey: DependencyKey {
  static var liveValue: TicketNumbers { TicketNumbers() }
  static var testValue: TicketNumbers { TicketNumbers() }
}

extension DependencyValues {
  var ticketNumbers: TicketNumbers {
    get { self[TicketNumbersKey.self] }
    set { self[TicketNumbersKey.self] = newValue }
  }
}
