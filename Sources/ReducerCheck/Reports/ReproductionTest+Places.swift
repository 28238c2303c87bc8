import Foundation
import ReducerCore
import StateDump
@_spi(Reflection) import Swift

/// Where the printed test reads a place the navigation walk names (`state.tabs.[0].value`):
/// Swift that compiles in the user's test file and reads the same value, or nothing.
extension ReproductionTest {
  /// Swift that reads a place the inspection names from the test's store: `store.state` for
  /// `state`, `store.state.settings`, `store.state.rows[2]` (an array element, by position),
  /// `store.state.tabs["home"]!` (a dictionary value, by a key written as a literal),
  /// `store.state.path[id: 1]!` (a stack element, by id), `store.state.destination!` (what an
  /// optional or a presentation holds), `(/Mode.editing).extract(from: store.state.mode)!` (an
  /// enum's payload).
  ///
  /// `nil` wherever the Swift might not compile or might read another value: a field declared
  /// as an existential, `AnyHashable` or a superclass of what it holds; storage a property
  /// wrapper does not mirror as its value; a set, a slice, a payload of several values, a key
  /// with no plain literal.
  func storeAccess(_ place: String) -> (swift: String, value: Any)? {
    var components = place.split(separator: ".").map(String.init)[...]
    guard components.popFirst() == "state" else { return nil }
    var value: Any = finalState
    // The type of the Swift written so far, as the compiler sees it.
    var staticType: Any.Type = Feature.State.self
    var access = "store.state"
    while let component = components.popFirst() {
      let mirror = Mirror(reflecting: value)
      // The walk sees what the mirror shows; the Swift reads what the static type declares. They
      // must be one type: not an existential, a superclass, or a custom mirror of something else.
      guard mirror.subjectType == staticType else { return nil }
      switch mirror.displayStyle {
      case .optional:
        guard component == "some", metadataKind(of: staticType) == 0x202, let wrapped = mirror.children.first,
          let wrappedType = enumPayloadTypes(of: staticType)?.first
        else { return nil }
        access += "!"
        value = wrapped.value
        staticType = wrappedType
      case .enum:
        guard let payload = mirror.children.first, payload.label == component, isMemberName(component),
          Mirror(reflecting: payload.value).displayStyle != .tuple,
          let payloadType = enumPayloadType(of: staticType, caseNamed: component)
        else { return nil }
        access = "(/\(typeName(staticType)).\(component)).extract(from: \(access))!"
        value = payload.value
        staticType = payloadType
      case .collection where component.hasPrefix("#"):
        guard let stack = staticType as? any _StackStateProtocol.Type,
          let generation = Int(component.dropFirst()),
          let element = mirror.children.first(where: { $0.label == component })
        else { return nil }
        access += "[id: \(generation)]!"
        value = element.value
        staticType = stack._elementType
      case .collection:
        guard let collection = staticType as? any IndexedByPosition.Type, let offset = position(component),
          offset < mirror.children.count
        else { return nil }
        access += "[\(offset)]"
        value = mirror.children[mirror.children.index(mirror.children.startIndex, offsetBy: offset)].value
        staticType = collection.elementType
      case .dictionary:
        // The walk goes on into the pair's value; the test reads it by its key.
        guard let dictionary = staticType as? any KeyedByHash.Type, let offset = position(component),
          offset < mirror.children.count, components.popFirst() == "value"
        else { return nil }
        let pair = Mirror(
          reflecting: mirror.children[mirror.children.index(mirror.children.startIndex, offsetBy: offset)]
            .value
        ).children
        guard let key = pair.first(where: { $0.label == "key" })?.value, let literal = keyLiteral(key),
          let entry = pair.first(where: { $0.label == "value" })?.value
        else { return nil }
        access += "[\(literal)]!"
        value = entry
        staticType = dictionary.valueType
      default:
        guard isMemberName(component),
          let child = mirror.children.first(where: { $0.label == component || $0.label == "_" + component }),
          let declared = declaredType(of: child.label!, in: staticType)
        else { return nil }
        if child.label == component {
          staticType = declared
        } else {
          // `_name` is a property wrapper's storage: `name` reads its value, which is what the
          // walk sees only where the wrapper's mirror shows its value (`@PresentationState`,
          // `@BindingState`). The Swift reads the value as declared, whatever it holds now.
          guard let wrapper = declared as? any _MirrorsWrappedValue.Type else { return nil }
          staticType = wrapper._mirroredType
        }
        access += ".\(component)"
        value = child.value
      }
    }
    // The caller reads members of what the place holds.
    guard Mirror(reflecting: value).subjectType == staticType, staticType != AnyHashable.self else {
      return nil
    }
    return (access, value)
  }

  /// `2` for `[2]`, the walk's name of a collection's element.
  private func position(_ component: String) -> Int? {
    guard component.hasPrefix("["), component.hasSuffix("]") else { return nil }
    return Int(component.dropFirst().dropLast()).flatMap { $0 >= 0 ? $0 : nil }
  }

  /// A dictionary key as a literal the test can compile, for keys that have a plain one.
  private func keyLiteral(_ key: Any) -> String? {
    switch key {
    case is String, is Character, is Bool, is any BinaryInteger: return swiftLiteral(key)
    case let number as Double where number.isFinite: return swiftLiteral(number)
    case let number as Float where number.isFinite: return swiftLiteral(number)
    case is UUID: return swiftLiteral(key)
    case let id as StackElementID: return "\(id.generation)"
    default:
      // A case without a payload: `.home`.
      let mirror = Mirror(reflecting: key)
      guard mirror.displayStyle == .enum, mirror.children.isEmpty, !(key is any CustomReflectable) else {
        return nil
      }
      let literal = swiftLiteral(key)
      return literal.hasPrefix(".") && isMemberName(String(literal.dropFirst())) ? literal : nil
    }
  }

  /// Whether `text` can follow a dot as written: an identifier, and not one Swift reserves there.
  func isMemberName(_ text: String) -> Bool {
    guard let first = text.first, first.isLetter || first == "_" else { return false }
    return text.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" }
      && !["self", "Self", "Type", "Protocol", "init"].contains(text)
  }

  /// The declared type of the stored property `field` of a struct `type` (a class in state is
  /// left to the comment: its fields may be declared in a superclass).
  private func declaredType(of field: String, in type: Any.Type) -> Any.Type? {
    var found: Any.Type?
    guard metadataKind(of: type) == 0x200 else { return nil }
    _ = _forEachField(of: type, options: []) { name, _, fieldType, _ in
      if String(cString: name) == field { found = fieldType }
      return found == nil
    }
    return found
  }
}

/// Collections a test reads by position, from 0: `rows[2]`.
private protocol IndexedByPosition: Collection {}
extension IndexedByPosition {
  static var elementType: Any.Type { Element.self }
}
extension Array: IndexedByPosition {}
extension ContiguousArray: IndexedByPosition {}
extension IdentifiedArray: IndexedByPosition {}

/// Dictionaries a test reads by key: `tabs["home"]`.
private protocol KeyedByHash {
  static var valueType: Any.Type { get }
}
extension Dictionary: KeyedByHash {
  static var valueType: Any.Type { Value.self }
}
