/// An operator's writable key path, with the byte offset of the field it names when the path
/// is made of stored properties only (`\.path`, `\.child.items`), or is the projection of a
/// `@PresentationState` property (`\.$destination`).
///
/// Reading or writing through a key path goes through the standard library's projection,
/// which looks up generic metadata on every access: in a profile of the benchmark feature it
/// was a fifth of a bare reduce. Where the layout gives the field's offset, the operator reads
/// and writes the field in place instead, exactly as the key path would. A path through another
/// computed property, one with observers, or a class has no offset, and goes through the key
/// path.
///
/// A `@PresentationState` projection is a computed property, so the layout gives no offset for
/// it; its storage is learnt from the first state the operator sees (see
/// ``ProjectedStorage``), and operators built afterwards use it.
@usableFromInline struct StoredField<Root, Value> {
  @usableFromInline let keyPath: WritableKeyPath<Root, Value>
  @usableFromInline let offset: Int?
  /// Whether the path may be a projection whose storage is not learnt yet: the first access
  /// looks at the state it is given.
  @usableFromInline let learnsStorage: Bool

  @inlinable init(_ keyPath: WritableKeyPath<Root, Value>) {
    self.keyPath = keyPath
    if let offset = MemoryLayout<Root>.offset(of: keyPath) {
      self.offset = offset
      self.learnsStorage = false
    } else {
      (self.offset, self.learnsStorage) = ProjectedStorage.offset(of: keyPath)
    }
  }

  /// The field's value in `root` (which is `inout` only so that it is read in place).
  @inlinable func value(in root: inout Root) -> Value {
    guard let offset else {
      if learnsStorage { ProjectedStorage.learn(keyPath, from: root) }
      return root[keyPath: keyPath]
    }
    return withUnsafeMutablePointer(to: &root) { root in
      UnsafeMutableRawPointer(root).advanced(by: offset).assumingMemoryBound(to: Value.self).pointee
    }
  }

  /// Runs `body` on the field of `root`, in place.
  @inlinable func modify<Result>(
    _ root: inout Root, _ body: (inout Value) throws -> Result
  ) rethrows -> Result {
    guard let offset else {
      if learnsStorage { ProjectedStorage.learn(keyPath, from: root) }
      return try body(&root[keyPath: keyPath])
    }
    return try withUnsafeMutablePointer(to: &root) { root in
      try body(
        &UnsafeMutableRawPointer(root).advanced(by: offset).assumingMemoryBound(to: Value.self).pointee)
    }
  }
}
