prefix operator /

/// The case path of an enum case, spelled as TCA 1.0 code spells it: `/Action.destination`.
///
/// ```swift
/// Reduce { state, action in … }
///   .ifLet(\.$alert, action: /Action.alert)
///
/// let path = /Action.loaded
/// path.extract(from: .loaded("Blob"))  // "Blob"
/// ```
///
/// A case with several values gives their tuple: `/Action.todo(id:action:)` is a
/// `CasePath<Action, (id: Todo.ID, action: Todo.Action)>`.
public prefix func / <Root, Value>(
  embed: @escaping @Sendable (Value) -> Root
) -> CasePath<Root, Value> {
  CasePath(embed)
}

/// The case path of an enum case without a payload: `/Action.onAppear`.
///
/// ```swift
/// let path = /Action.onAppear
/// path.extract(from: .onAppear) != nil  // true
/// ```
public prefix func / <Root: Equatable & Sendable>(root: Root) -> CasePath<Root, Void> {
  CasePath(embed: { _ in root }, extract: { $0 == root ? () : nil })
}
