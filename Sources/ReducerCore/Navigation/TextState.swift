/// Text shown by an alert or a dialog, spelled as TCA 1.0 spells it.
///
/// ```swift
/// AlertState {
///   TextState("Delete \(contact.name)?")
/// }
/// ```
///
/// Alerts here keep their text as plain strings (`alert.title` is a `String`); `TextState` is
/// what their builders take, so TCA code compiles unchanged. Styling (`bold()` and the like) is
/// not kept: the checker only reads the words.
public struct TextState: Hashable, Sendable, Codable, CustomStringConvertible,
  ExpressibleByStringInterpolation
{
  /// The words.
  public let string: String

  public init(_ content: some StringProtocol) { self.string = String(content) }

  public init(verbatim content: String) { self.string = content }

  public init(stringLiteral value: String) { self.string = value }

  public var description: String { string }

  /// Joins two texts, as `TextState("a") + TextState("b")` does in TCA.
  public static func + (lhs: Self, rhs: Self) -> Self { Self(lhs.string + rhs.string) }
}
