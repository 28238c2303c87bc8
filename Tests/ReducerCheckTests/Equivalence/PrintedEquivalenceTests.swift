import Foundation
import ReducerCheck
import ReducerCore
import Testing

/// The two tests a divergence report prints compile, and do what the report says: the old
/// behaviour passes on the old feature; the new feature held to it fails while the divergence
/// is there, and passes once the new feature is fixed. These are the bug zoo's
/// (`aRefactorToOneDestinationForgetsToCancelALoadWhenSwitchingCases`), committed as printed
/// (without `@Test`); `theZooReportPrintsTheseTests` keeps them in step with the report.
@Suite struct PrintedEquivalenceTests {
  @Test func theOldBehaviourPassesOnTheOldFeature() async throws {
    try await libraryWithOptionalsOldBehaviour()
  }

  @Test func theNewFeatureHeldToItFailsWhileItDiverges() async {
    await withKnownIssue {
      try await libraryBehavesLikeLibraryWithOptionals()
    }
  }

  @Test func theNewFeatureHeldToItPassesOnceFixed() async throws {
    // The printed test, with the fix: `Library(cancelsWhenSwitching: true)`.
    let clock = TestClock()
    let endpoints = EndpointCalls()
    let store = TestStore(initialState: Library.State()) {
      Library(cancelsWhenSwitching: true)
    } withDependencies: {
      $0.continuousClock = clock
      $0[keyPath: \.bookText] = endpoints.endpoint(named: "book text")
    }
    store.exhaustivity = .off
    await store.send(.bookTapped(1))
    await store.send(.destination(.presented(.book(.authorTapped))))
    let compared: (Library.State) throws -> Library.State = { $0 }
    #expect(
      try compared(store.state) == Library.State(destination: .author(LibraryWithOptionals.Author.State())),
      "behaves like the old feature")
    #expect(endpoints.waitingCalls == [])
  }

  @Test func theZooReportPrintsTheseTests() async throws {
    var result: CheckResult?
    _ = await capturingIssues {
      result = await checkEquivalence(
        old: LibraryWithOptionals(), from: LibraryWithOptionals.State(),
        new: Library(), from: Library.State(),
        comparing: Library.State.init(old:), { $0 },
        steps: .old(mapping: Library.Action.init(old:))
      ) {
        $0.seed = bugZooSeeds[0]
        $0.regressionFile = nil
        $0.old.endpoint(\.bookText, named: "book text") { id in .always("text of \(id)") }
        $0.new.endpoint(\.bookText, named: "book text") { id in .always("text of \(id)") }
      }
    }
    let report = try #require(result?.failure?.report)
    let printed = report.split(separator: "\n", omittingEmptySubsequences: false)
      .drop { !$0.hasPrefix("    @Test func ") }
      .filter { $0.hasPrefix("    ") }.map { $0.dropFirst(4) }
      .map { $0.hasPrefix("@Test ") ? String($0.dropFirst("@Test ".count)) : String($0) }
    var functions: [[String]] = []
    for line in printed {
      if line.hasPrefix("func ") {
        functions.append([line])
      } else if !functions.isEmpty {
        functions[functions.count - 1].append(line)
      }
    }
    #expect(functions.count == 2)
    // Compared without whitespace: the formatter wraps the committed copy's long lines.
    func squeezed(_ text: String) -> String { text.filter { !$0.isWhitespace } }
    let committed = squeezed(try String(contentsOf: URL(fileURLWithPath: #filePath), encoding: .utf8))
    for function in functions {
      let text = function.joined(separator: "\n")
      #expect(committed.contains(squeezed(text)), "\(text)")
    }
  }
}

// The tests as the report printed them.

func libraryWithOptionalsOldBehaviour() async throws {
  let clock = TestClock()
  let endpoints = EndpointCalls()
  let store = TestStore(initialState: LibraryWithOptionals.State()) {
    LibraryWithOptionals()
  } withDependencies: {
    $0.continuousClock = clock
    $0[keyPath: \.bookText] = endpoints.endpoint(named: "book text")
  }
  store.exhaustivity = .off
  await store.send(.bookTapped(1))
  await store.send(.book(.presented(.authorTapped)))
  let compared: (LibraryWithOptionals.State) throws -> Library.State = Library.State.init(old:)
  #expect(
    try compared(store.state) == Library.State(destination: .author(LibraryWithOptionals.Author.State())),
    "behaves like the old feature")
  #expect(endpoints.waitingCalls == [])
}

func libraryBehavesLikeLibraryWithOptionals() async throws {
  let clock = TestClock()
  let endpoints = EndpointCalls()
  let store = TestStore(initialState: Library.State()) {
    Library()
  } withDependencies: {
    $0.continuousClock = clock
    $0[keyPath: \.bookText] = endpoints.endpoint(named: "book text")
  }
  store.exhaustivity = .off
  await store.send(.bookTapped(1))
  await store.send(.destination(.presented(.book(.authorTapped))))
  let compared: (Library.State) throws -> Library.State = { $0 }
  #expect(
    try compared(store.state) == Library.State(destination: .author(LibraryWithOptionals.Author.State())),
    "behaves like the old feature")
  #expect(endpoints.waitingCalls == [])
}
