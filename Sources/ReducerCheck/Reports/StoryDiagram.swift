import ReducerCore
import StateDump

/// A failure's shrunk story as a Mermaid sequence diagram, for a reviewer to see in a pull
/// request which effect outlived which screen: the user, the feature, each screen and each
/// effect are lifelines; sends, presentations, effect starts, deliveries and cancellations are
/// arrows; the broken invariant is a note at the end.
///
/// ```mermaid
/// sequenceDiagram
///   actor User
///   participant F as ParentFetchesForChild
///   participant S1 as detail
///   participant E1 as E1 "detail request"
///   User->>F: 1. .detailButtonTapped
///   F->>S1: presents
///   User->>F: 2. .detail(.presented(.onAppear))
///   F->>E1: starts (ParentFetchesForChild.swift:37), for detail
///   User->>F: 3. .detail(.dismiss)
///   F-xS1: dismisses
///   User-->>E1: 4. answers "detail request" call 1 with "text 1"
///   E1-->>F: .detailLoaded("text 1")
///   Note over F,E1: ✗ "<the invariant that broke>" broke after step 4
/// ```
struct StoryDiagram<State, Action> {
  let featureName: String
  let initialState: State
  let steps: [ExecutedStep<State, Action>]
  let failure: InvariantFailure

  /// How many of a step's notes the diagram draws; the rest are counted in one note.
  static var notesPerStep: Int { 20 }

  /// The diagram's lines, `sequenceDiagram` first.
  var lines: [String] {
    var cast = Cast()
    var arrows: [String] = []
    let feature = "F"
    var before = initialState
    for (offset, executed) in steps.enumerated() {
      let number = "\(offset + 1)."
      switch executed.step {
      case let .send(action, _, kind):
        let remark = kind == .user ? "" : kind.remark.trimmingCharacters(in: .whitespaces)
        arrows.append("User->>\(feature): \(number) \(shortened(stateDumpLine(action))) \(remark)")
      case .advanceClock, .runEffects:
        arrows.append("Note over User: \(number) \(executed.step.description)")
      case let .answer(call, endpoint, result):
        let answer: String
        switch result {
        case let .success(value): answer = "with \(shortened(stateDumpLine(value)))"
        case let .failure(error): answer = "with the error \(shortened("\(error)"))"
        }
        // The call's own effect, the one that made call `call`: not the last to call `endpoint`.
        let target = executed.answered.map { cast.effect($0.effect) } ?? feature
        let dropped =
          executed.answered?.dropped == true
          ? " (dropped: \(target) was cancelled before the answer)" : ""
        arrows.append(
          "User-->>\(target): \(number) answers \"\(endpoint)\" call \(call) \(answer)\(dropped)")
      }
      // Each screen change goes where the action that made it was handled among the notes.
      func move(to state: State) {
        for (screen, verb, arrow) in navigation(from: before, to: state) {
          arrows.append("\(feature)\(arrow)\(cast.screen(screen)): \(verb)")
        }
        before = state
      }
      var pending = executed.transitions[...]
      func navigate(untilNote index: Int) {
        while let next = pending.first, next.notesBefore <= index {
          pending.removeFirst()
          move(to: next.stateAfter)
        }
      }
      for (index, note) in executed.notes.enumerated() {
        // A loop's thousands of notes are one line, and its states are not walked one by one.
        guard index < Self.notesPerStep else {
          arrows.append(
            "Note over \(feature): … \(executed.notes.count - index) more (received, started, cancelled)")
          pending = []
          break
        }
        navigate(untilNote: index)
        switch note {
        case let .received(action, origin):
          let text = shortened(stateDumpLine(action))
          switch origin {
          case .user, .synchronous: arrows.append("\(feature)->>\(feature): \(text)")
          case let .effect(name): arrows.append("\(cast.effect(name))-->>\(feature): \(text)")
          case .dismissal: arrows.append("\(feature)->>\(feature): \(text) (dismiss())")
          }
        case let .started(effect, fileID, line, path, startedFor, startedOn):
          let site = "\(fileID.split(separator: "/").last.map(String.init) ?? fileID):\(line)"
          let owner = path.components.isEmpty ? feature : cast.screen("\(path)")
          let purpose = StepNote<Action>.purpose(startedFor, startedOn)
          arrows.append("\(owner)->>\(cast.effect(effect)): starts (\(site))\(purpose)")
        case let .cancelled(effect):
          arrows.append("\(feature)-x\(cast.effect(effect)): cancels")
        }
      }
      navigate(untilNote: .max)
      move(to: executed.stateAfter)
    }
    let last = cast.lastParticipant ?? feature
    let span = last == feature ? feature : "\(feature),\(last)"
    arrows.append("Note over \(span): ✗ \"\(failure.invariant)\" broke \(failure.moment.phrase)")
    return ["sequenceDiagram", "  actor User", "  participant \(feature) as \(escaped(featureName))"]
      + cast.declarations.map { "  " + $0 } + arrows.map { "  " + escaped($0) }
  }

  /// The Markdown file a failure leaves: a heading, the replay line and the diagram.
  func markdown(replay: String) -> String {
    ([
      "# \(featureName) broke \"\(failure.invariant)\"", "",
      "The shrunk story of the failure, drawn by ReducerCheck. Replay it with", "",
      "    \(replay)", "", "```mermaid",
    ] + lines + ["```", ""]).joined(separator: "\n")
  }

  /// The screens a step presented, dismissed, pushed and popped, with the arrow for each:
  /// `("detail", "presents", "->>")`, `("path[#1]", "pops", "-x")`.
  private func navigation(
    from before: State, to after: State
  ) -> [(screen: String, verb: String, arrow: String)] {
    let old = NavigationInspection.inspect(before, namingScreens: true)
    let new = NavigationInspection.inspect(after, namingScreens: true)
    var moves: [(String, String, String)] = []
    for place in old.presented where !new.presented.contains(place) {
      moves.append((place, "dismisses", "-x"))
    }
    for place in new.presented where !old.presented.contains(place) {
      moves.append((place, "presents", "->>"))
    }
    let oldStacks = Dictionary(old.stacks.map { ($0.place, $0.ids) }, uniquingKeysWith: { first, _ in first })
    for (place, ids) in new.stacks {
      let previous = oldStacks[place] ?? []
      for id in previous where !ids.contains(id) { moves.append(("\(place)[\(id)]", "pops", "-x")) }
      for id in ids where !previous.contains(id) { moves.append(("\(place)[\(id)]", "pushes", "->>")) }
    }
    // `state.destination` reads as `destination`, as reports name fields.
    return moves.map { (String($0.0.dropFirst($0.0.hasPrefix("state.") ? 6 : 0)), $0.1, $0.2) }
  }
}

/// The lifelines of a story besides the user and the feature, in order of appearance.
private struct Cast {
  private(set) var declarations: [String] = []
  private(set) var lastParticipant: String?
  private var screens: [String: String] = [:]
  private var effects: [Int: String] = [:]

  mutating func screen(_ name: String) -> String {
    if let alias = screens[name] { return alias }
    let alias = "S\(screens.count + 1)"
    screens[name] = alias
    declarations.append("participant \(alias) as \(escaped(name))")
    lastParticipant = alias
    return alias
  }

  mutating func effect(_ name: EffectName) -> String {
    let alias = effects[name.id] ?? "E\(name.id + 1)"
    if effects[name.id] == nil {
      effects[name.id] = alias
      declarations.append("participant \(alias) as \(escaped("\(name)"))")
      lastParticipant = alias
    }
    return alias
  }
}

/// At most 80 characters of `text`, for an arrow's label.
private func shortened(_ text: String) -> String {
  text.count <= 80 ? text : String(text.prefix(79)) + "…"
}

/// Text Mermaid shows as written: `#` and `;` (an entity and a statement break to Mermaid) as
/// entity codes.
private func escaped(_ text: String) -> String {
  var result = ""
  for character in text.trimmingCharacters(in: .whitespaces) {
    switch character {
    case "#": result += "#35;"
    case ";": result += "#59;"
    default: result.append(character)
    }
  }
  return result
}
