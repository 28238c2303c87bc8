import Generators
import ReducerCheck
import ReducerCore
import Testing

/// A list whose "undo" brings back the last item deleted, even after another was deleted in
/// between: a deleted item reappears, which only a memory of past deletions can tell.
struct UndoableList: Reducer, ActionGenerating {
  struct State: Equatable, Sendable {
    var items = [1, 2, 3]
    var lastDeleted: Int?
  }
  enum Action: Equatable, Sendable {
    case delete(Int)
    case undo
  }
  let undoRestoresOnlyTheLastDeletion: Bool
  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case let .delete(item):
        guard state.items.contains(item) else { return .none }
        state.items.removeAll { $0 == item }
        state.lastDeleted = item
      case .undo:
        if let item = state.lastDeleted { state.items.append(item) }
        if undoRestoresOnlyTheLastDeletion { state.lastDeleted = nil }
      }
      return .none
    }
  }
  static func actions(for state: State) -> Gen<Action> {
    .oneOf(Gen.int(in: 1...3).map(Action.delete), .always(.undo))
  }
}

@Suite struct ModelInvariantTests {
  /// The model: how many times each item was deleted and undone. An item is in the list exactly
  /// when it was undone as often as it was deleted.
  func configure(_ configuration: inout CheckConfiguration<UndoableList>) {
    configuration.seed = 11
    configuration.regressionFile = nil
    configuration.invariant("an item is shown once, and only while not deleted", model: [Int: Int]()) {
      deletions, before, action, after in
      for item in Set(before.items).subtracting(after.items) { deletions[item, default: 0] += 1 }
      for item in after.items
      where before.items.filter({ $0 == item }).count < after.items.filter({ $0 == item }).count {
        deletions[item, default: 0] -= 1
      }
    } holds: { deletions, state in
      [1, 2, 3].allSatisfy { item in
        state.items.filter { $0 == item }.count == ((deletions[item] ?? 0) == 0 ? 1 : 0)
      }
    }
  }

  @Test func findsWhatOnlyTheHistoryTells() async {
    var result: CheckResult?
    _ = await capturingIssues {
      result = await check(UndoableList(undoRestoresOnlyTheLastDeletion: false), from: .init()) {
        configure(&$0)
      }
    }
    #expect(result?.failure?.invariant == "an item is shown once, and only while not deleted")
    #expect(result?.failure?.steps == 3, "delete, undo, undo: \(result?.failure?.report ?? "")")
    let words = flattened(result?.failure?.report)
    #expect(words.contains("The model and the state disagree after this action: Action: .undo"), "\(words)")
  }

  @Test func passesWhenTheFeatureMatchesTheModel() async {
    var result: CheckResult?
    _ = await capturingIssues {
      result = await check(UndoableList(undoRestoresOnlyTheLastDeletion: true), from: .init()) {
        configure(&$0)
      }
    }
    #expect(result?.failure == nil, "\(result?.failure?.report ?? "")")
  }

  @Test func aModelThatDisagreesAtTheStartIsReportedAtStepZero() async {
    var result: CheckResult?
    _ = await capturingIssues {
      result = await check(UndoableList(undoRestoresOnlyTheLastDeletion: true), from: .init()) {
        $0.seed = 11
        $0.regressionFile = nil
        $0.invariant("the model counts the items", model: 0) { count, _, _, after in
          count = after.items.count
        } holds: { count, state in
          count == state.items.count
        }
      }
    }
    #expect(result?.failure?.invariant == "the model counts the items")
    #expect(result?.failure?.steps == 0)
    let words = flattened(result?.failure?.report)
    #expect(words.contains("The model's initial value and the initial state disagree."), "\(words)")
  }
}
