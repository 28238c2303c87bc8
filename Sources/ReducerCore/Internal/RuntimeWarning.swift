import Foundation
import Synchronization

/// Something a feature did that is almost certainly a bug, such as sending an action to a
/// child that is not presented.
///
/// In a `TestStore` or a check every warning is a test failure. In a running app it is printed
/// once per place and message to standard error:
///
/// ```
/// [ReducerCore] Inventory.swift:42: warning: An "ifLet" at "Inventory.swift:42" received a presentation action when destination state was absent. …
/// ```
public struct RuntimeWarning: Sendable, Equatable, CustomStringConvertible {
  /// What happened, its likely causes, and what to do.
  public var message: String { text.value }
  /// The message, written when first read: a checker's deliberate probes raise warnings that
  /// nobody reads, and writing one dumps the action.
  private let text: LazyText
  /// The file of the operator (`ifLet`, `forEach`, …) or call that reported it.
  public let fileID: String
  /// The line of that operator or call.
  public let line: UInt

  /// What kind of mistake it is, for checks that judge one kind.
  package var kind: Kind = .other

  /// The kinds of runtime warnings.
  package enum Kind: Sendable, Equatable {
    /// A navigation operator (`ifLet`, `forEach`, `Scope`, …) received an action that does not
    /// fit the state: for a child that is absent, an id that is missing or already taken.
    case navigation
    /// Anything else: an effect's unhandled error, a dismissal nothing can perform.
    case other
  }

  public init(message: String, fileID: String, line: UInt) {
    self.init(fileID: fileID, line: line, kind: .other) { message }
  }

  /// A warning whose message is written by `message` when first read.
  package init(fileID: String, line: UInt, kind: Kind, message: @escaping @Sendable () -> String) {
    self.text = LazyText(message)
    self.fileID = fileID
    self.line = line
    self.kind = kind
  }

  public static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.fileID == rhs.fileID && lhs.line == rhs.line && lhs.kind == rhs.kind
      && lhs.message == rhs.message
  }

  package init(message: String, fileID: String, line: UInt, kind: Kind) {
    self.init(fileID: fileID, line: line, kind: kind) { message }
  }

  public var description: String { "\(fileID):\(line): warning: \(message)" }
}

/// A text written once, when first read, from any thread.
private final class LazyText: Sendable {
  private let write: @Sendable () -> String
  private let written = Mutex<String?>(nil)

  init(_ write: @escaping @Sendable () -> String) { self.write = write }

  var value: String {
    if let text = written.withLock({ $0 }) { return text }
    let text = write()
    written.withLock { $0 = text }
    return text
  }
}

/// Where runtime warnings go: a store installs its own sink while it runs a reducer or an
/// effect; elsewhere they are printed once.
package enum RuntimeWarnings {
  /// Receives warnings. A class, not a bare closure: a closure-typed task-local crashed in
  /// release builds on Swift 6.3 when pushed around async code.
  package final class Sink: Sendable {
    let receive: @Sendable (RuntimeWarning) -> Void
    package init(_ receive: @escaping @Sendable (RuntimeWarning) -> Void) { self.receive = receive }
  }

  @TaskLocal package static var sink: Sink?

  /// Runs `operation` with warnings going to `receive`.
  package static func withSink<Result>(
    _ receive: @escaping @Sendable (RuntimeWarning) -> Void,
    operation: () async throws -> Result
  ) async rethrows -> Result {
    try await $sink.withValue(Sink(receive), operation: operation)
  }

  private static let printed = Mutex<Set<String>>([])

  package static func report(
    _ message: String, fileID: StaticString, line: UInt, kind: RuntimeWarning.Kind = .other
  ) {
    report(RuntimeWarning(message: message, fileID: "\(fileID)", line: line, kind: kind))
  }

  /// Reports a warning whose message is written only if someone reads it.
  package static func report(
    fileID: StaticString, line: UInt, kind: RuntimeWarning.Kind, message: @escaping @Sendable () -> String
  ) {
    report(RuntimeWarning(fileID: "\(fileID)", line: line, kind: kind, message: message))
  }

  package static func report(_ warning: RuntimeWarning) {
    if let sink {
      sink.receive(warning)
      return
    }
    let text = "[ReducerCore] \(warning)\n"
    guard printed.withLock({ $0.insert(text).inserted }) else { return }
    FileHandle.standardError.write(Data(text.utf8))
  }

  /// How many times `warning` was printed: once at most.
  package static func timesPrinted(_ warning: RuntimeWarning) -> Int {
    printed.withLock { $0.contains("[ReducerCore] \(warning)\n") ? 1 : 0 }
  }
}
