import Generators
import ReducerCheck
import ReducerCore
import StateDump
import Testing

/// Two sheets presented at once at a place chosen by the action: each report's test must read
/// that place in Swift that compiles and reads the same value, or say it cannot.
private struct Places: Reducer, ActionGenerating {
  struct Sheets: Hashable, Sendable {
    @PresentationState var settings: Int?
    @PresentationState var profile: Int?
    static let both = Sheets(settings: 1, profile: 1)
  }
  enum Mode: Hashable, Sendable {
    case idle
    case pair(Int, Sheets)
    indirect case boxed(Sheets)
  }
  protocol SheetsLike {}
  /// Mirror themselves as optionals: `!` would not compile on them.
  struct LooksOptional: Hashable, CustomReflectable {
    var sheets = Sheets()
    var customMirror: Mirror { Mirror(self, children: ["some": sheets], displayStyle: .optional) }
  }
  enum LooksOptionalEnum: Hashable, CustomReflectable {
    case holding(Sheets)
    var customMirror: Mirror {
      guard case let .holding(sheets) = self else { return Mirror(self, children: [:]) }
      return Mirror(self, children: ["some": sheets], displayStyle: .optional)
    }
  }
  /// Fields declared as an existential: what the walk sees (`Sheets`) has members the declared
  /// type does not, so `store.state.opaque.erased.settings` would not compile.
  struct Opaque: Equatable {
    var _erased: any SheetsLike = Sheets()
    @BindingState var bound: any SheetsLike = Sheets()
    static func == (lhs: Self, rhs: Self) -> Bool {
      lhs._erased as? Sheets == rhs._erased as? Sheets && lhs.bound as? Sheets == rhs.bound as? Sheets
    }
  }
  enum Key: Hashable, Sendable { case home }
  struct Point: Hashable, Sendable { var x = 0 }
  struct State: Equatable, @unchecked Sendable {  // AnyHashable is not Sendable
    var rows = [Sheets(), Sheets()]
    var maybe: Sheets? = Sheets()
    var byCase: [Key: Sheets] = [.home: Sheets()]
    var byPoint: [Point: Sheets] = [Point(): Sheets()]
    var byID: [UUID: Sheets] = [UUID(uuidString: "00000000-0000-0000-0000-000000000001")!: Sheets()]
    @PresentationState var detail: Sheets?
    @BindingState var form = Sheets()
    var hashedRows: [AnyHashable] = []
    var mode = Mode.idle
    var hashed = AnyHashable(0)
    /// Stored under a name the test cannot reach: `hidden` is something else.
    var _hidden = Sheets()
    var hidden: Int { 0 }
    var opaque = Opaque()
    var looksOptional = LooksOptional()
    var looksOptionalEnum = LooksOptionalEnum.holding(Sheets())
  }
  enum Place: Equatable, Sendable {
    case row, maybe, byCase, byID, presented, bound, byPoint, pair, hashed, hashedRow, hidden
    case boxed, erased, boundExistential, looksOptional, looksOptionalEnum
  }
  enum Action: Equatable, Sendable { case open(Place) }
  /// A stored property the printed test's reducer must name as stored.
  var _limit = 1
  var body: some ReducerOf<Self> {
    Reduce { state, action in
      guard case let .open(place) = action else { return .none }
      switch place {
      case .row: state.rows[1] = .both
      case .maybe: state.maybe = .both
      case .byCase: state.byCase[.home] = .both
      case .byID: state.byID[state.byID.keys.first!] = .both
      case .presented: state.detail = .both
      case .bound: state.form = .both
      case .hashedRow: state.hashedRows = [AnyHashable(Sheets.both)]
      case .byPoint: state.byPoint[Point()] = .both
      case .pair: state.mode = .pair(1, .both)
      case .hashed: state.hashed = AnyHashable(Sheets.both)
      case .hidden: state._hidden = .both
      case .boxed: state.mode = .boxed(.both)
      case .erased: state.opaque._erased = Sheets.both
      case .boundExistential: state.opaque.bound = Sheets.both
      case .looksOptional: state.looksOptional.sheets = .both
      case .looksOptionalEnum: state.looksOptionalEnum = .holding(.both)
      }
      return .none
    }
  }
  static func actions(for state: State) -> Gen<Action> { .always(.open(.row)) }
}

extension Places.Sheets: Places.SheetsLike {}

/// Opens two sheets with an action whose payload reflection cannot write as Swift (a custom
/// mirror), one that dumps as text for people (a price), and a duration.
private struct Payloads: Reducer, ActionGenerating {
  struct Token: Equatable, Sendable, CustomReflectable {
    var raw: Int
    var customMirror: Mirror { Mirror(self, children: ["value": "t\(raw)"]) }
  }
  struct Price: Equatable, Sendable, CustomStateDumpRepresentable {
    var cents: Int
    var stateDumpValue: Any { "\(cents) cents" }
  }
  struct State: Equatable, Sendable {
    @PresentationState var settings: Int?
    @PresentationState var profile: Int?
  }
  enum Action: Equatable, Sendable {
    case open(Price, Duration)
    case openWith(Token)
  }
  var body: some ReducerOf<Self> {
    Reduce { state, _ in
      state.settings = 1
      state.profile = 1
      return .none
    }
  }
  static func actions(for state: State) -> Gen<Action> {
    .always(.open(Price(cents: 3), .milliseconds(1500)))
  }
}

/// Opens a second sheet half a millisecond after the first, if the first is still up (the
/// checker closes both before time runs on at the end: only an advance finds it).
private struct SubMillisecond: Reducer, ActionGenerating {
  struct State: Equatable, Sendable {
    @PresentationState var first: Int?
    @PresentationState var second: Int?
  }
  enum Action: Equatable, Sendable {
    case start, late
    case first(PresentationAction<Never>)
    case second(PresentationAction<Never>)
  }
  @Dependency(\.continuousClock) var clock
  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .start:
        state.first = 1
        return .run { [clock] send in
          try await clock.sleep(for: .microseconds(500))
          await send(.late)
        }
      case .late:
        if state.first != nil { state.second = 1 }
        return .none
      case .first, .second:
        return .none
      }
    }
    .ifLet(\.$first, action: Action.first)
    .ifLet(\.$second, action: Action.second)
  }
  static func actions(for state: State) -> Gen<Action> { .always(.start) }
}

@Suite struct ReproductionTestTests {
  fileprivate func report(opening place: Places.Place) async -> String {
    let result = await quietCheck(Places(), from: Places.State()) {
      $0.actions(for: Places.self) { _ in .always(.open(place)) }
    }
    #expect(result?.failure?.invariant == "at most one destination presented", "\(place)")
    return flattened(result?.failure?.report)
  }

  @Test func placesTheTestCanReadAreWrittenAsSwift() async {
    for (place, access) in [
      (Places.Place.row, "store.state.rows[1]"), (.maybe, "store.state.maybe!"),
      (.byCase, "store.state.byCase[.home]!"), (.presented, "store.state.detail!"),
      (.byID, "store.state.byID[UUID("), (.bound, "store.state.form"),
      (.boxed, "(/Places.Mode.boxed).extract(from: store.state.mode)!"),
    ] {
      let report = await report(opening: place)
      #expect(report.contains("{ Places(_limit: 1) }"), "\(place)")
      #expect(report.contains("#expect([\(access)"), "\(place)")
      #expect(report.contains(".settings != nil, \(access)"), "\(place)")
      #expect(report.contains("it fails the same way"), "\(place)")
    }
  }

  @Test func placesSwiftCannotNameAreCheckedAsTheInvariantFindsThem() async {
    // A struct key has no plain literal, a payload of several values no case path of one value,
    // an AnyHashable (a field or an element) no members, and `hidden` is not the stored
    // `_hidden`; a field declared as an existential (stored plainly or in a wrapper) has no
    // members of what it holds; a value mirrored as an optional cannot be unwrapped.
    for place in [
      Places.Place.byPoint, .pair, .hashed, .hashedRow, .hidden, .erased, .boundExistential, .looksOptional,
      .looksOptionalEnum,
    ] {
      let report = await report(opening: place)
      #expect(
        report.contains(
          #"#expect(destinationsPresentedTogether(in: store.state).isEmpty, "at most one destination presented")"#
        ),
        "\(place)")
      #expect(report.contains("it fails the same way"), "\(place)")
    }
  }

  @Test func payloadsAreWrittenAsTheirTypesTakeThemOrMarkedWhereTheyCannotBe() async {
    // Regression: the price was written as its dump (`"3 cents"`), the duration as its private
    // storage and the token as its mirror (`Token(value: "t1")`); none compiles, and the report
    // said the test fails the same way.
    let written = flattened(await quietCheck(Payloads(), from: Payloads.State())?.failure?.report)
    #expect(written.contains("await store.send(.open(Payloads.Price(cents: 3), .milliseconds(1500)))"))
    #expect(written.contains("it fails the same way"))
    let token = flattened(
      await quietCheck(Payloads(), from: Payloads.State()) {
        $0.actions(for: Payloads.self) { _ in .always(.openWith(Payloads.Token(raw: 1))) }
      }?.failure?.report)
    #expect(
      token.contains(
        "await store.send(.openWith(<#Payloads.Token, which has a custom mirror, cannot be written as Swift: write one here#>))"
      ))
    #expect(
      token.contains(
        "and fill in its placeholders (<#…#>: values the report could not write as Swift); then it fails the same way"
      ))
    #expect(token.contains("1. send .openWith(Payloads.Token(value: \"t1\"))"), "people read the mirror")
  }

  @Test func anEndpointWhoseKeyPathCannotBeReadIsAPlaceholder() async {
    // Regression (a reviewer): the endpoint became a comment, so the test compiled, its first
    // answer failed with "no call is", and the report said it fails the same way.
    let keyPath = \DependencyValues.loaderClient.load
    let result = await quietCheck(Loader(), from: Loader.State()) {
      $0.actions(for: Loader.self) { _ in .always(.loadTapped) }
      $0.endpoint(keyPath, named: "load", answers: .always("text"))
      $0.invariant("never loaded") { $0.text == nil }
    }
    let report = flattened(result?.failure?.report)
    #expect(
      report.contains(
        #"$0[keyPath: <#the key path of "load", not readable from ReproductionTestTests.swift:"#),
      "\(report)")
    #expect(report.contains("and fill in its placeholders"), "\(report)")
  }

  @Test func clockAdvancesAreWrittenExactly() async {
    // Regression (a reviewer): advances were written in whole milliseconds, so the test
    // advanced a 500 µs sleep by `.milliseconds(0)` and never reached the break.
    let report = flattened(await quietCheck(SubMillisecond(), from: SubMillisecond.State())?.failure?.report)
    #expect(report.contains("await clock.advance(by: .microseconds(500))"), "\(report)")
    #expect(report.contains("advance the clock by 500 µs"), "the story says it too: \(report)")
  }

  @Test func alertsAreWrittenByTheirInitializer() {
    // An alert's custom mirror shows what its initializer takes: it is written, not marked.
    var options = StateDumpOptions()
    options.writesSwiftSource = true
    let alert = AlertState<Int>(title: "Delete?", buttons: [ButtonState(action: 1, label: "OK")])
    let dialog = ConfirmationDialogState<Int>(title: "Share", message: "with")
    #expect(
      stateDumpLine(alert, options: options)
        == #"AlertState<Int>(title: "Delete?", message: nil, buttons: [ButtonState<Int>(role: nil, action: 1, label: "OK")])"#
    )
    #expect(
      stateDumpLine(dialog, options: options)
        == #"ConfirmationDialogState<Int>(title: "Share", message: "with", buttons: [])"#)
  }

  @Test func destinationsPresentedTogetherFindsWhatTheInvariantFinds() {
    var state = Places.State()
    #expect(destinationsPresentedTogether(in: state).isEmpty)
    state.opaque._erased = Places.Sheets.both
    state.rows[1] = .both
    #expect(
      destinationsPresentedTogether(in: state) == [
        #"state.rows.[1] presents "settings" and "profile""#,
        #"state.opaque.erased presents "settings" and "profile""#,
      ])
  }

}
