import Foundation
import ReducerCore
import StateDump

/// The `TestStore` test a failure report ends with: the shrunk steps, written so the test
/// compiles when pasted into the file that holds the check, and fails for the same reason.
///
/// The reducer and initial state are the values the check was given, written as Swift; the
/// check's controlled endpoints become an ``EndpointCalls`` the test answers step by step;
/// and the test ends as the invariant that broke says (its ``PrintedTestEnding``): an
/// assertion of its property on the store's state, your closure read from the check's source,
/// a late action that must never arrive, a store that turns exhaustive, or nothing where the
/// store fails on a runtime warning by itself.
///
/// The check's own `$0.dependencies { … }` closures are applied to the test's store as well,
/// read from where they are written.
///
/// Where a value cannot be written as Swift, a placeholder at that spot says so; where the
/// invariant cannot be, a comment at the end.
struct ReproductionTest<Feature: Reducer>
where Feature.State: Equatable & Sendable, Feature.Action: Sendable {
  var featureName: String
  var reducer: Feature
  var initialState: Feature.State
  var outcome: SequenceOutcome<Feature.State, Feature.Action>
  var failure: InvariantFailure
  /// How the invariant that broke ends the test.
  var ending: PrintedTestEnding<Feature.State>
  var endpoints: [EndpointSpec]
  var invariantSources: [String: InvariantSource]
  /// Where the check overrides dependencies, to override the same ones in the test.
  var dependencySources: [SourceLine] = []
  /// Where the check is called, to write its reducer and initial state as the test wrote them.
  var checkSource: SourceLine?
  /// For a lockstep check, the label of this feature's argument (`old`, `new`): its reducer is
  /// that argument, and its initial state the first `from:` after it.
  var sideLabel: String?
  /// The test's name, where the feature and invariant do not make it.
  var name: String?
  /// Whether the test counts the store's handled actions before the step that broke it
  /// (`let handled = store.handledActions.count`), for an ending that asserts what it received.
  var countsHandledAtTheBreak = false

  /// The test, and whether it ends with a check of the invariant that broke (so that it fails
  /// the same way); where the report cannot write that check as Swift, a comment says so.
  func render() -> (lines: [String], checksTheBreak: Bool) {
    // Named by feature and invariant, so two checks' tests can live in one file.
    let name =
      self.name
      ?? lowerFirst(featureName.replacingOccurrences(of: ".", with: "")) + "Breaks"
      + upperCamelCase(failure.invariant)
    if case .twoRunsAgree = ending {
      let lines =
        ["@Test func \(name)() async throws {", "  func run() async -> \(stateType) {"]
        + storeAndSteps.map { "  " + $0 }
        + [
          "    return store.state",
          "  }",
          "  let first = await run()",
          "  let second = await run()",
          "  #expect(first == second, \(quotedSwift(failure.invariant)))",
          "}",
        ]
      return (lines, true)
    }
    let assertion = self.assertion
    return (
      ["@Test func \(name)() async throws {"] + storeAndSteps + (assertion ?? cannotWrite) + ["}"],
      assertion != nil
    )
  }

  private var stateType: String { typeName(Feature.State.self) }

  /// The store, its dependencies, and the steps.
  private var storeAndSteps: [String] {
    var lines = ["  let clock = TestClock()"]
    if !endpoints.isEmpty { lines.append("  let endpoints = EndpointCalls()") }
    lines += [
      "  let store = TestStore(initialState: \(initialStateSource)) {",
      "    \(reducerSource)",
      "  } withDependencies: {",
      "    $0.continuousClock = clock",
    ]
    // Every endpoint the check controls: a call the story never answers waits, as in the check.
    for endpoint in endpoints {
      if let keyPath = keyPathSource(of: endpoint) {
        lines.append("    $0[keyPath: \(keyPath)] = endpoints.endpoint(named: \(quotedSwift(endpoint.name)))")
      } else {
        // A placeholder, not a comment: without the endpoint the test would compile and differ.
        let source =
          endpoint.source.fileAndLine
        let keyPath = unwrittenValuePlaceholder(
          "the key path of \(quotedSwift(endpoint.name)), not readable from \(source),")
        lines.append(
          "    $0[keyPath: \(keyPath)] = endpoints.endpoint(named: \(quotedSwift(endpoint.name)))")
      }
    }
    lines += checkDependencies
    lines += ["  }", "  store.exhaustivity = .off"]
    let breaking = breakingStep
    let steps = outcome.steps
    let countsHandled =
      lateAction != nil || countsHandledAtTheBreak ? ["  let handled = store.handledActions.count"] : []
    for (index, executed) in steps.enumerated() {
      let isSend: Bool
      if case .send = executed.step { isSend = true } else { isSend = false }
      if index == breaking { lines += countsHandled }
      if index == breaking, turnsExhaustive, !isSend {
        lines += exhaustiveFromHere(skipping: index > 0 && !steps[index - 1].effectsWaited)
      }
      lines += source(of: executed)
      // A send clears what the steps before it received; what it received itself may be the
      // late action, which must stay to fail the test. (A loop fails a quiescence test however
      // exhaustive the store is: what the send received goes, so a fixed loop passes.)
      if index == breaking, turnsExhaustive, isSend {
        lines += exhaustiveFromHere(skipping: waitsForTheStoreToSettle && !executed.effectsWaited)
      }
    }
    if failure.moment == .endOfSequence {
      if turnsExhaustive, breaking == nil {
        lines += exhaustiveFromHere(skipping: steps.last.map { !$0.effectsWaited } ?? false)
      }
      lines += countsHandled
      lines.append("  // After the last step the check lets time run on.")
      if outcome.windDown != nil {
        lines += [
          "  // (It then answered every call; here the work left waiting on one fails the test,",
          "  // and cancelling it with its screen makes the test pass.)",
        ]
      }
      lines.append("  await clock.run()")
    }
    return lines
  }

  /// The 0-based step after which the invariant broke, if it broke at a step.
  private var breakingStep: Int? {
    if case let .step(index) = failure.moment { return index }
    return nil
  }

  /// Whether the test turns the store exhaustive where the invariant breaks, so that the late
  /// action or the effect still running fails it. A late action that raises a runtime warning
  /// fails the test by itself: an exhaustive store would also fail on what a correct fix leaves
  /// (an action a legitimate effect sends later), and the test must pass after the fix.
  private var turnsExhaustive: Bool {
    switch ending {
    case .lateActionNeverArrives: failure.lateDelivery.map { !$0.warned && lateAction == nil } ?? true
    case .exhaustiveFromTheBreak: true
    default: false
    }
  }

  /// Whether what the breaking send received is dropped before the store turns exhaustive: for
  /// work left running (a loop fails the test however exhaustive the store is, and a fixed loop
  /// then passes), not for a late action, which must stay to fail the test.
  private var waitsForTheStoreToSettle: Bool {
    if case .exhaustiveFromTheBreak = ending { return true }
    return false
  }

  /// The late action that broke the invariant, the effect that sent it, and how
  /// many equal actions other work brings in the same step (which a correct fix leaves), when
  /// the test can assert that no more arrive: the late action raised no runtime warning (which
  /// fails the test by itself), and it can be written as Swift that makes an equal value.
  var lateAction: (action: Feature.Action, effect: EffectName, others: Int)? {
    guard let late = failure.lateDelivery, !late.warned, Feature.Action.self is any Equatable.Type
    else { return nil }
    let notes: [StepNote<Feature.Action>]
    var sent: Feature.Action?
    switch failure.moment {
    case let .step(index):
      guard outcome.steps.indices.contains(index) else { return nil }
      notes = outcome.steps[index].notes
      if case let .send(action, _, _) = outcome.steps[index].step { sent = action }
    case .endOfSequence:
      guard let afterSchedule = outcome.afterSchedule else { return nil }
      notes = afterSchedule.notes
    case .initialState:
      return nil
    }
    guard notes.indices.contains(late.note), case let .received(action, .effect(effect)) = notes[late.note],
      equalByValue(action, action) == true, writtenExactly(action),
      !containsUnwrittenValue(swiftLiteral(action))
    else { return nil }
    // What the test counts from the step on: the sent action, and every action received.
    var others = sent.map { equalByValue($0, action) == true ? 1 : 0 } ?? 0
    for (index, note) in notes.enumerated() where index != late.note {
      guard case let .received(other, origin) = note, equalByValue(other, action) == true else { continue }
      // Later deliveries of the same effect are late too: the fix takes them away.
      if index > late.note, case let .effect(sender) = origin, sender.id == effect.id { continue }
      others += 1
    }
    return (action, effect, others)
  }

  /// With `skipping`, what the steps before received, unasserted, is dropped first: only what
  /// comes after is the test's to assert. (Not after a step that left effects waiting: the skip
  /// would run them, and drop what they send, which may be the late action.)
  private func exhaustiveFromHere(skipping: Bool) -> [String] {
    [
      "  // \(quotedSwift(failure.invariant)): from here on every action and effect must be asserted,",
      "  // so the one that breaks it fails the test.",
    ] + (skipping ? ["  await store.skipReceivedActions(strict: false)"] : []) + [
      "  store.exhaustivity = .on"
    ]
  }

  private func source(of executed: ExecutedStep<Feature.State, Feature.Action>) -> [String] {
    var lines: [String] = []
    switch executed.step {
    case let .send(action, _, kind):
      if kind == .absentChild {
        lines.append("  // The check sends this to a child that is not there, on purpose:")
      }
      let send = executed.effectsWaited ? "sendLeavingEffectsWaiting" : "send"
      lines.append("  await store.\(send)(\(swiftLiteral(action)))")
    case let .advanceClock(duration):
      lines.append("  await clock.advance(by: \(durationSwiftSource(duration)))")
    case let .answer(call, _, .success(value)):
      lines.append("  await endpoints.answerUnlessCancelled(call: \(call), with: \(swiftLiteral(value)))")
    case let .answer(call, _, .failure(error)):
      lines.append("  await endpoints.answerUnlessCancelled(call: \(call), throwing: \(swiftLiteral(error)))")
    case .runEffects:
      lines.append("  await store.runWaitingEffects()")
    }
    return lines
  }

  /// The assertion that ends the test; `nil` where it cannot be written as Swift.
  private var assertion: [String]? {
    let name = quotedSwift(failure.invariant)
    switch ending {
    case let .assertion(lines):
      return lines(
        PrintedTestContext(
          quotedName: name, stateType: stateType, brokeAfterTheSchedule: failure.moment == .endOfSequence,
          states: [initialState] + outcome.steps.map(\.stateAfter), storeAccess: storeAccess,
          isMemberName: isMemberName))
    case .storeWarns, .exhaustiveFromTheBreak, .twoRunsAgree:
      return []
    case .lateActionNeverArrives:
      return lateActionAssertion(name)
    case .fromSource:
      guard let source = invariantSources[failure.invariant], let call = source.call,
        let closure = call.trailingClosure
      else { return nil }
      switch source.kind {
      case .state:
        return assigning(closure, to: "let holds: (\(stateType)) throws -> Bool")
          + ["  #expect(try holds(store.state), \(name))"]
      case .transition:
        let action = typeName(Feature.Action.self)
        return assigning(closure, to: "let holds: (\(stateType), \(action), \(stateType)) throws -> Bool")
          + [
            "  for handled in store.handledActions {",
            "    #expect(try holds(handled.before, handled.action, handled.after), \(name))",
            "  }",
          ]
      case .model:
        guard let initial = call.arguments.first(where: { $0.hasPrefix("model:") }),
          let holds = call.labelledClosures["holds"]
        else { return nil }
        let initialValue = initial.dropFirst("model:".count).trimmingCharacters(in: .whitespaces)
        let updateLines = closure.split(separator: "\n", omittingEmptySubsequences: false)
        let holdsLines = holds.split(separator: "\n", omittingEmptySubsequences: false)
        var lines: [String] = [
          "  #expect(",
          "    try modelHolds(initial: \(initialValue), over: store.handledActions) " + updateLines[0],
        ]
        lines += updateLines.dropFirst().dropLast().map { "    " + $0 }
        lines.append("    " + updateLines[updateLines.count - 1] + " holds: " + holdsLines[0])
        lines += holdsLines.dropFirst().map { "    " + $0 }
        lines[lines.count - 1] += ", \(name))"
        return lines
      }
    }
  }

  /// `declaration = closure`, the closure's lines indented into the test by `indent`.
  func assigning(_ closure: String, to declaration: String, indent: String = "  ") -> [String] {
    let lines = closure.split(separator: "\n", omittingEmptySubsequences: false)
    return ["\(indent)\(declaration) = " + lines[0]] + lines.dropFirst().map { indent + $0 }
  }

  private var cannotWrite: [String] {
    [
      "  // \(quotedSwift(failure.invariant)) breaks here; the report cannot write its check as Swift:",
      "  // assert it on store.state.",
    ]
  }

  var finalState: Feature.State { outcome.steps.last?.stateAfter ?? initialState }

  private func keyPathSource(of endpoint: EndpointSpec) -> String? {
    guard
      let call = CallSourceText.read(
        call: "endpoint", filePath: endpoint.source.filePath, line: endpoint.source.line),
      let first = call.arguments.first, first.hasPrefix("\\")
    else { return nil }
    return first
  }

  /// The check's own call, as written in the test.
  private var checkCall: CallSourceText? {
    checkSource.flatMap {
      CallSourceText.read(callWithArgument: "from", filePath: $0.filePath, line: $0.line)
    }
  }

  /// The reducer's argument and the initial state's, as the check's call wrote them.
  private var writtenArguments: (reducer: String?, initialState: String?) {
    guard let arguments = checkCall?.arguments else { return (nil, nil) }
    let start = sideLabel.flatMap { label in arguments.firstIndex { $0.hasPrefix(label + ":") } } ?? 0
    guard arguments.indices.contains(start) else { return (nil, nil) }
    let from = arguments[start...].first { $0.hasPrefix("from:") }
    return (arguments[start], from)
  }

  /// An argument of the check's call, if it is an expression that stands on its own (a type's
  /// initializer or static member), not a name that only means something where the check is.
  private func selfContained(_ argument: String?, type: String) -> String? {
    guard let argument, let first = argument.first else { return nil }
    if first.isUppercase { return argument }
    if first == ".", argument.dropFirst().first?.isLetter == true { return type + argument }
    return nil
  }

  /// The initial state as the check's call wrote it, or else its value written as Swift.
  private var initialStateSource: String {
    let written = writtenArguments.initialState
      .map { $0.dropFirst("from:".count).trimmingCharacters(in: .whitespaces) }
    return selfContained(written, type: stateType) ?? swiftLiteral(initialState)
  }

  /// The reducer as the check's call wrote it, or else its type and its stored values other
  /// than dependencies.
  private var reducerSource: String {
    let written = writtenArguments.reducer.map { argument -> String in
      // `check(Feature(), …)`, or a helper's labelled first argument (`in: Feature()`).
      guard let colon = argument.firstIndex(of: ":"), argument[..<colon].allSatisfy(\.isLetter) else {
        return argument
      }
      return argument[argument.index(after: colon)...].trimmingCharacters(in: .whitespaces)
    }
    if let written = selfContained(written, type: featureName) { return written }
    let fields = Mirror(reflecting: reducer).children.compactMap { child -> String? in
      guard let label = child.label, !(child.value is any _DependencyProtocol) else { return nil }
      return "\(memberwiseLabel(label, of: child.value)): \(swiftLiteral(child.value))"
    }
    return "\(featureName)(\(fields.joined(separator: ", ")))"
  }
}

/// `Album` → `album`; a leading acronym is lowered whole, as Swift names write it:
/// `UUIDInReducer` → `uuidInReducer`.
private func lowerFirst(_ text: String) -> String {
  let upper = text.prefix { $0.isUppercase }
  guard upper.count > 1 else { return text.prefix(1).lowercased() + text.dropFirst() }
  let acronym = text.dropFirst(upper.count).first?.isLowercase == true ? upper.dropLast() : upper
  return acronym.lowercased() + text.dropFirst(acronym.count)
}

/// `"at most one destination presented"` → `AtMostOneDestinationPresented`: letters and digits
/// only, so any invariant's name makes an identifier.
private func upperCamelCase(_ text: String) -> String {
  text.split { !($0.isLetter || $0.isNumber) || !$0.isASCII }
    .map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
}

/// `"search"`, escaped as a Swift string literal.
private func quotedSwift(_ text: String) -> String { stateDumpLine(text) }

/// Whether the Swift a report writes for `value` makes a value equal to it: not for a date
/// (written in seconds since 1970, which rounds), a URL (written by its absolute string), a
/// locale or time zone, a value that writes its own source, or an object.
private func writtenExactly(_ value: Any, depth: Int = 0) -> Bool {
  guard depth < 32, !(type(of: value) is AnyClass) else { return false }
  switch value {
  case is StackElementID: return true  // written as its generation, which it is
  case is Date, is URL, is Locale, is TimeZone: return false
  case let custom as any CustomStateDumpStringConvertible where custom.stateDumpSwiftSource != nil:
    return false
  default:
    return Mirror(reflecting: value).children.allSatisfy { writtenExactly($0.value, depth: depth + 1) }
  }
}
