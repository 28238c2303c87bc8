import Foundation

/// Every variable that steers ReducerCheck, read once per process and checked the same way:
/// a value that means nothing is an error that names the variable and a value that works, never
/// a silent default.
///
/// | variable | example | effect |
/// | --- | --- | --- |
/// | `CI` | `true` | nothing under `Snapshots/` is written; snapshots never record |
/// | `REDUCERCHECK_SEED` | `5EED1234` | the seed, in hexadecimal as reports print it |
/// | `REDUCERCHECK_REPLAY` | `5EED1234/37` | run only sequence 37 of that seed |
/// | `REDUCERCHECK_SHARD` | `2/4` | run every 4th sequence, from the 3rd (0-based 2) |
/// | `REDUCERCHECK_SEQUENCES` | `10000` or `10m` | deepen every check: that many sequences, or for that long |
/// | `REDUCERCHECK_TRACE` | `1` | print each step before it runs |
/// | `REDUCERCHECK_COVERAGE` | `1` | print what every check reached |
/// | `REDUCERCHECK_PROGRESS` | `0` | no progress lines (on by default unless `CI` is set) |
/// | `REDUCERCHECK_RECORD` | `failed` | when snapshot assertions write (see ``RecordMode``) |
/// | `REDUCERCHECK_ARTIFACTS` | `.build/artifacts` | where CI keeps new snapshots and failure stories |
struct Environment: Sendable {
  /// `CI` set to anything but empty, `0`, `false` or `no`: providers spell it `true`, `1` or
  /// their own name.
  var isCI = false
  var seed: UInt64?
  var replay: (seed: UInt64, sequence: Int)?
  var shard: (index: Int, count: Int)?
  var campaign: Campaign?
  var trace = false
  var coverage = false
  /// `nil` when unset: progress is shown unless on CI.
  var progress: Bool?
  /// `nil` when unset.
  var record: RecordMode?
  /// The folder as written (possibly empty); ``ArtifactFolder`` decides whether it may be used.
  var artifacts: String?

  /// How `REDUCERCHECK_SEQUENCES` deepens every check of a run.
  enum Campaign: Equatable, Sendable {
    /// Exactly this many sequences, however long they take.
    case sequences(Int)
    /// As many sequences as fit in this time.
    case duration(Duration)
  }

  /// The snapshot record mode in force: `never` on CI, whatever `REDUCERCHECK_RECORD` says.
  var recordMode: RecordMode { isCI ? .never : (record ?? .missing) }

  /// The process's variables, parsed on first use.
  static let process = Result { try Environment(ProcessInfo.processInfo.environment) }

  /// `variables` when given (tests of the variables), else the process's.
  static func current(_ variables: [String: String]?) throws -> Environment {
    if let variables { return try Environment(variables) }
    return try process.get()
  }

  /// Whether `variables` say the tests run on CI; read alone, so that a bad value in another
  /// variable never makes a CI run write.
  static func isCI(_ variables: [String: String] = ProcessInfo.processInfo.environment) -> Bool {
    variables["CI"].map { !["", "0", "false", "no"].contains($0.lowercased()) } ?? false
  }

  init(_ variables: [String: String]) throws {
    isCI = Self.isCI(variables)
    seed = try parse("REDUCERCHECK_SEED", in: variables, example: "REDUCERCHECK_SEED=5EED1234") {
      parseSeed($0)
    }
    replay = try parse(
      "REDUCERCHECK_REPLAY", in: variables,
      example: """
        the value a failure report prints: the seed and the 1-based sequence number, such as \
        REDUCERCHECK_REPLAY=5EED1234/37
        """
    ) { text in
      let parts = text.split(separator: "/")
      guard parts.count == 2, let seed = parseSeed(String(parts[0])), let sequence = Int(parts[1]),
        sequence >= 1
      else { return nil }
      return (seed, sequence)
    }
    shard = try parse(
      "REDUCERCHECK_SHARD", in: variables,
      example: """
        "index/count" with 0 ≤ index < count, such as REDUCERCHECK_SHARD=0/4 … \
        REDUCERCHECK_SHARD=3/4 across four CI jobs
        """
    ) { text in
      let parts = text.split(separator: "/")
      guard parts.count == 2, let index = Int(parts[0]), let count = Int(parts[1]), count >= 1,
        (0..<count).contains(index)
      else { return nil }
      return (index, count)
    }
    campaign = try parse(
      "REDUCERCHECK_SEQUENCES", in: variables,
      example: """
        a number of sequences per check, 1 or more (REDUCERCHECK_SEQUENCES=10000), or a time \
        per check with s, m or h, from 0.001s to a year (REDUCERCHECK_SEQUENCES=10m)
        """, parseCampaign)
    trace = try flag("REDUCERCHECK_TRACE", in: variables) ?? false
    coverage = try flag("REDUCERCHECK_COVERAGE", in: variables) ?? false
    progress = try flag("REDUCERCHECK_PROGRESS", in: variables)
    record = try parse(
      "REDUCERCHECK_RECORD", in: variables,
      example: "one of: \(RecordMode.allCases.map(\.rawValue).joined(separator: ", "))"
    ) { RecordMode(rawValue: $0.lowercased()) }
    artifacts = variables["REDUCERCHECK_ARTIFACTS"]
    // A misspelt variable would change nothing, silently.
    for name in variables.keys.sorted() where name.hasPrefix("REDUCERCHECK_") && !Self.names.contains(name) {
      let likely = Self.readByUsers.max { commonPrefix($0, name) < commonPrefix($1, name) }!
      throw EnvironmentError(
        description: """
          \(name) is not a variable ReducerCheck reads (did you mean \(likely)?). It reads \
          \(Self.readByUsers.joined(separator: ", ")). Unset it, or spell it as one of them.
          """)
    }
  }

  /// The variables a user sets, in the order of the table above.
  static let readByUsers = [
    "REDUCERCHECK_SEED", "REDUCERCHECK_REPLAY", "REDUCERCHECK_SHARD", "REDUCERCHECK_SEQUENCES",
    "REDUCERCHECK_TRACE", "REDUCERCHECK_COVERAGE", "REDUCERCHECK_PROGRESS", "REDUCERCHECK_RECORD",
    "REDUCERCHECK_ARTIFACTS",
  ]

  /// Every `REDUCERCHECK_` name that is not a misspelling: the users' and those of this
  /// package's own tests (the soak's seed count, a crash trail's child process).
  static let names = Set(readByUsers + ["REDUCERCHECK_SOAK", "REDUCERCHECK_CRASH_TRAIL_CHILD"])
}

/// How many characters `lhs` and `rhs` share from the start.
private func commonPrefix(_ lhs: String, _ rhs: String) -> Int {
  zip(lhs, rhs).prefix { $0 == $1 }.count
}

/// An error in a `REDUCERCHECK_*` variable.
struct EnvironmentError: Error, Equatable, CustomStringConvertible {
  let description: String
}

/// The variable's value read by `read`, `nil` when unset, or an error that shows `example`.
private func parse<Value>(
  _ name: String, in variables: [String: String], example: String, _ read: (String) -> Value?
) throws -> Value? {
  guard let text = variables[name] else { return nil }
  guard let value = read(text.trimmingCharacters(in: .whitespaces)) else {
    throw EnvironmentError(
      description: "\(name)=\"\(text)\" means nothing to ReducerCheck. Use \(example), or unset it.")
  }
  return value
}

/// An on/off variable: `1`, `true`, `yes` or `0`, `false`, `no` (any case); `nil` when unset.
private func flag(_ name: String, in variables: [String: String]) throws -> Bool? {
  try parse(
    name, in: variables,
    example: "\(name)=1 to turn it on, or \(name)=0 to turn it off"
  ) { text in
    switch text.lowercased() {
    case "1", "true", "yes": true
    case "0", "false", "no", "": false
    default: nil
    }
  }
}

/// `10000` (sequences) or `90s`, `10m`, `2h` (a time per check).
private func parseCampaign(_ text: String) -> Environment.Campaign? {
  if let count = Int(text) { return count >= 1 ? .sequences(count) : nil }
  guard let unit = text.last, let amount = Double(text.dropLast()), amount.isFinite else { return nil }
  let milliseconds: Double
  switch unit {
  case "s": milliseconds = amount * 1_000
  case "m": milliseconds = amount * 60_000
  case "h": milliseconds = amount * 3_600_000
  default: return nil
  }
  // At least a millisecond, and no more than a year: `0.0004s` would start no sequence.
  guard milliseconds >= 1, milliseconds <= 31_536_000_000 else { return nil }
  return .duration(.milliseconds(Int(milliseconds)))
}

/// `5EED1234` or `0x5eed1234`: hexadecimal, as reports print seeds.
func parseSeed(_ text: String) -> UInt64? {
  var digits = text.trimmingCharacters(in: .whitespaces)
  if digits.lowercased().hasPrefix("0x") { digits = String(digits.dropFirst(2)) }
  guard !digits.isEmpty, digits.count <= 16 else { return nil }
  return UInt64(digits, radix: 16)
}

/// `5EED1234`: how reports print a seed.
func formatSeed(_ seed: UInt64) -> String { String(seed, radix: 16, uppercase: true) }
