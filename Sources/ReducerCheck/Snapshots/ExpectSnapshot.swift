import StateDump

/// Asserts that `value` dumps as the snapshot stored under `Snapshots/`, so a behaviour change
/// shows in review as a diff of readable text.
///
/// ```swift
/// @Test func openDetail() async {
///   let store = TestStore(initialState: PokemonListFeature.State(loadState: .loaded([bulbasaur]))) {
///     PokemonListFeature()
///   }
///   await store.send(.rowTapped(bulbasaur)) { … }
///   expectSnapshot(of: store.state, named: "after-tap")
/// }
/// ```
///
/// The file is `Snapshots/<Suite>/<test>.<name>.txt`. The first run records it; later runs
/// compare, and a difference fails with the diff and (locally) writes `<file>.new` beside it
/// for `swift run reducercheck review`. See ``RecordMode`` for `REDUCERCHECK_RECORD` and CI.
///
/// - Parameters:
///   - value: Any value; dumped with `options` (identifiers redacted by default).
///   - name: Names the file together with the suite and test. Never a counter: in a
///     parameterized test, put the argument in the name.
public func expectSnapshot(
  of value: Any,
  named name: String,
  options: StateDumpOptions = .snapshot,
  fileID: StaticString = #fileID,
  filePath: StaticString = #filePath,
  line: UInt = #line,
  column: UInt = #column,
  function: StaticString = #function
) {
  assertTextSnapshot(
    stateDump(value, options: options), named: name, fileExtension: "txt", extraHeader: [],
    callSite: CallSite(fileID: fileID, filePath: filePath, line: line, column: column),
    function: "\(function)")
}

/// Runs one snapshot assertion for text already rendered.
func assertTextSnapshot(
  _ body: String,
  named name: String,
  fileExtension: String,
  extraHeader: [(key: String, value: String)],
  callSite: CallSite,
  function: String
) {
  let testName = TestName(fileID: callSite.fileID, function: function)
  guard let root = packageRoot(containing: callSite.filePath) else {
    IssueReporter.fail(
      """
      No Package.swift above \(callSite.filePath), so there is no Snapshots/ folder to keep \
      "\(name)" in. Snapshot assertions run in tests of a Swift package.
      """,
      at: callSite)
    return
  }
  let location = SnapshotLocation(
    root: root, suite: testName.suite, test: testName.test, name: name,
    fileExtension: fileExtension)
  SnapshotAssertion(
    location: location,
    header: [("suite", testName.suite), ("test", testName.test), ("name", name)] + extraHeader,
    body: body,
    owner: snapshotOwner(testName, line: callSite.line),
    testFilter: testName.filter,
    callSite: callSite
  ).run()
}
