/// Fails the running test from app code, as TCA apps call it from XCTestDynamicOverlay: in a
/// dependency's test value, or in code a test must never reach.
///
/// Inside a `TestStore` or a check, the call fails the test with `message`, at the line that
/// called it; anywhere else (the app running) it prints a runtime warning once. Test code that
/// imports XCTest calls XCTest's own `XCTFail`.
///
/// ```swift
/// extension AnalyticsClient: TestDependencyKey {
///   static let testValue = AnalyticsClient(track: { event in XCTFail("Unexpected event: \(event)") })
/// }
/// ```
@_disfavoredOverload
public func XCTFail(_ message: String = "", fileID: StaticString = #fileID, line: UInt = #line) {
  RuntimeWarnings.report(message.isEmpty ? "XCTFail was called." : message, fileID: fileID, line: line)
}
