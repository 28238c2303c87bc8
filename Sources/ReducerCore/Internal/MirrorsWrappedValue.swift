import StateDump

extension PresentationState: _MirrorsWrappedValue {
  package static var _mirroredType: Any.Type { State?.self }
}

extension BindingState: _MirrorsWrappedValue {
  package static var _mirroredType: Any.Type { Value.self }
}
