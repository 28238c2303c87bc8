/// A value paired with an id, to put values that are not `Identifiable` in an
/// ``IdentifiedArray``, as TCA's `Identified` does.
///
/// ```swift
/// var rows: IdentifiedArrayOf<Identified<UUID, String>> = []
/// rows.append(Identified("Milk", id: uuid()))
/// rows[id: id]?.value = "Oat milk"
/// ```
@dynamicMemberLookup
public struct Identified<ID: Hashable, Value>: Identifiable {
  public let id: ID
  public var value: Value

  public init(_ value: Value, id: ID) {
    self.id = id
    self.value = value
  }

  /// Identifies `value` by one of its properties: `Identified(contact, id: \.email)`.
  public init(_ value: Value, id: KeyPath<Value, ID>) {
    self.init(value, id: value[keyPath: id])
  }

  public subscript<Subject>(dynamicMember keyPath: WritableKeyPath<Value, Subject>) -> Subject {
    get { value[keyPath: keyPath] }
    set { value[keyPath: keyPath] = newValue }
  }
}

extension Identified: Equatable where Value: Equatable {}
extension Identified: Hashable where Value: Hashable {}
extension Identified: Sendable where ID: Sendable, Value: Sendable {}
extension Identified: Codable where ID: Codable, Value: Codable {}
