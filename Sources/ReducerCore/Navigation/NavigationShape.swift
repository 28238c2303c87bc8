@_spi(Reflection) import Swift
import Synchronization

/// What values of one type can hold, as far as navigation is concerned, learnt once per type
/// from its metadata so that walking a state each step reflects only where navigation can be.
///
/// - A type is *free* when no value of it can ever hold a presentation or a stack state: a
///   number, a string, a function; a struct, tuple, enum or collection built only of such types.
/// - A struct or tuple that is not free is read field by field at the fields' offsets, skipping
///   its free fields, without `Mirror`.
/// - Everything else (the navigation states themselves, enums and collections that can hold
///   navigation, classes, custom mirrors) is reflected each time, as its value decides what it
///   holds.
package enum NavigationShape {
  case free
  case fields([Field])
  case reflect

  /// A stored field that can hold navigation.
  package struct Field {
    /// As declared: `_destination` for a property wrapper's storage.
    package let name: String
    let offset: Int
    let type: Any.Type
  }

  /// The shape of `type`, learnt on first use.
  package static func of(_ type: Any.Type) -> NavigationShape {
    let key = ObjectIdentifier(type)
    if let known = cache.withLock({ $0[key] }) { return known }
    var learning = Learning()
    let shape = learning.shape(of: type)
    cache.withLock { cache in cache.merge(learning.learnt) { known, _ in known } }
    return shape
  }

  /// The fields of `value`, whose shape is `.fields(fields)`, read at their offsets; `nil` when
  /// `value` is boxed once more inside (an `Any` holding an `Any`), which reflection unboxes.
  package static func read(_ fields: [Field], of value: Any) -> [(name: String, value: Any)]? {
    let dynamicType = type(of: value)
    func readAll<Value>(_ value: Value) -> [(name: String, value: Any)]? {
      guard Value.self == dynamicType else { return nil }
      return withUnsafePointer(to: value) { pointer in
        let base = UnsafeRawPointer(pointer)
        return fields.map { field in (field.name, load(field.type, at: base + field.offset)) }
      }
    }
    return _openExistential(value, do: readAll)
  }

  private static func load(_ type: Any.Type, at address: UnsafeRawPointer) -> Any {
    func load<Field>(_: Field.Type) -> Any { address.assumingMemoryBound(to: Field.self).pointee }
    return _openExistential(type, do: load)
  }

  private static let cache = Mutex<[ObjectIdentifier: NavigationShape]>([:])

  /// One pass of learning, from one type down through the types of its fields.
  private struct Learning {
    var learnt: [ObjectIdentifier: NavigationShape] = [:]
    /// Types being learnt further up: a type that holds itself (through an array, say) is taken
    /// to be able to hold navigation, which only costs a walk.
    var inProgress: Set<ObjectIdentifier> = []

    mutating func shape(of type: Any.Type) -> NavigationShape {
      let key = ObjectIdentifier(type)
      if let known = learnt[key] ?? NavigationShape.cache.withLock({ $0[key] }) { return known }
      guard !inProgress.contains(key) else { return .reflect }
      inProgress.insert(key)
      let shape = learn(type)
      inProgress.remove(key)
      learnt[key] = shape
      return shape
    }

    private mutating func isFree(_ type: Any.Type) -> Bool {
      if case .free = shape(of: type) { return true }
      return false
    }

    private mutating func learn(_ type: Any.Type) -> NavigationShape {
      if type is any _PresentationStateProtocol.Type || type is any _StackStateProtocol.Type {
        return .reflect
      }
      // Text keeps its bytes behind a builtin reference, and never holds navigation.
      if type == String.self { return .free }
      // A collection that mirrors exactly its elements can hold what they can. Decided before
      // its fields: its storage is a builtin reference they do not show (a dictionary's and a
      // set's everywhere, an array's on Apple platforms).
      if let collection = type as? any MirrorsItsElements.Type {
        return isFree(collection.elementType) ? .free : .reflect
      }
      switch metadataKind(of: type) {
      case 0x200, 0x301:  // a struct, a tuple
        var fields: [Field] = []
        let readable = _forEachField(of: type, options: []) { name, offset, fieldType, _ in
          fields.append(Field(name: String(cString: name), offset: offset, type: fieldType))
          return true
        }
        guard readable else { return .reflect }
        let holding = fields.filter { !isFree($0.type) }
        // Navigation lives in storage: what does not store it cannot show it, mirror or not.
        if holding.isEmpty { return .free }
        // A custom mirror, not the storage, says what it shows.
        if type is any CustomReflectable.Type { return .reflect }
        // Read in place only fields stored as themselves and held strongly: an existential's
        // value must be unboxed, a tuple's thin metatypes take no bytes in a struct, and a weak
        // or unowned reference must be loaded, which reflection does.
        guard holding.allSatisfy({ isStoredAsItself($0.type) }), storesReferencesWeakly(type) == false
        else { return .reflect }
        return .fields(holding)
      case 0x201, 0x202:  // an enum, an Optional
        guard let payloads = enumPayloadTypes(of: type) else { return .reflect }
        return payloads.allSatisfy { isFree($0) } ? .free : .reflect
      case 0x300:  // a builtin: a number or a raw pointer is free; a reference may hold anything
        return isTriviallyCopyable(type) ? .free : .reflect
      case 0x302, 0x304, 0x306:  // a function, a metatype
        return .free
      default:  // a class, an existential, anything new: decided by the value
        return .reflect
      }
    }
  }
}

/// Whether `type`'s values are plain bytes, copied without retaining anything.
private func isTriviallyCopyable(_ type: Any.Type) -> Bool {
  func check<T>(_: T.Type) -> Bool { _isPOD(T.self) }
  return _openExistential(type, do: check)
}

/// Collections whose mirror is their elements and whose storage holds nothing else.
private protocol MirrorsItsElements: Collection {}

extension MirrorsItsElements {
  static var elementType: Any.Type { Element.self }
}

extension Array: MirrorsItsElements {}
extension ContiguousArray: MirrorsItsElements {}
extension ArraySlice: MirrorsItsElements {}
extension Set: MirrorsItsElements {}
extension Dictionary: MirrorsItsElements {}
extension IdentifiedArray: MirrorsItsElements {}
