import Generators
import ReducerCheck
import ReducerCore
import Testing

/// Bug: a gallery renders a filter for its `.edit` destination, cancellable under an id built
/// from the photo's id, and Cancel switches the destination to `.preview` of the same photo
/// without cancelling the render: the render lands in the preview (another destination at the
/// same place, though the photo id is the same). With `cancelsRender` (the fix), Cancel cancels.
struct RenderLandsInThePreview: Reducer, ActionGenerating {
  struct Photo: Equatable, Sendable, Identifiable {
    var id: Int
    var filter: String?
  }
  struct Edit: Reducer, ActionGenerating {
    typealias State = Photo
    enum Action: Equatable, Sendable {
      case applyFilterTapped
      case cancelTapped
    }
    var body: some ReducerOf<Self> { EmptyReducer() }
    static func actions(for state: State) -> Gen<Action> {
      .oneOf(.always(.applyFilterTapped), .always(.cancelTapped))
    }
  }
  struct Preview: Reducer {
    typealias State = Photo
    enum Action: Equatable, Sendable { case noop }
    var body: some ReducerOf<Self> { EmptyReducer() }
  }
  struct Destination: Reducer {
    enum State: Equatable, Sendable {
      case edit(Photo)
      case preview(Photo)
    }
    enum Action: Equatable, Sendable {
      case edit(Edit.Action)
      case preview(Preview.Action)
    }
    var body: some ReducerOf<Self> {
      Scope(state: State.edit, action: Action.edit) { Edit() }
      Scope(state: State.preview, action: Action.preview) { Preview() }
    }
  }
  struct State: Equatable, Sendable {
    @PresentationState var destination: Destination.State?
  }
  enum Action: Equatable, Sendable {
    case editTapped(Int)
    case rendered(String)
    case destination(PresentationAction<Destination.Action>)
  }
  struct RenderID: Hashable, Sendable { var photo: Int }
  var cancelsRender = false
  @Dependency(\.renderFilter) var renderFilter
  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case let .editTapped(id):
        state.destination = .edit(Photo(id: id))
        return .none
      case .destination(.presented(.edit(.applyFilterTapped))):
        guard case let .edit(photo) = state.destination else { return .none }
        return .run { [renderFilter] send in await send(.rendered(try await renderFilter(photo.id))) }
          .cancellable(id: RenderID(photo: photo.id))
      case .destination(.presented(.edit(.cancelTapped))):
        guard case let .edit(photo) = state.destination else { return .none }
        state.destination = .preview(photo)
        return cancelsRender ? .cancel(id: RenderID(photo: photo.id)) : .none
      case let .rendered(filter):
        // Writes into whichever photo is shown.
        switch state.destination {
        case var .edit(photo):
          photo.filter = filter
          state.destination = .edit(photo)
        case var .preview(photo):
          photo.filter = filter
          state.destination = .preview(photo)
        case nil:
          break
        }
        return .none
      case .destination(.dismiss):
        // Closing the editor cancels the render; Cancel, which shows the preview, forgets to.
        guard case let .edit(photo) = state.destination else { return .none }
        return .cancel(id: RenderID(photo: photo.id))
      case .destination:
        return .none
      }
    }
    .ifLet(\.$destination, action: Action.destination) { Destination() }
  }
  static func actions(for state: State) -> Gen<Action> { Gen.int(in: 1...3).map(Action.editTapped) }
}

private enum RenderFilterKey: DependencyKey {
  static let liveValue: @Sendable (Int) async throws -> String = { "sepia \($0)" }
}

extension DependencyValues {
  var renderFilter: @Sendable (Int) async throws -> String {
    get { self[RenderFilterKey.self] }
    set { self[RenderFilterKey.self] = newValue }
  }
}

extension BugZoo {
  @Test func aRenderForTheEditorLandsInThePreviewThatReplacedIt() async {
    let result = await expectBug(
      in: RenderLandsInThePreview(), from: RenderLandsInThePreview.State(),
      invariant: "effects cancelled on dismiss", minimalSteps: 4
    ) {
      $0.endpoint(\.renderFilter, named: "render") { id in .always("sepia \(id)") }
    }
    let report = flattened(result?.failure?.report)
    #expect(report.contains("which wrote into the destination shown after it"), "\(report)")
  }
}

extension FalsePositives {
  @Test func aRenderCancelledWhenTheEditorCloses() async {
    await expectNoFailure(
      in: RenderLandsInThePreview(cancelsRender: true), from: RenderLandsInThePreview.State()
    ) {
      $0.endpoint(\.renderFilter, named: "render") { id in .always("sepia \(id)") }
    }
  }
}
