/// Optional child state that is presented while non-`nil`: a sheet, a drill-down, an alert.
///
/// ```swift
/// struct State: Equatable {
///   @PresentationState var destination: Destination.State?
/// }
/// // present: state.destination = .detail(Detail.State())
/// // dismiss: state.destination = nil
/// ```
///
/// Pair it with a ``PresentationAction`` case and `ifLet(\.$destination, action:)`. The wrapper
/// also remembers which child `ifLet` last mounted, so it can cancel that child's effects when
/// it goes away; that bookkeeping is not part of equality, hashing, coding or dumps.
@propertyWrapper
public struct PresentationState<State> {
  public var wrappedValue: State?
  /// The identity of the child `ifLet` last mounted; `nil` when nothing was.
  @usableFromInline package var presentedID: NavigationIDPath?

  public init(wrappedValue: State?) {
    self.wrappedValue = wrappedValue
  }

  /// The wrapper itself, for `ifLet(\.$destination, …)`.
  public var projectedValue: Self {
    get { self }
    set { self = newValue }
  }
}

extension PresentationState: Equatable where State: Equatable {
  public static func == (lhs: Self, rhs: Self) -> Bool { lhs.wrappedValue == rhs.wrappedValue }
}

extension PresentationState: Hashable where State: Hashable {
  public func hash(into hasher: inout Hasher) { hasher.combine(wrappedValue) }
}

extension PresentationState: Sendable where State: Sendable {}

extension PresentationState: Codable where State: Codable {
  public init(from decoder: any Decoder) throws {
    self.init(wrappedValue: try State?(from: decoder))
  }

  public func encode(to encoder: any Encoder) throws {
    try wrappedValue.encode(to: encoder)
  }
}

extension PresentationState: CustomReflectable {
  /// Dumps as the optional child alone.
  public var customMirror: Mirror { Mirror(reflecting: wrappedValue as Any) }
}

/// Lets the checker see whether any presentation state is presented, whatever its type.
package protocol _PresentationStateProtocol {
  /// The presented child, if any.
  var _presented: Any? { get }
}

extension PresentationState: _PresentationStateProtocol {
  package var _presented: Any? { wrappedValue }
}
