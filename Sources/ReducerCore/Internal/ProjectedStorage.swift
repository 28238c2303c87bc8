@_spi(Reflection) import Swift
import Synchronization

/// A value whose projection key path (`\.$destination`) names a stored field of the same type
/// (`_destination`): the wrapper's `projectedValue` is the wrapper itself. The mark is a field
/// the probe can set to a value no feature ever holds, to see which field a path reads.
@usableFromInline package protocol _ProjectedStorageValue {
  var _probeMark: NavigationIDPath? { get set }
}

extension PresentationState: _ProjectedStorageValue {
  @usableFromInline package var _probeMark: NavigationIDPath? {
    get { presentedID }
    set { presentedID = newValue }
  }
}

/// Where the storage of a projection key path lies in its root, learnt once per key path.
///
/// The layout gives no offset for `\.$destination`: it is a computed property. Its storage is
/// the stored field `_destination`, but Swift on Linux does not name a key path's property, so
/// the field is found by looking: among the root's stored fields of the projection's type, the
/// one that a mark written into it is read back through the key path, and a mark written
/// through the key path is read back from it. Anything else (a root that is a class or an enum,
/// no such field, a computed property that reads or writes elsewhere) keeps the key path.
@usableFromInline enum ProjectedStorage {
  /// What is known of one key path; the key path is kept so its identity is never reused.
  private struct Entry: @unchecked Sendable {
    let keyPath: AnyKeyPath
    let offset: Int?
  }

  private static let known = Mutex(TypeFactTable<Entry>())

  /// How many key paths it remembers: operators build their key paths once per call site,
  /// so a feature has a few; beyond this (key paths made anew each time), it stops learning.
  static let capacity = 4_096

  /// The storage offset learnt for `keyPath`, and whether it is still to be learnt.
  @usableFromInline static func offset<Root, Value>(
    of keyPath: WritableKeyPath<Root, Value>
  ) -> (offset: Int?, learns: Bool) {
    // The table first: an operator is built on every action, and the cast below looks the
    // conformance up each time, while a key path learnt once is found by its identity.
    let (entry, hasRoom) = known.withLock { known in
      let entry = known[TypeFactKey(object: keyPath)]
      return (entry?.keyPath === keyPath ? entry : nil, known.count < capacity)
    }
    if let entry { return (entry.offset, false) }
    guard Value.self is any _ProjectedStorageValue.Type else { return (nil, false) }
    return (nil, hasRoom)
  }

  /// Learns where `keyPath` reads and writes in `root`, unless it is known.
  @usableFromInline static func learn<Root, Value>(_ keyPath: WritableKeyPath<Root, Value>, from root: Root) {
    let key = TypeFactKey(object: keyPath)
    let isKnown = known.withLock { known in
      known[key].map { $0.keyPath === keyPath } ?? (known.count >= capacity)
    }
    guard !isKnown else { return }
    let offset = probe(keyPath, in: root)
    known.withLock { known in
      guard known.count < capacity else { return }
      known[key] = Entry(keyPath: keyPath, offset: offset)
    }
  }

  /// The offset of the one stored field of `root` that `keyPath` reads and writes, if there is
  /// one.
  static func probe<Root, Value>(_ keyPath: WritableKeyPath<Root, Value>, in root: Root) -> Int? {
    guard !(Root.self is AnyObject.Type) else { return nil }
    var candidates: [Int] = []
    // False for anything but a struct (a class needs an option, which is not given).
    let isStruct = _forEachField(of: Root.self, options: []) { _, offset, type, _ in
      if type == Value.self { candidates.append(offset) }
      return true
    }
    guard isStruct else { return nil }
    let written = NavigationIDPath([NavigationID(element: 1, at: .source(fileID: #fileID, line: 0))])
    let writtenThrough = NavigationIDPath([NavigationID(element: 2, at: .source(fileID: #fileID, line: 0))])
    for offset in candidates {
      var copy = root
      guard withField(at: offset, of: &copy, as: Value.self, { mark(&$0, written) }),
        mark(of: copy[keyPath: keyPath]) == written
      else { continue }
      mark(&copy[keyPath: keyPath], writtenThrough)
      if withField(at: offset, of: &copy, as: Value.self, { mark(of: $0) }) == writtenThrough {
        return offset
      }
    }
    return nil
  }

  private static func withField<Root, Value, Result>(
    at offset: Int, of root: inout Root, as type: Value.Type, _ body: (inout Value) -> Result
  ) -> Result {
    withUnsafeMutableBytes(of: &root) { bytes in
      body(&bytes.baseAddress!.advanced(by: offset).assumingMemoryBound(to: Value.self).pointee)
    }
  }

  @discardableResult
  private static func mark<Value>(_ value: inout Value, _ mark: NavigationIDPath) -> Bool {
    guard var storage = value as? any _ProjectedStorageValue else { return false }
    storage._probeMark = mark
    guard let marked = storage as? Value else { return false }
    value = marked
    return true
  }

  private static func mark<Value>(of value: Value) -> NavigationIDPath? {
    (value as? any _ProjectedStorageValue)?._probeMark
  }
}
