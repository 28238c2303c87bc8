import Foundation

/// The environment variables that steer a check, parsed with errors that say how to fix them.
///
/// - `REDUCERCHECK_SEED=5EED1234`: the seed, in hexadecimal as reports print it (`0x` optional;
///   `123` means `0x123`).
/// - `REDUCERCHECK_REPLAY=5EED1234/37`: run only sequence 37 of that seed.
/// - `REDUCERCHECK_SHARD=2/4`: run only every 4th sequence, starting at the 3rd (0-based 2).
/// - `REDUCERCHECK_TRACE=1`: print each step before it runs.
/// - `REDUCERCHECK_COVERAGE=1`: print what every check reached.
struct CheckEnvironment {
  var seed: UInt64?
  var replay: (seed: UInt64, sequence: Int)?
  var shard: (index: Int, count: Int)?
  var trace = false
  var coverage = false

  init(_ variables: [String: String]) throws {
    if let text = variables["REDUCERCHECK_SEED"] {
      guard let seed = parseSeed(text) else {
        throw CheckError(
          description: """
            REDUCERCHECK_SEED="\(text)" is not a seed. Use the hexadecimal seed a failure report \
            prints, such as REDUCERCHECK_SEED=5EED1234.
            """)
      }
      self.seed = seed
    }
    if let text = variables["REDUCERCHECK_REPLAY"] {
      let parts = text.split(separator: "/")
      guard parts.count == 2, let seed = parseSeed(String(parts[0])), let sequence = Int(parts[1]),
        sequence >= 1
      else {
        throw CheckError(
          description: """
            REDUCERCHECK_REPLAY="\(text)" is not a replay. Use the value a failure report \
            prints: the seed and the 1-based sequence number, such as \
            REDUCERCHECK_REPLAY=5EED1234/37.
            """)
      }
      self.replay = (seed, sequence)
    }
    if let text = variables["REDUCERCHECK_SHARD"] {
      let parts = text.split(separator: "/")
      guard parts.count == 2, let index = Int(parts[0]), let count = Int(parts[1]), count >= 1,
        (0..<count).contains(index)
      else {
        throw CheckError(
          description: """
            REDUCERCHECK_SHARD="\(text)" is not a shard. Use "index/count" with 0 ≤ index < \
            count, such as REDUCERCHECK_SHARD=0/4 … REDUCERCHECK_SHARD=3/4 across four CI jobs.
            """)
      }
      self.shard = (index, count)
    }
    trace = try flag("REDUCERCHECK_TRACE", in: variables)
    coverage = try flag("REDUCERCHECK_COVERAGE", in: variables)
  }
}

/// An on/off variable: `1`, `true`, `yes` or `0`, `false`, `no` (any case); unset is off.
private func flag(_ name: String, in variables: [String: String]) throws -> Bool {
  guard let text = variables[name] else { return false }
  switch text.trimmingCharacters(in: .whitespaces).lowercased() {
  case "1", "true", "yes": return true
  case "0", "false", "no", "": return false
  default:
    throw CheckError(
      description: """
        \(name)="\(text)" is neither on nor off. Use \(name)=1 to turn it on; unset it, or use \
        \(name)=0, to turn it off.
        """)
  }
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
