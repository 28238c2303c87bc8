import Generators
import ReducerCheck
import ReducerCore
import Testing

/// A book's sheet and an author's sheet, first as two `@PresentationState` optionals: tapping a
/// book presents its sheet and loads its text under a cancel id of the parent's; the book's
/// "author" button replaces the book with its author and cancels the load.
struct LibraryWithOptionals: Reducer, ActionGenerating {
  struct Book: Reducer, ActionGenerating {
    struct State: Equatable, Sendable {
      var id: Int
      var text: String?
    }
    enum Action: Equatable, Sendable { case authorTapped }
    var body: some ReducerOf<Self> { EmptyReducer() }
    static func actions(for state: State) -> Gen<Action> { .always(.authorTapped) }
  }
  struct Author: Reducer {
    struct State: Equatable, Sendable {}
    enum Action: Equatable, Sendable {}
    var body: some ReducerOf<Self> { EmptyReducer() }
  }
  struct State: Equatable, Sendable {
    @PresentationState var book: Book.State?
    @PresentationState var author: Author.State?
  }
  enum Action: Equatable, Sendable {
    case bookTapped(Int)
    case textLoaded(String)
    case book(PresentationAction<Book.Action>)
    case author(PresentationAction<Author.Action>)
  }
  enum CancelID { case load }
  @Dependency(\.bookText) var bookText

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case let .bookTapped(id):
        state.author = nil
        state.book = Book.State(id: id)
        return .run { [bookText] send in await send(.textLoaded(try await bookText(id))) }
          .cancellable(id: CancelID.load, cancelInFlight: true)
      case .book(.presented(.authorTapped)):
        state.book = nil
        state.author = Author.State()
        return .cancel(id: CancelID.load)
      case let .textLoaded(text):
        state.book?.text = text
        return .none
      case .book(.dismiss):
        return .cancel(id: CancelID.load)
      case .book, .author:
        return .none
      }
    }
    .ifLet(\.$book, action: Action.book) { Book() }
    .ifLet(\.$author, action: Action.author) { Author() }
  }

  static func actions(for state: State) -> Gen<Action> { Gen.int(in: 1...3).map(Action.bookTapped) }
}

/// Bug: the same screen refactored to one destination enum. The book's "author" button
/// replaces the case, but the load runs under the parent's id, not the book's, so only
/// an explicit cancel stops it, and the refactor dropped it (`cancelsWhenSwitching`, the
/// fix, puts it back). The old text then lands wherever a book is shown next.
struct Library: Reducer, ActionGenerating {
  struct Destination: Reducer {
    enum State: Equatable, Sendable {
      case book(LibraryWithOptionals.Book.State)
      case author(LibraryWithOptionals.Author.State)
    }
    enum Action: Equatable, Sendable {
      case book(LibraryWithOptionals.Book.Action)
    }
    var body: some ReducerOf<Self> {
      Scope(state: State.book, action: Action.book) { LibraryWithOptionals.Book() }
    }
  }
  struct State: Equatable, Sendable {
    @PresentationState var destination: Destination.State?
  }
  enum Action: Equatable, Sendable {
    case bookTapped(Int)
    case textLoaded(String)
    case destination(PresentationAction<Destination.Action>)

    /// The old feature's actions, as this one receives them.
    init(old: LibraryWithOptionals.Action) {
      switch old {
      case let .bookTapped(id): self = .bookTapped(id)
      case let .textLoaded(text): self = .textLoaded(text)
      case let .book(.presented(action)): self = .destination(.presented(.book(action)))
      case .book(.dismiss), .author(.dismiss): self = .destination(.dismiss)
      }
    }
  }
  enum CancelID { case load }
  var cancelsWhenSwitching = false
  @Dependency(\.bookText) var bookText

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case let .bookTapped(id):
        state.destination = .book(LibraryWithOptionals.Book.State(id: id))
        return .run { [bookText] send in await send(.textLoaded(try await bookText(id))) }
          .cancellable(id: CancelID.load, cancelInFlight: true)
      case .destination(.presented(.book(.authorTapped))):
        state.destination = .author(LibraryWithOptionals.Author.State())
        return cancelsWhenSwitching ? .cancel(id: CancelID.load) : .none
      case let .textLoaded(text):
        if case var .book(book) = state.destination {
          book.text = text
          state.destination = .book(book)
        }
        return .none
      case .destination(.dismiss):
        return .cancel(id: CancelID.load)
      case .destination:
        return .none
      }
    }
    .ifLet(\.$destination, action: Action.destination) { Destination() }
  }

  static func actions(for state: State) -> Gen<Action> { Gen.int(in: 1...3).map(Action.bookTapped) }
}

extension Library.State {
  /// The old feature's two optionals, read as this destination.
  init(old: LibraryWithOptionals.State) {
    self.init()
    if let book = old.book {
      destination = .book(book)
    } else if let author = old.author {
      destination = .author(author)
    }
  }
}

private enum BookTextKey: DependencyKey {
  static let liveValue: @Sendable (Int) async throws -> String = { "text of \($0)" }
}

extension DependencyValues {
  var bookText: @Sendable (Int) async throws -> String {
    get { self[BookTextKey.self] }
    set { self[BookTextKey.self] = newValue }
  }
}

extension BugZoo {
  @Test func aRefactorToOneDestinationForgetsToCancelALoadWhenSwitchingCases() async {
    let result = await expectDivergence(
      old: LibraryWithOptionals(), from: LibraryWithOptionals.State(),
      new: Library(), from: Library.State(),
      comparing: Library.State.init(old:), { $0 },
      steps: .old(mapping: Library.Action.init(old:)), minimalSteps: 2
    ) {
      $0.old.endpoint(\.bookText, named: "book text") { id in .always("text of \(id)") }
      $0.new.endpoint(\.bookText, named: "book text") { id in .always("text of \(id)") }
    }
    let report = flattened(result?.failure?.report)
    #expect(report.contains("\"book text\" call 1 still waits in the new feature"), "\(report)")
  }
}

extension FalsePositives {
  @Test func aRefactorThatCancelsWhenSwitchingBehavesLikeTheOptionals() async {
    for seed in falsePositiveSeeds {
      let result = await checkEquivalence(
        old: LibraryWithOptionals(), from: LibraryWithOptionals.State(),
        new: Library(cancelsWhenSwitching: true), from: Library.State(),
        comparing: Library.State.init(old:), { $0 },
        steps: .old(mapping: Library.Action.init(old:))
      ) {
        $0.seed = seed
        $0.regressionFile = nil
        $0.old.endpoint(\.bookText, named: "book text") { id in .always("text of \(id)") }
        $0.new.endpoint(\.bookText, named: "book text") { id in .always("text of \(id)") }
      }
      #expect(result.failure == nil, "seed \(seed): \(result.failure?.report ?? "")")
      #expect(result.error == nil, "seed \(seed): \(result.error ?? "")")
    }
  }
}
