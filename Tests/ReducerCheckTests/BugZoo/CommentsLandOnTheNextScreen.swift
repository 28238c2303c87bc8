import Generators
import ReducerCheck
import ReducerCore
import Testing

/// Bug: an album list pushes a comments screen and, in the same action, loads its comments,
/// cancellable under the album's id (not the screen's); popping does not cancel the load, and
/// the comments land on whichever comments screen is on top by then: one pushed after the pop.
/// With `cancelsOnPop` (the fix), a pop cancels the load.
struct CommentsLandOnTheNextScreen: Reducer, ActionGenerating {
  struct Comments: Reducer, ActionGenerating {
    struct State: Equatable, Sendable {
      var album: Int
      var comments: [String] = []
    }
    enum Action: Equatable, Sendable { case likeTapped }
    var body: some ReducerOf<Self> { EmptyReducer() }
    static func actions(for state: State) -> Gen<Action> { .always(.likeTapped) }
  }
  struct State: Equatable, Sendable {
    var path = StackState<Comments.State>()
  }
  enum Action: Equatable, Sendable {
    case albumTapped(Int)
    case commentsLoaded([String])
    case path(StackActionOf<Comments>)
  }
  struct LoadID: Hashable, Sendable { var album: Int }
  var cancelsOnPop = false
  @Dependency(\.albumComments) var albumComments
  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case let .albumTapped(album):
        state.path.append(Comments.State(album: album))
        return .run { [albumComments] send in await send(.commentsLoaded(try await albumComments(album))) }
          .cancellable(id: LoadID(album: album))
      case let .commentsLoaded(comments):
        // Into the screen on top.
        if let top = state.path.ids.last { state.path[id: top]?.comments = comments }
        return .none
      case let .path(.popFrom(id)):
        guard cancelsOnPop, let album = state.path[id: id]?.album else { return .none }
        return .cancel(id: LoadID(album: album))
      case .path:
        return .none
      }
    }
    .forEach(\.path, action: Action.path) { Comments() }
  }
  static func actions(for state: State) -> Gen<Action> { Gen.int(in: 1...3).map(Action.albumTapped) }
}

private enum AlbumCommentsKey: DependencyKey {
  static let liveValue: @Sendable (Int) async throws -> [String] = { ["nice \($0)"] }
}

extension DependencyValues {
  var albumComments: @Sendable (Int) async throws -> [String] {
    get { self[AlbumCommentsKey.self] }
    set { self[AlbumCommentsKey.self] = newValue }
  }
}

extension BugZoo {
  @Test func commentsOfAPoppedScreenLandOnTheScreenPushedAfterIt() async {
    let result = await expectBug(
      in: CommentsLandOnTheNextScreen(), from: CommentsLandOnTheNextScreen.State(),
      invariant: "effects cancelled on dismiss", minimalSteps: 4
    ) {
      $0.endpoint(\.albumComments, named: "comments") { album in .always(["nice \(album)"]) }
    }
    let report = flattened(result?.failure?.report)
    #expect(report.contains("which wrote into a screen of path pushed after it"), "\(report)")
  }
}

extension FalsePositives {
  @Test func aLoadCancelledWhenItsScreenPops() async {
    await expectNoFailure(
      in: CommentsLandOnTheNextScreen(cancelsOnPop: true), from: CommentsLandOnTheNextScreen.State()
    ) {
      $0.endpoint(\.albumComments, named: "comments") { album in .always(["nice \(album)"]) }
    }
  }
}
