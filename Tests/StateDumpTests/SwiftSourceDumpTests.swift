import Foundation
import StateDump
import Testing

private struct Ticket: CustomStateDumpStringConvertible {
  var number: Int
  var stateDumpDescription: String { "#\(number)" }
  var stateDumpSwiftSource: String? { "\(number)" }
}

@Suite struct SwiftSourceDumpTests {
  @Test func customValuesCanPrintAsSource() {
    var options = StateDumpOptions()
    options.writesSwiftSource = true
    #expect(stateDumpLine([Ticket(number: 3)]) == "[#3]")
    #expect(stateDumpLine([Ticket(number: 3)], options: options) == "[3]", "arrays as literals")
    #expect(stateDumpLine("(#1)", options: options) == "\"(#1)\"", "strings are left alone")
  }

  @Test func aURLErrorIsWrittenByItsCode() {
    var options = StateDumpOptions()
    options.writesSwiftSource = true
    let written = stateDumpLine(URLError(.timedOut), options: options)
    #expect(written == "URLError(.timedOut)")
    #expect(
      stateDumpLine(URLError(.notConnectedToInternet), options: options)
        == "URLError(.notConnectedToInternet)")
  }

  /// Reflects as something other than what its initializer takes.
  struct Token: CustomReflectable {
    var raw = 1
    var customMirror: Mirror { Mirror(self, children: ["value": "t\(raw)"]) }
  }
  enum Code: CustomReflectable {
    case plain
    var customMirror: Mirror { Mirror(self, children: ["code": 1], displayStyle: .enum) }
  }
  final class Loop {
    var next: Loop?
  }
  /// Mirror themselves as an optional, a collection and a set, which Swift cannot write as
  /// literals of these types.
  struct LooksOptional: CustomReflectable {
    var customMirror: Mirror { Mirror(self, children: ["some": 1], displayStyle: .optional) }
  }
  struct LooksLikeArray: CustomReflectable {
    var customMirror: Mirror { Mirror(self, unlabeledChildren: [1, 2], displayStyle: .collection) }
  }
  struct LooksLikeSet: CustomReflectable {
    var customMirror: Mirror { Mirror(self, unlabeledChildren: [1, 2], displayStyle: .set) }
  }

  @Test func valuesReflectionCannotWriteBecomeCommentsThatAskForThem() {
    // Regression: a custom mirror printed its children as initializer arguments
    // (`Token(value: "t1")`), a class that holds itself printed `Loop(↩︎)`, and a value nested
    // past the depth limit `…`: a pasted test failed to compile with no word on what to write.
    var options = StateDumpOptions()
    options.writesSwiftSource = true
    let token = stateDumpLine([Token()], options: options)
    #expect(
      token
        == "[<#SwiftSourceDumpTests.Token, which has a custom mirror, cannot be written as Swift: write one here#>]"
    )
    #expect(containsUnwrittenValue(token))
    #expect(
      stateDumpLine(Code.plain, options: options).contains("Code, which has a custom mirror, cannot be"))
    let loop = Loop()
    loop.next = loop
    defer { loop.next = nil }
    #expect(
      stateDumpLine(loop, options: options)
        == "SwiftSourceDumpTests.Loop(next: <#SwiftSourceDumpTests.Loop, which holds itself, cannot be written as Swift: write one here#>)"
    )
    options.maxDepth = 2
    #expect(stateDumpLine([[1]], options: options).contains("a value nested this deep cannot be"))
    // A custom mirror shown as an optional, a collection or a set: its type takes no literal.
    options.maxDepth = StateDumpOptions().maxDepth
    for value in [LooksOptional(), LooksLikeArray(), LooksLikeSet()] as [Any] {
      #expect(stateDumpLine(value, options: options).contains("which has a custom mirror, cannot be"))
    }
    // What Swift can write has no comment; people still read the mirror.
    #expect(!containsUnwrittenValue(stateDumpLine([1: [Set([2])], 2: [nil, 3]], options: options)))
    #expect(!containsUnwrittenValue(stateDumpLine(ContiguousArray([1]), options: options)))
    #expect(stateDumpLine(Token()) == #"SwiftSourceDumpTests.Token(value: "t1")"#)
  }

  @Test func foundationValuesWithCustomMirrorsAreWrittenAsTheirInitializersTakeThem() {
    // Regression (a reviewer): a CGFloat, whose mirror is custom, became a placeholder where it
    // used to print `1.5`; Data, Decimal, Locale and TimeZone printed their private storage.
    var options = StateDumpOptions()
    options.writesSwiftSource = true
    let values: [(Any, String)] = [
      (CGFloat(1.5), "1.5"), (CGPoint(x: 1, y: 2), "CGPoint(x: 1.0, y: 2.0)"),
      (Data([1, 2]), "Data([1, 2])"), (Decimal(string: "1.25")!, #"Decimal(string: "1.25")!"#),
      (Locale(identifier: "en_GB"), #"Locale(identifier: "en_GB")"#),
      (TimeZone(identifier: "GMT")!, #"TimeZone(identifier: "GMT")!"#),
      (Decimal.nan, "Decimal.nan"), (Double.nan, "Double.nan"), (-Float.infinity, "-Float.infinity"),
      (CGFloat.infinity, "CGFloat.infinity"),
      (
        Data(repeating: 7, count: 33),
        #"Data(base64Encoded: "BwcHBwcHBwcHBwcHBwcHBwcHBwcHBwcHBwcHBwcHBwcH")!"#
      ),
    ]
    for (value, source) in values {
      #expect(stateDumpLine(value, options: options) == source)
    }
  }

  @Test func swiftSourceWritesEveryElement() {
    // Regression: the 201st element on became `… 50 more elements`, which does not compile.
    var options = StateDumpOptions()
    options.writesSwiftSource = true
    let source = stateDumpLine(Array(0..<250), options: options)
    #expect(source.hasSuffix("248, 249]"))
    #expect(stateDumpLine(Array(0..<250)).hasSuffix("199, … 50 more elements]"))
  }

  @Test func durationsPrintAsSwiftWritesThem() {
    // Regression: `Duration(_low: 1500000000000000000, _high: 0)`, its private storage.
    var options = StateDumpOptions()
    options.writesSwiftSource = true
    for (duration, text) in [
      (Duration.seconds(2), ".seconds(2)"), (.milliseconds(1500), ".milliseconds(1500)"),
      (.microseconds(-3), ".microseconds(-3)"), (.nanoseconds(7), ".nanoseconds(7)"),
      (.seconds(-1.5), ".milliseconds(-1500)"),
      (
        Duration(secondsComponent: 0, attosecondsComponent: 5),
        "Duration(secondsComponent: 0, attosecondsComponent: 5)"
      ),
    ] {
      #expect(stateDumpLine(duration) == text)
      #expect(stateDumpLine(duration, options: options) == text)
    }
  }
}
