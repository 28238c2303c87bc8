import Foundation

/// Prints `value` the way a reviewer reads it: one field per line, two-space indent, type names
/// without their module, optionals invisible, enums as `.case(payload)`, and sets and
/// dictionaries in a stable, numeric-aware order.
///
/// ```swift
/// struct Item { var id: Int; var name: String; var tags: Set<String> }
/// print(stateDump(Feature.State(items: [Item(id: 1, name: "a", tags: ["b", "a"])], destination: nil)))
/// ```
/// prints
/// ```
/// Feature.State(
///   items: [
///     [0]: Item(
///       id: 1,
///       name: "a",
///       tags: Set([
///         "a",
///         "b"
///       ])
///     )
///   ],
///   destination: nil
/// )
/// ```
///
/// The same value prints the same text on every run and every platform.
public func stateDump(_ value: Any, options: StateDumpOptions = .default) -> String {
  var dumper = StateDumper(options: options)
  return dumper.dump(value)
}

/// Prints `value` on one line: `.destination(.presented(.detail(.closeTapped)))`.
///
/// Used where a value is named inside a sentence, such as an action in a warning.
public func stateDumpLine(_ value: Any, options: StateDumpOptions = .default) -> String {
  var dumper = StateDumper(options: options)
  return dumper.dumpLine(value)
}

/// Dumps several values with one numbering of redacted identifiers, so `UUID#1` is the same
/// UUID in every dump of a trace.
///
/// ```swift
/// var dumper = StateDumper(options: .snapshot)
/// dumper.dump(before)  // … id: UUID#1 …
/// dumper.dump(after)   // … id: UUID#1, other: UUID#2 …
/// ```
public struct StateDumper {
  public var options: StateDumpOptions
  var identities: [String: [String: Int]] = [:]

  public init(options: StateDumpOptions = .default) { self.options = options }

  /// `value` one field per line.
  public mutating func dump(_ value: Any) -> String {
    var dumper = Dumper(options: options, identities: identities)
    defer { identities = dumper.identities }
    return dumper.node(for: value).lines().joined(separator: "\n")
  }

  /// `value` on one line.
  public mutating func dumpLine(_ value: Any) -> String {
    node(for: value).singleLine
  }

  /// `value` as a tree of what the dump prints.
  mutating func node(for value: Any) -> DumpNode {
    var dumper = Dumper(options: options, identities: identities)
    defer { identities = dumper.identities }
    return dumper.node(for: value)
  }
}

/// Turns values into ``DumpNode``s, remembering the objects on the way down to stop cycles.
struct Dumper {
  let options: StateDumpOptions
  var identities: [String: [String: Int]]
  private var objectsOnPath: Set<ObjectIdentifier> = []
  private var depth = 0

  init(options: StateDumpOptions, identities: [String: [String: Int]] = [:]) {
    self.options = options
    self.identities = identities
  }

  mutating func node(for value: Any) -> DumpNode {
    guard depth < options.maxDepth else {
      return .leaf(options.writesSwiftSource ? unwrittenValuePlaceholder("a value nested this deep") : "…")
    }
    depth += 1
    defer { depth -= 1 }
    // Swift source writes a value's own fields: what it dumps as for people (`"3 cents"`) is
    // not what its type's initializer takes, except for a wrapper of what it dumps as.
    if let custom = value as? any CustomStateDumpRepresentable,
      !options.writesSwiftSource || value is any _MirrorsWrappedValue
    {
      return node(for: custom.stateDumpValue)
    }
    if let custom = value as? any CustomStateDumpStringConvertible {
      let source = options.writesSwiftSource ? custom.stateDumpSwiftSource : nil
      return .leaf(source ?? custom.stateDumpDescription)
    }
    if !options.redactions.isEmpty,
      let redaction = options.redactions.first(where: {
        $0.target == .type(ObjectIdentifier(type(of: value)))
      })
    {
      return .leaf(redacted(value, as: redaction.label))
    }
    // The test `uuid` dependency counts: its UUIDs print by their count (Swift source, with
    // ReducerCore's `UUID(_:)`), the same in every dump, so inserting one element renames none.
    if let uuid = value as? UUID, let count = counted(uuid) { return .leaf("UUID(\(count))") }
    if options.redactsIdentifiers {
      if value is UUID { return .leaf(redacted(value, as: "UUID")) }
      if value is Date { return .leaf(redacted(value, as: "Date")) }
    }
    if options.writesSwiftSource, let source = swiftSource(value) { return .leaf(source) }
    // Swift converts any hashable value to `AnyHashable` where one is declared: write what it
    // holds (its mirror would print `AnyHashable(value: …)`, which does not compile).
    if options.writesSwiftSource, type(of: value) == AnyHashable.self, let hashable = value as? AnyHashable {
      return node(for: hashable.base)
    }
    if let leaf = primitive(value) { return .leaf(leaf) }

    let mirror = Mirror(reflecting: value)
    if options.writesSwiftSource, let placeholder = unwritableMirror(of: value, mirror) {
      return .leaf(placeholder)
    }
    switch mirror.displayStyle {
    case .optional:
      guard let wrapped = mirror.children.first else { return .leaf("nil") }
      return node(for: wrapped.value)
    case .enum:
      return enumNode(value, mirror: mirror)
    case .tuple:
      return .container(open: "(", entries: entries(of: mirror), close: ")")
    case .collection:
      // Swift source writes an array literal, which has no labels: the positions and the stack
      // ids a dump shows are what the literal gives its elements anyway.
      var entries = mirror.children.prefix(elementLimit).enumerated().map { offset, child in
        DumpNode.Entry(
          label: options.writesSwiftSource ? nil : child.label ?? "[\(offset)]",
          node: node(for: child.value), isPosition: child.label == nil)
      }
      appendOmission(to: &entries, total: Int(mirror.children.count))
      return .container(open: "[", entries: entries, close: "]")
    case .set:
      let sorted = mirror.children.map { node(for: $0.value) }
        .sorted { naturalOrder($0.singleLine, $1.singleLine) }
      var entries = sorted.prefix(elementLimit).map { DumpNode.Entry(label: nil, node: $0) }
      appendOmission(to: &entries, total: sorted.count)
      return .container(open: "Set([", entries: entries, close: "])")
    case .dictionary:
      return dictionaryNode(mirror)
    case .class:
      let id = ObjectIdentifier(value as AnyObject)
      guard objectsOnPath.insert(id).inserted else {
        let name = typeName(type(of: value))
        return .leaf(
          options.writesSwiftSource ? unwrittenValuePlaceholder("\(name), which holds itself,") : "\(name)(↩︎)"
        )
      }
      defer { objectsOnPath.remove(id) }
      return structNode(value, mirror: mirror)
    default:
      if mirror.children.isEmpty, mirror.displayStyle == nil {
        return .leaf(String(describing: value))
      }
      return structNode(value, mirror: mirror)
    }
  }

  private mutating func structNode(_ value: Any, mirror: Mirror) -> DumpNode {
    var entries = entries(of: mirror)
    var superclass = mirror.superclassMirror
    while let parent = superclass {
      entries = self.entries(of: parent) + entries
      superclass = parent.superclassMirror
    }
    return .container(open: "\(typeName(type(of: value)))(", entries: entries, close: ")")
  }

  private mutating func entries(of mirror: Mirror) -> [DumpNode.Entry] {
    let owner = ObjectIdentifier(mirror.subjectType)
    let isTuple = mirror.displayStyle == .tuple
    return mirror.children.map { child in
      // An unlabelled tuple element reflects as `.0`: Swift writes it without a label.
      let name = child.label.flatMap { label in
        isTuple && isPositional(label) ? nil : fieldName(label, of: child.value)
      }
      if let name, !options.redactions.isEmpty,
        let redaction = options.redactions.first(where: { $0.target == .field(ownerType: owner, name: name) })
      {
        return DumpNode.Entry(label: name, node: .leaf(redacted(child.value, as: redaction.label)))
      }
      return DumpNode.Entry(label: name, node: node(for: child.value))
    }
  }

  /// Property-wrapper storage (`_destination`) prints under the property's own name; Swift
  /// source names a field as a memberwise initializer takes it (see `memberwiseLabel`).
  private func fieldName(_ label: String, of value: Any) -> String {
    if options.writesSwiftSource { return memberwiseLabel(label, of: value) }
    return label.hasPrefix("_") && label.count > 1 ? String(label.dropFirst()) : label
  }

  /// `.0`, `.1`: the label reflection gives an unlabelled tuple element.
  private func isPositional(_ label: String) -> Bool {
    label.hasPrefix(".") && label.count > 1 && label.dropFirst().allSatisfy(\.isNumber)
  }

  private mutating func enumNode(_ value: Any, mirror: Mirror) -> DumpNode {
    guard let payload = mirror.children.first else {
      return .leaf(".\(caseName(of: value))")
    }
    let name = ".\(payload.label ?? caseName(of: value))"
    let payloadMirror = Mirror(reflecting: payload.value)
    if payloadMirror.displayStyle == .tuple, !payloadMirror.children.isEmpty {
      return .container(open: name + "(", entries: entries(of: payloadMirror), close: ")")
    }
    return .container(
      open: name + "(", entries: [DumpNode.Entry(label: nil, node: node(for: payload.value))],
      close: ")")
  }

  private mutating func dictionaryNode(_ mirror: Mirror) -> DumpNode {
    let pairs = mirror.children.map { child -> (key: DumpNode, value: DumpNode) in
      let pair = Mirror(reflecting: child.value).children.map(\.value)
      return (node(for: pair[0]), node(for: pair[1]))
    }
    .sorted { naturalOrder($0.key.singleLine, $1.key.singleLine) }
    guard !pairs.isEmpty else { return .leaf("[:]") }
    var entries = pairs.prefix(elementLimit).map {
      DumpNode.Entry(label: $0.key.singleLine, node: $0.value)
    }
    appendOmission(to: &entries, total: pairs.count)
    return .container(open: "[", entries: entries, close: "]")
  }

  /// How many elements a collection shows: all of them in Swift source, where an omission would
  /// not compile.
  private var elementLimit: Int { options.writesSwiftSource ? .max : options.maxElements }

  /// A comment where Swift source cannot write a value from what reflection shows: a custom
  /// mirror of a struct, class or enum shows something other than what its initializer takes,
  /// unless the type says it shows just that (`_MirrorsInitializer`). A custom mirror shown as
  /// a collection or dictionary is written as a literal, which its type must accept; as a set
  /// or an optional, only for `Set` and `Optional`. A wrapper known to mirror its value is
  /// written as that value.
  private func unwritableMirror(of value: Any, _ mirror: Mirror) -> String? {
    guard value is CustomReflectable, !(value is any _MirrorsWrappedValue),
      !(value is any _MirrorsInitializer)
    else { return nil }
    let type = type(of: value)
    let writable: Bool
    switch mirror.displayStyle {
    case .collection: writable = value is any ExpressibleByArrayLiteral
    case .dictionary: writable = value is any ExpressibleByDictionaryLiteral
    // Written `Set([…])` and unwrapped: only the standard types themselves.
    case .set: writable = String(reflecting: type).hasPrefix("Swift.Set<")
    case .optional: writable = String(reflecting: type).hasPrefix("Swift.Optional<")
    default: writable = false
    }
    return writable ? nil : unwrittenValuePlaceholder("\(typeName(type)), which has a custom mirror,")
  }

  /// `… 4,800 more elements` after the first `maxElements`.
  private func appendOmission(to entries: inout [DumpNode.Entry], total: Int) {
    guard total > entries.count else { return }
    entries.append(DumpNode.Entry(label: nil, node: .leaf("… \(total - entries.count) more elements")))
  }

  /// The count of a UUID the test `uuid` dependency made (`00000000-0000-0000-0000-00000000000A`
  /// is 10), or `nil` for any other UUID.
  private func counted(_ uuid: UUID) -> UInt64? {
    let bytes = uuid.uuid
    let head = [bytes.0, bytes.1, bytes.2, bytes.3, bytes.4, bytes.5, bytes.6, bytes.7]
    guard head.allSatisfy({ $0 == 0 }) else { return nil }
    let tail = [bytes.8, bytes.9, bytes.10, bytes.11, bytes.12, bytes.13, bytes.14, bytes.15]
    return tail.reduce(0) { $0 << 8 | UInt64($1) }
  }

  /// `UUID#1`: the same value gets the same number within one dumper.
  private mutating func redacted(_ value: Any, as label: String) -> String {
    let key = String(reflecting: value)
    var numbers = identities[label, default: [:]]
    let number = numbers[key] ?? numbers.count + 1
    numbers[key] = number
    identities[label] = numbers
    return "\(label)#\(number)"
  }

  /// Values whose dump is not Swift, written as the Swift that makes them.
  ///
  /// (A `URLError` by its code's name: `URLError.Code(rawValue:)` is failable on Linux only, so
  /// no one spelling of a raw code compiles on every platform.)
  private func swiftSource(_ value: Any) -> String? {
    switch value {
    case let uuid as UUID: return "UUID(uuidString: \"\(uuid.uuidString)\")!"
    case let date as Date: return "Date(timeIntervalSince1970: \(date.timeIntervalSince1970))"
    case let url as URL: return "URL(string: \(quoted(url.absoluteString)))!"
    // Large data as base64, which stays one short literal.
    case let data as Data:
      return data.count > 32
        ? "Data(base64Encoded: \"\(data.base64EncodedString())\")!" : "Data(\(Array(data)))"
    case let decimal as Decimal: return decimal.isNaN ? "Decimal.nan" : "Decimal(string: \"\(decimal)\")!"
    // `nan` and `inf`, as a float describes itself, are not Swift.
    case let number as Double where !number.isFinite: return nonFiniteSource(number, type: "Double")
    case let number as Float where !number.isFinite: return nonFiniteSource(Double(number), type: "Float")
    case let number as CGFloat where !number.isFinite: return nonFiniteSource(Double(number), type: "CGFloat")
    case let locale as Locale: return "Locale(identifier: \(quoted(locale.identifier)))"
    case let zone as TimeZone: return "TimeZone(identifier: \(quoted(zone.identifier)))!"
    // Its mirror shows Foundation's private storage (`_nsError:`), no initializer of its own.
    case let error as URLError:
      return urlErrorCodeNames[error.code.rawValue].map { "URLError(.\($0))" }
        ?? unwrittenValuePlaceholder("URLError code \(error.code.rawValue)")
    default:
      let type = type(of: value)
      let name = String(describing: type)
      guard name.contains("->") else { return nil }
      return unwrittenValuePlaceholder("a closure (\(typeName(type)))")
    }
  }

  private func primitive(_ value: Any) -> String? {
    switch value {
    case let string as String: return quoted(string)
    case let substring as Substring: return quoted(String(substring))
    case let character as Character: return quoted(String(character))
    case let bool as Bool: return bool ? "true" : "false"
    case let number as any BinaryInteger: return "\(number)"
    case let number as Double: return number.description
    case let number as Float: return number.description
    case let number as CGFloat: return number.description
    case let uuid as UUID: return "UUID(\(uuid.uuidString))"
    case let date as Date: return "Date(\(iso8601(date)))"
    case let url as URL: return "URL(\(url.absoluteString))"
    case is Any.Type: return typeName(value as! Any.Type) + ".self"
    case let duration as Duration: return durationSwiftSource(duration)
    default: return nil
    }
  }
}

/// `Double.nan`, `-Float.infinity`.
private func nonFiniteSource(_ number: Double, type: String) -> String {
  number.isNaN ? "\(type).nan" : (number < 0 ? "-" : "") + "\(type).infinity"
}

/// `.seconds(2)`, `.milliseconds(1500)`: the largest whole unit, exact, as Swift writes it
/// (reflection shows a duration's private storage).
package func durationSwiftSource(_ duration: Duration) -> String {
  let (seconds, attoseconds) = duration.components
  if attoseconds == 0 { return ".seconds(\(seconds))" }
  let units: [(name: String, perSecond: Int64)] = [
    ("milliseconds", 1_000), ("microseconds", 1_000_000), ("nanoseconds", 1_000_000_000),
  ]
  for unit in units {
    let attosecondsPerUnit = 1_000_000_000_000_000_000 / unit.perSecond
    guard attoseconds % attosecondsPerUnit == 0 else { continue }
    let (whole, overflow) = seconds.multipliedReportingOverflow(by: unit.perSecond)
    let (count, overflowAgain) = whole.addingReportingOverflow(attoseconds / attosecondsPerUnit)
    guard !overflow, !overflowAgain else { break }
    return ".\(unit.name)(\(count))"
  }
  return "Duration(secondsComponent: \(seconds), attosecondsComponent: \(attoseconds))"
}

/// A case name without its payload: `loaded` for `.loaded(…)`, even for an enum whose
/// description says something else.
private func caseName(of value: Any) -> String {
  if let name = enumCaseName(of: value) { return name }
  let description = String(describing: value)
  return String(description.prefix { $0 != "(" })
}

/// A string literal as Swift writes it, escapes included.
func quoted(_ string: String) -> String {
  var result = "\""
  for scalar in string.unicodeScalars {
    switch scalar {
    case "\"": result += "\\\""
    case "\\": result += "\\\\"
    case "\n": result += "\\n"
    case "\r": result += "\\r"
    case "\t": result += "\\t"
    case _ where scalar.value < 0x20 || scalar.value == 0x7F:
      result += "\\u{\(String(scalar.value, radix: 16))}"
    default: result.unicodeScalars.append(scalar)
    }
  }
  return result + "\""
}

/// `2009-02-13T23:31:30Z`, with milliseconds when the date has a fraction of a second, so two
/// different dates never print the same.
private func iso8601(_ date: Date) -> String {
  let seconds = date.timeIntervalSince1970
  let style = Date.ISO8601FormatStyle(includingFractionalSeconds: seconds != seconds.rounded(.down))
  return date.formatted(style)
}

/// The names of the `URLError` codes a test usually fails an endpoint with.
private let urlErrorCodeNames: [Int: String] = [
  -1: "unknown", -999: "cancelled", -1000: "badURL", -1001: "timedOut", -1002: "unsupportedURL",
  -1003: "cannotFindHost", -1004: "cannotConnectToHost", -1005: "networkConnectionLost",
  -1006: "dnsLookupFailed", -1007: "httpTooManyRedirects", -1008: "resourceUnavailable",
  -1009: "notConnectedToInternet", -1011: "badServerResponse", -1012: "userCancelledAuthentication",
  -1013: "userAuthenticationRequired", -1014: "zeroByteResource", -1015: "cannotDecodeRawData",
  -1016: "cannotDecodeContentData", -1017: "cannotParseResponse", -1020: "dataNotAllowed",
  -1100: "fileDoesNotExist", -1200: "secureConnectionFailed",
]
