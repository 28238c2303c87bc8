extension Gen {
  /// Arrays of `element` values with a length in `count`; shrinks toward fewer, simpler
  /// elements.
  ///
  /// Each element past the minimum is preceded by a "one more?" choice, so deleting an element's
  /// choices deletes the element.
  public static func array<Element>(of element: Gen<Element>, count: ClosedRange<Int> = 0...10) -> Gen
  where Value == [Element] {
    Gen { source in
      var elements: [Element] = []
      for _ in 0..<count.lowerBound { elements.append(try element.generate(from: &source)) }
      while elements.count < count.upperBound, try source.choose(upTo: 1) == 1 {
        elements.append(try element.generate(from: &source))
      }
      return elements
    }
  }

  /// `nil` or a value; shrinks toward `nil`.
  public static func optional<Wrapped>(_ wrapped: Gen<Wrapped>) -> Gen where Value == Wrapped? {
    Gen { source in try source.choose(upTo: 1) == 1 ? try wrapped.generate(from: &source) : nil }
  }

  /// Arrays whose elements have distinct ids; an element whose id was already drawn is skipped.
  public static func uniqueArray<Element, ID: Hashable>(
    of element: Gen<Element>, count: ClosedRange<Int> = 0...10, id: @escaping (Element) -> ID
  ) -> Gen where Value == [Element] {
    array(of: element, count: count).map { elements in
      var seen = Set<ID>()
      return elements.filter { seen.insert(id($0)).inserted }
    }
  }
}

extension Gen where Value == String {
  /// Strings of characters from `alphabet`, with a length in `count`; shrinks toward shorter
  /// strings of earlier characters.
  ///
  /// ```swift
  /// Gen.string(of: "ab", count: 0...3)  // "", "a", "ab", "bba", …
  /// ```
  public static func string(of alphabet: String = "abc", count: ClosedRange<Int> = 0...8) -> Gen {
    let characters = Array(alphabet)
    return Gen<[Character]>.array(of: .element(of: characters), count: count).map { String($0) }
  }
}
