/// A recipe for random values of one type, built from choices so that any value it makes can
/// be replayed and shrunk.
///
/// ```swift
/// let item = Gen.zip(.int(in: 1...99), .string(of: "ab", count: 0...3))
///   .map { Item(id: $0, name: $1) }
/// var source = ChoiceSource(seed: 42)
/// let value = try item.generate(from: &source)
/// ```
public struct Gen<Value> {
  private let body: (inout ChoiceSource) throws -> Value

  /// A generator that makes values with `body`, drawing every random decision from the source.
  public init(_ body: @escaping (inout ChoiceSource) throws -> Value) { self.body = body }

  /// A value, drawing choices from `source`.
  public func generate(from source: inout ChoiceSource) throws -> Value { try body(&source) }

  /// The value `choices` make, replayed.
  public func generate(from choices: ChoiceSequence) throws -> Value {
    var source = ChoiceSource(replaying: choices)
    return try body(&source)
  }

  /// A value from a seeded generator, with the choices that made it.
  public func generate(using random: inout SplitMix64) throws -> (value: Value, choices: ChoiceSequence) {
    var source = ChoiceSource(random: random.split())
    let value = try body(&source)
    return (value, ChoiceSequence(source.recorded))
  }
}

extension Gen {
  /// Always `value`; costs no choice.
  public static func always(_ value: Value) -> Gen { Gen { _ in value } }

  /// Transforms each value.
  public func map<NewValue>(_ transform: @escaping (Value) throws -> NewValue) -> Gen<NewValue> {
    Gen<NewValue> { source in try transform(try self.generate(from: &source)) }
  }

  /// Chooses the next generator from each value.
  public func flatMap<NewValue>(_ transform: @escaping (Value) throws -> Gen<NewValue>) -> Gen<NewValue> {
    Gen<NewValue> { source in try transform(try self.generate(from: &source)).generate(from: &source) }
  }

  /// Keeps only values `isIncluded` accepts, trying up to `attempts` times.
  ///
  /// - Throws: ``GenerationError/filterRejectedEverything(_:attempts:)`` when none passed.
  public func filter(
    _ description: String = "filter", attempts: Int = 100, _ isIncluded: @escaping (Value) -> Bool
  ) -> Gen {
    Gen { source in
      for _ in 0..<attempts {
        let value = try self.generate(from: &source)
        if isIncluded(value) { return value }
      }
      throw GenerationError.filterRejectedEverything(description, attempts: attempts)
    }
  }

  /// Pairs of values from two generators.
  public static func zip<A, B>(_ a: Gen<A>, _ b: Gen<B>) -> Gen<(A, B)> where Value == (A, B) {
    Gen { source in (try a.generate(from: &source), try b.generate(from: &source)) }
  }

  /// Triples of values from three generators.
  public static func zip<A, B, C>(_ a: Gen<A>, _ b: Gen<B>, _ c: Gen<C>) -> Gen<(A, B, C)>
  where Value == (A, B, C) {
    Gen { source in
      (try a.generate(from: &source), try b.generate(from: &source), try c.generate(from: &source))
    }
  }

  /// A value from one of `generators`, chosen with equal weight; shrinks toward the first.
  public static func oneOf(_ generators: Gen...) -> Gen { oneOf(generators) }

  /// A value from one of `generators`, chosen with equal weight; shrinks toward the first.
  public static func oneOf(_ generators: [Gen]) -> Gen {
    Gen { source in
      guard !generators.isEmpty else { throw GenerationError.nothingToChooseFrom("Gen.oneOf") }
      let index = try source.choose(upTo: UInt64(generators.count - 1))
      return try generators[Int(index)].generate(from: &source)
    }
  }

  /// A value from one of `generators`, each chosen in proportion to its weight; shrinks toward
  /// the first. Weights of zero are never chosen.
  public static func frequency(_ generators: [(weight: Int, gen: Gen)]) -> Gen {
    Gen { source in
      let weighted = generators.filter { $0.weight > 0 }
      let total = weighted.reduce(0) { $0 + $1.weight }
      guard total > 0 else { throw GenerationError.nothingToChooseFrom("Gen.frequency") }
      var pick = Int(try source.choose(upTo: UInt64(total - 1)))
      for entry in weighted {
        if pick < entry.weight { return try entry.gen.generate(from: &source) }
        pick -= entry.weight
      }
      return try weighted[weighted.count - 1].gen.generate(from: &source)
    }
  }

  /// One of `elements`; shrinks toward the first.
  public static func element(of elements: [Value]) -> Gen {
    Gen { source in
      guard !elements.isEmpty else { throw GenerationError.nothingToChooseFrom("Gen.element(of:)") }
      return elements[Int(try source.choose(upTo: UInt64(elements.count - 1)))]
    }
  }
}
