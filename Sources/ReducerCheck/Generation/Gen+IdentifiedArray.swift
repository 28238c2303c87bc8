import Generators
import ReducerCore

extension Gen {
  /// Identified arrays of `element` values; elements whose id was already drawn are skipped.
  ///
  /// ```swift
  /// Gen.identifiedArray(of: Gen.int(in: 1...5).map { Todo.State(id: $0) }, count: 0...4)
  /// ```
  public static func identifiedArray<Element: Identifiable>(
    of element: Gen<Element>, count: ClosedRange<Int> = 0...10
  ) -> Gen where Value == IdentifiedArrayOf<Element> {
    Gen<[Element]>.uniqueArray(of: element, count: count, id: \.id)
      .map { IdentifiedArray(uniqueElements: $0) }
  }
}
