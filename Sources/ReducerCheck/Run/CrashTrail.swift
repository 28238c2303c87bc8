import Synchronization

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Where each exploring thread is, kept where a crash cannot erase it: when a reducer or an
/// effect traps, the process prints every running check's replay line on its way down.
///
/// ```
/// [ReducerCheck] The process crashed while checking Counter, sequence 37 of seed 5EED1234.
///   Replay it: REDUCERCHECK_REPLAY=5EED1234/37 REDUCERCHECK_TRACE=1 swift test --filter CounterInvariants/navigation
/// ```
///
/// The lines live in memory allocated once; the signal handler only reads them and writes them
/// to standard error (both safe in a signal handler), then hands the signal to whatever handled
/// it before (Swift's backtracer, the default action).
enum CrashTrail {
  private static let slotCount = 16
  private static let slotSize = 1_024
  private static let signals = [SIGILL, SIGTRAP, SIGABRT, SIGSEGV, SIGBUS, SIGFPE]

  // Written by the thread that owns a slot, read only by the signal handler of a crashing
  // thread: a plain buffer, since a handler cannot take a lock.
  nonisolated(unsafe) private static let lines: UnsafeMutablePointer<CChar> = {
    let lines = UnsafeMutablePointer<CChar>.allocate(capacity: slotCount * slotSize)
    lines.initialize(repeating: 0, count: slotCount * slotSize)
    return lines
  }()
  // The handlers that were there before ours, to hand each signal on to.
  nonisolated(unsafe) private static let previous: UnsafeMutablePointer<sigaction> = {
    let previous = UnsafeMutablePointer<sigaction>.allocate(capacity: 32)
    previous.initialize(repeating: sigaction(), count: 32)
    return previous
  }()
  // Per slot: the names of the check's invariants, each ended by a zero byte, and which one is
  // judging (its index + 1, or 0) which step (see `judgingCell(of:)`).
  private static let namesSize = 2_048
  nonisolated(unsafe) private static let names: UnsafeMutablePointer<CChar> = {
    let names = UnsafeMutablePointer<CChar>.allocate(capacity: slotCount * namesSize)
    names.initialize(repeating: 0, count: slotCount * namesSize)
    return names
  }()
  nonisolated(unsafe) private static let judgingNow: UnsafeMutablePointer<Int32> = {
    let judging = UnsafeMutablePointer<Int32>.allocate(capacity: slotCount * 2)
    judging.initialize(repeating: 0, count: slotCount * 2)
    return judging
  }()
  private static let taken = Mutex([Bool](repeating: false, count: slotCount))
  private static let installed = Mutex(false)

  /// A slot for the calling check, or `nil` when every slot is taken.
  static func claim() -> Int? {
    installOnce()
    return taken.withLock { taken in
      guard let slot = taken.firstIndex(of: false) else { return nil }
      taken[slot] = true
      return slot
    }
  }

  /// Empties `slot` and gives it back.
  static func release(_ slot: Int) {
    lines[slot * slotSize] = 0
    judgingNow[slot * 2] = 0
    names[slot * namesSize] = 0
    taken.withLock { $0[slot] = false }
  }

  /// Keeps `line` in `slot`, cut to fit, for the handler to print.
  static func leave(_ line: String, in slot: Int) {
    let start = lines + slot * slotSize
    start[0] = 0  // while the line changes, the slot reads as empty
    var line = line
    // One copy of the bytes: a loop over them is slow in a debug build, where this runs once
    // per sequence.
    line.withUTF8 { utf8 in
      let count = min(utf8.count, slotSize - 2)
      var first = CChar(bitPattern: UInt8(ascii: "\n"))
      if count > 0, let base = utf8.baseAddress {
        first = CChar(bitPattern: base[0])
        UnsafeMutableRawPointer(start + 1).copyMemory(from: base + 1, byteCount: count - 1)
        start[count] = CChar(bitPattern: UInt8(ascii: "\n"))
      }
      start[count + 1] = 0
      start[0] = first
    }
  }

  /// Keeps the names of the invariants a check judges, in the order it judges them, for the
  /// handler to name the one that trapped.
  static func leaveJudges(_ judges: [String], in slot: Int) {
    judgingNow[slot * 2] = 0
    let start = names + slot * namesSize
    var offset = 0
    for name in judges {
      var name = name
      name.withUTF8 { utf8 in
        let count = min(utf8.count, max(namesSize - offset - 2, 0))
        if count > 0, let base = utf8.baseAddress {
          UnsafeMutableRawPointer(start + offset).copyMemory(from: base, byteCount: count)
        }
        start[offset + count] = 0
        offset += count + 1
      }
    }
  }

  /// Whether ``leaveJudges(_:in:)`` kept the names for the check that holds `slot`.
  static func keepsJudges(in slot: Int) -> Bool { names[slot * namesSize] != 0 }

  /// Where the check that holds `slot` notes which invariant judges which step: at `[0]` the
  /// invariant's index among those ``leaveJudges(_:in:)`` kept, plus one (0: none judges), at
  /// `[1]` the step (1-based; 0: the end of the schedule; -1: the initial state). The judges
  /// write it directly, for every invariant at every step.
  static func judgingCell(of slot: Int) -> UnsafeMutablePointer<Int32> { judgingNow + slot * 2 }

  /// Writes, from the signal handler, which invariant of `slot` was judging which step, if one
  /// was: only calls that are safe there (`write`, `strlen`), and no allocation.
  private static func writeJudging(_ slot: Int) {
    let judge = Int(judgingNow[slot * 2])
    guard judge > 0 else { return }
    var name = names + slot * namesSize
    for _ in 1..<judge { name += strlen(name) + 1 }
    writeText("  It trapped inside the invariant \"")
    _ = write(2, name, strlen(name))
    let step = Int(judgingNow[slot * 2 + 1])
    switch step {
    case -1: writeText("\" as it judged the initial state: the invariant's own code crashed.\n")
    case 0: writeText("\" as it judged the end of the schedule: the invariant's own code crashed.\n")
    default:
      writeText("\" as it judged step ")
      var digits: (CChar, CChar, CChar, CChar, CChar, CChar, CChar, CChar, CChar, CChar, CChar, CChar) =
        (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0)
      withUnsafeMutableBytes(of: &digits) { buffer in
        var value = step
        var end = buffer.count
        repeat {
          end -= 1
          buffer[end] = UInt8(ascii: "0") + UInt8(value % 10)
          value /= 10
        } while value > 0 && end > 0
        _ = write(2, buffer.baseAddress! + end, buffer.count - end)
      }
      writeText(": the invariant's own code crashed.\n")
    }
  }

  /// A static string to standard error, from the signal handler.
  private static func writeText(_ text: StaticString) {
    _ = write(2, text.utf8Start, text.utf8CodeUnitCount)
  }

  private static func installOnce() {
    installed.withLock { installed in
      guard !installed else { return }
      installed = true
      for signal in signals {
        var action = sigaction()
        #if canImport(Glibc)
          action.__sigaction_handler.sa_handler = handle
        #else
          action.__sigaction_u.__sa_handler = handle
        #endif
        sigemptyset(&action.sa_mask)
        sigaction(signal, &action, previous + Int(signal))
      }
    }
  }

  private static let handle: @convention(c) (Int32) -> Void = { signal in
    for slot in 0..<CrashTrail.slotCount {
      let start = CrashTrail.lines + slot * CrashTrail.slotSize
      guard start[0] != 0 else { continue }
      _ = write(2, start, strlen(start))
      CrashTrail.writeJudging(slot)
    }
    sigaction(signal, CrashTrail.previous + Int(signal), nil)
    raise(signal)
  }
}
