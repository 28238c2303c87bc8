import StateDump

extension PresentationState {
  /// The presented child as one case of a destination enum, for reading or changing it in
  /// place, as TCA 1.0 code writes it:
  ///
  /// ```swift
  /// state.$destination[case: /Destination.State.edit]?.title = "Renamed"
  /// ```
  ///
  /// Reading gives `nil` unless that case is presented. Setting a value while another case (or
  /// nothing) is presented is a runtime warning and changes nothing; setting `nil` dismisses
  /// the child only when it is that case.
  public subscript<Case>(case casePath: CasePath<State, Case>) -> Case? {
    get { wrappedValue.flatMap(casePath.extract(from:)) }
    set {
      guard let current = wrappedValue, casePath.extract(from: current) != nil else {
        if newValue != nil { warnMissingCase(of: wrappedValue, setting: Case.self) }
        return
      }
      wrappedValue = newValue.map(casePath.embed)
    }
  }
}

extension StackState {
  /// The element with `id` as one case of a path enum, as TCA 1.0 code writes it:
  ///
  /// ```swift
  /// state.path[id: id, case: /Path.State.detail]?.isEditing = true
  /// ```
  ///
  /// Reading gives `nil` unless the element exists and is that case. Setting a value for a
  /// missing element or another case is a runtime warning and changes nothing; setting `nil`
  /// pops the element (and those above it) only when it is that case.
  public subscript<Case>(id id: StackElementID, case casePath: CasePath<Element, Case>) -> Case? {
    get { self[id: id].flatMap(casePath.extract(from:)) }
    set {
      guard let current = self[id: id], casePath.extract(from: current) != nil else {
        if newValue != nil { warnMissingCase(of: self[id: id], setting: Case.self) }
        return
      }
      self[id: id] = newValue.map(casePath.embed)
    }
  }
}

/// The warning for writing a case that is not the current one.
private func warnMissingCase(of current: Any?, setting caseType: Any.Type) {
  RuntimeWarnings.report(
    """
    Can't set a "\(caseType)" through a "[case:]" subscript: the state holds \
    \(current.map { "another case, \(stateDumpLine($0))" } ?? "nothing"), so nothing changed.

    Present the case first (assign the whole state), or check the case before changing it.
    """,
    fileID: #fileID, line: #line, kind: .navigation)
}
