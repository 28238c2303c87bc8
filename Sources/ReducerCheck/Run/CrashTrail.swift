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
    }
    sigaction(signal, CrashTrail.previous + Int(signal), nil)
    raise(signal)
  }
}
