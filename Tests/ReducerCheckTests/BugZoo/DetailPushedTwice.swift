import Generators
import ReducerCheck
import ReducerCore
import Testing

/// Bug: a refactor left half done. A contact row now tells the list `.delegate(.open)` when it
/// is tapped, and the list pushes the contact's detail on it; but the list still also pushes
/// the detail on the tap itself, so one tap stacks the same detail twice. With `pushesOnce`
/// (the fix), only the delegate message pushes. A deep link that pushes the list's detail and
/// then its notes (two screens at once) is not a bug.
struct DetailPushedTwice: Reducer, ActionGenerating {
  struct Row: Reducer, ActionGenerating {
    struct State: Equatable, Sendable, Identifiable {
      var id: Int
    }
    enum Action: Equatable, Sendable {
      case tapped
      case delegate(Delegate)
      enum Delegate: Equatable, Sendable { case open }
    }
    var body: some ReducerOf<Self> {
      Reduce { _, action in
        switch action {
        case .tapped: .send(.delegate(.open))
        case .delegate: .none
        }
      }
    }
    static func actions(for state: State) -> Gen<Action> { .always(.tapped) }
  }
  enum Screen: Equatable, Sendable {
    case detail(contact: Int)
    case notes(contact: Int)
  }
  struct Path: Reducer {
    typealias State = Screen
    enum Action: Equatable, Sendable { case noop }
    var body: some ReducerOf<Self> { EmptyReducer() }
  }
  struct State: Equatable, Sendable {
    var rows: IdentifiedArrayOf<Row.State> = [Row.State(id: 1), Row.State(id: 2)]
    var path = StackState<Screen>()
  }
  enum Action: Equatable, Sendable {
    case row(IdentifiedActionOf<Row>)
    case deepLinkToNotes(Int)
    case path(StackActionOf<Path>)
  }
  var pushesOnce = false
  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case let .row(.element(id, .tapped)):
        // The old way, left in by the refactor.
        if !pushesOnce { state.path.append(.detail(contact: id)) }
        return .none
      case let .row(.element(id, .delegate(.open))):
        state.path.append(.detail(contact: id))
        return .none
      case let .deepLinkToNotes(contact):
        state.path.append(.detail(contact: contact))
        state.path.append(.notes(contact: contact))
        return .none
      case .row, .path:
        return .none
      }
    }
    .forEach(\.rows, action: Action.row) { Row() }
    .forEach(\.path, action: Action.path) { Path() }
  }
  static func actions(for state: State) -> Gen<Action> {
    .oneOf(Gen.int(in: 1...2).map(Action.deepLinkToNotes))
  }
}

extension BugZoo {
  @Test func oneTapPushesTheSameDetailTwice() async {
    let result = await expectBug(
      in: DetailPushedTwice(), from: DetailPushedTwice.State(),
      invariant: "no screen pushed twice at once", minimalSteps: 1)
    let report = flattened(result?.failure?.report)
    #expect(report.contains("state.path gained #0 and #1 in this step, the same screen twice"), "\(report)")
  }
}

extension FalsePositives {
  /// A deep link pushes two screens at once, and two taps push the same detail twice: neither
  /// breaks "no screen pushed twice at once".
  @Test func aDeepLinkAndTwoTapsPushWhatTheyShould() async {
    await expectNoFailure(in: DetailPushedTwice(pushesOnce: true), from: DetailPushedTwice.State())
  }
}
