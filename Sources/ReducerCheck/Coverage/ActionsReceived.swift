import ReducerCore
import StateDump

/// Which cases of each reached screen's action enum arrived at its reducer, from a user's step
/// or an effect, so coverage can name the ones that never did: a `retryTapped` no generator
/// sends, a `uploadResponse` no effect ever delivered. A check that never sends an action has
/// not checked what it does.
///
/// ```
/// AddAlbumFeature.Action never received .retryTapped: no step sent it and no effect delivered it.
/// ```
struct ActionsReceived {
  /// The action types of the screens reached (the checked feature's and each child's a state
  /// showed), by identity.
  private var screens: [ObjectIdentifier: Any.Type] = [:]
  /// The reducer types already looked at, so each is opened once.
  private var reducersSeen: Set<ObjectIdentifier> = []
  /// The cases that arrived, at every level of an action (`destination`, `presented`, `detail`,
  /// `saveTapped` for `.destination(.presented(.detail(.saveTapped)))`).
  private var received: Set<ReceivedCase> = []

  private struct ReceivedCase: Hashable {
    let type: ObjectIdentifier
    let name: String
  }

  /// Counts the actions of `reducer`'s screen, once a state showed it.
  mutating func reached(_ reducer: any Reducer.Type) {
    guard reducersSeen.insert(ObjectIdentifier(reducer)).inserted else { return }
    func action<R: Reducer>(_: R.Type) -> Any.Type { R.Action.self }
    let type = action(reducer)
    screens[ObjectIdentifier(type)] = type
  }

  /// Records one case of an enum an action arrived through.
  mutating func receive(case name: String, of type: Any.Type) {
    received.insert(ReceivedCase(type: ObjectIdentifier(type), name: name))
  }

  /// Records every case `action` arrived through.
  mutating func receive(_ action: Any) {
    _ = actionCaseLabel(action) { type, name in receive(case: name, of: type) }
  }

  /// One line per screen whose own actions (not those it only routes to a child) never all
  /// arrived, in type-name order; `leavingOut` names cases another line already covers
  /// (`Feature.Destination.Action.alert`, for an alert whose buttons were never tapped).
  func warnings(leavingOut covered: Set<String> = []) -> [String] {
    var lines: [(type: String, line: String)] = []
    for type in screens.values {
      guard let cases = enumCases(of: type) else { continue }
      let name = typeName(type)
      let missing = cases.filter { enumCase in
        !received.contains(ReceivedCase(type: ObjectIdentifier(type), name: enumCase.name))
          && !routesToAChild(enumCase.payload) && enumCase.payload != Never.self
          && !covered.contains("\(name).\(enumCase.name)")
      }
      guard !missing.isEmpty else { continue }
      let list = missing.map { "." + $0.name }.joined(separator: ", ")
      let pronoun = missing.count == 1 ? "it" : "them"
      lines.append(
        (name, "\(name) never received \(list): no step sent \(pronoun) and no effect delivered \(pronoun)."))
    }
    return lines.sorted { $0.type < $1.type }.map(\.line)
  }

  /// Whether a case with this payload carries a child's actions: a runtime wrapper
  /// (`PresentationAction`), a reached screen's actions, or an unreached one's (named `Action`,
  /// as every reducer in this style names it), whose screen coverage names apart.
  private func routesToAChild(_ payload: Any.Type?) -> Bool {
    guard let payload else { return false }
    if payload is any _ChildActions.Type || screens[ObjectIdentifier(payload)] != nil { return true }
    return typeName(payload).hasSuffix(".Action")
  }
}
