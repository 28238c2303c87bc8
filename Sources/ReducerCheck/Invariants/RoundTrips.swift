import Foundation

/// What the states of one check became after a round trip through `JSONEncoder` and
/// `JSONDecoder`, remembered by state and by encoding.
///
/// Exploration comes back to the same states again and again (a sheet opened and closed, a
/// screen pushed and popped), and a round trip costs far more than a step.
/// - A state equal (`==`) to one that survived its round trip is taken to survive it too,
///   without being encoded at all: it is found by an ``encodedFingerprint(of:)``, a hash of what
///   it encodes, then compared with `==`. (The restorable invariant already trusts `==` to say
///   when a state changed.) Only states that survived are remembered so: a state equal to one
///   that failed makes its own round trip, so a failure is never reported for a state on the
///   strength of another one.
/// - Two states with one encoding decode to one state, so a state whose encoding was seen before
///   is compared with what that encoding decoded to, without decoding it again. The comparison
///   is never skipped: a field left out of the encoding gives two different states one
///   encoding. (Keys are sorted, so an equal state always encodes the same.)
///
/// Shared by the sequences of a check (of every check that uses one `Invariant` value), behind a
/// lock; it forgets everything once it has remembered ``capacity`` states or ``byteCapacity``
/// bytes of encodings, so a long campaign's memory stays flat. (It keeps the states that
/// survived as well as the encodings: a state's memory, and what its references hold, counts
/// once per remembered state.)
final class RoundTrips<State: Equatable>: @unchecked Sendable {
  /// How many round trips it remembers before it starts over.
  let capacity: Int
  /// How many bytes of encodings it keeps before it starts over.
  let byteCapacity: Int
  private let lock = NSLock()
  private var restored: [Encoding: State] = [:]
  /// States that survived their round trip, by their fingerprint.
  private var survivors: [Int: [State]] = [:]
  /// The navigation shapes seen (see `NavigationInspection.Findings.shape`).
  private var shapes: Set<Int> = []
  private var changedStates = 0
  private var seenCount = 0
  private var bytes = 0
  private var reusedCount = 0
  private var skippedCount = 0
  private let encoder: JSONEncoder = {
    let encoder = JSONEncoder()
    encoder.outputFormatting = .sortedKeys
    return encoder
  }()
  private let decoder = JSONDecoder()

  /// How many decodings it skipped because the encoding was known.
  var reused: Int { lock.withLock { reusedCount } }
  /// How many round trips it skipped because an equal state survived one before.
  var skipped: Int { lock.withLock { skippedCount } }

  init(capacity: Int = 1_024, byteCapacity: Int = 4 << 20) {
    self.capacity = capacity
    self.byteCapacity = byteCapacity
  }

  /// An encoding as a dictionary key, hashed over all its bytes (`Data` hashes only its first
  /// 80, which the encodings of one feature's states often share).
  private struct Encoding: Hashable {
    let data: Data
    func hash(into hasher: inout Hasher) {
      data.withUnsafeBytes { hasher.combine(bytes: $0) }
    }
  }

  /// Notes a changed state of a generated sequence with this navigation shape: whether no state
  /// of the shape was noted before, and how many changed states were noted, this one included.
  /// (Forgets every shape past ``capacity`` of them.)
  func noteChangedState(shape: Int) -> (isNewShape: Bool, number: Int) {
    lock.withLock {
      if shapes.count >= capacity { shapes.removeAll(keepingCapacity: true) }
      changedStates += 1
      return (shapes.insert(shape).inserted, changedStates)
    }
  }

  /// What `state` becomes after encoding and decoding, or `nil` when `State` is not `Codable`.
  /// Throws what encoding or decoding throws.
  func restore(_ state: State) throws -> State? {
    guard let encodable = state as? any Encodable,
      let decodable = State.self as? any Decodable.Type
    else { return nil }
    // A state whose encoding throws has no fingerprint; JSON says why below.
    let fingerprint = try? encodedFingerprint(of: encodable)
    if let fingerprint {
      // Compared outside the lock: `==` is the feature's code.
      let candidates = lock.withLock { survivors[fingerprint] ?? [] }
      if candidates.contains(where: { $0 == state }) {
        lock.withLock { skippedCount += 1 }
        return state
      }
    }
    let data = Encoding(data: try encoder.encode(encodable))
    let known = lock.withLock {
      let known = restored[data]
      if known != nil { reusedCount += 1 }
      return known
    }
    let result: State
    if let known {
      result = known
    } else {
      guard let decoded = try decoder.decode(decodable, from: data.data) as? State else { return nil }
      result = decoded
    }
    lock.withLock {
      if seenCount >= capacity || bytes + data.data.count > byteCapacity {
        restored.removeAll(keepingCapacity: true)
        survivors.removeAll(keepingCapacity: true)
        seenCount = 0
        bytes = 0
      }
      // Counted once per encoding held (it may be known already, or emptied meanwhile).
      if restored.updateValue(result, forKey: data) == nil { bytes += data.data.count }
      if let fingerprint, result == state { survivors[fingerprint, default: []].append(state) }
      seenCount += 1
    }
    return result
  }
}
