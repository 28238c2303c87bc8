import Foundation

/// Tells the time; read it with `@Dependency(\.date)` instead of calling `Date()`.
///
/// ```swift
/// state.savedAt = date.now
/// ```
///
/// In tests it is fixed at 2009-02-13 23:31:30 UTC (`Date(timeIntervalSince1970: 1_234_567_890)`).
public struct DateGenerator: Sendable {
  private var generate: @Sendable () -> Date

  public init(_ generate: @escaping @Sendable () -> Date) { self.generate = generate }

  /// The current date. Setting it fixes the date from then on, as TCA's tests do with
  /// `$0.date.now = Date(timeIntervalSince1970: 0)`.
  public var now: Date {
    get { generate() }
    set {
      let date = newValue
      generate = { date }
    }
  }

  public func callAsFunction() -> Date { generate() }

  /// Always `date`.
  public static func constant(_ date: Date) -> Self { Self { date } }

  /// The date tests use unless told otherwise.
  public static let testDate = Date(timeIntervalSince1970: 1_234_567_890)
}

private enum DateGeneratorKey: DependencyKey {
  static let liveValue = DateGenerator { Date() }
  static let testValue = DateGenerator.constant(DateGenerator.testDate)
}

extension DependencyValues {
  /// Tells the time: the real one in an app, fixed in tests.
  public var date: DateGenerator {
    get { self[DateGeneratorKey.self] }
    set { self[DateGeneratorKey.self] = newValue }
  }
}
