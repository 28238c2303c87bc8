import Generators
import Testing

@Suite struct SplitMix64Tests {
  /// Golden vectors: a change here changes every seed's sequence, on every machine.
  @Test func goldenVector() {
    var random = SplitMix64(seed: 0)
    #expect(
      [random.next(), random.next(), random.next()] == [
        0xE220_A839_7B1D_CDAF, 0x6E78_9E6A_A1B9_65F4, 0x06C4_5D18_8009_454F,
      ])
    var seeded = SplitMix64(seed: 0x5EED)
    let first = seeded.next()
    var again = SplitMix64(seed: 0x5EED)
    #expect(again.next() == first)
  }

  @Test func splitStreamsDiffer() {
    var random = SplitMix64(seed: 1)
    var child = random.split()
    #expect(child.next() != random.next())
  }

  @Test func boundedDrawsStayInBounds() {
    var random = SplitMix64(seed: 3)
    for bound in [0, 1, 2, 7, 1000] as [UInt64] {
      for _ in 0..<200 { #expect(random.next(upTo: bound) <= bound) }
    }
  }
}

@Suite struct GenTests {
  @Test func sameSeedSameValues() throws {
    let gen = Gen.array(of: .int(in: -50...50), count: 0...20)
    var a = ChoiceSource(seed: 99)
    var b = ChoiceSource(seed: 99)
    #expect(try gen.generate(from: &a) == gen.generate(from: &b))
  }

  /// Golden values: the values seed 42 makes must not change between releases.
  @Test func goldenValues() throws {
    var source = ChoiceSource(seed: 42)
    let ints = try Gen.array(of: .int(in: 0...9), count: 5...5).generate(from: &source)
    let string = try Gen.string(of: "ab", count: 3...3).generate(from: &source)
    let bool = try Gen.bool.generate(from: &source)
    #expect("\(ints) \(string) \(bool)" == "[3, 1, 8, 4, 0] aba true")
  }

  @Test func replayingChoicesGivesTheSameValue() throws {
    let gen = Gen.zip(.string(count: 0...5), .optional(.int(in: 1...9)))
    var source = ChoiceSource(seed: 5)
    let value = try gen.generate(from: &source)
    let replayed = try gen.generate(from: ChoiceSequence(source.recorded))
    #expect(value == replayed)
  }

  @Test func zeroChoicesAreTheSimplestValues() throws {
    #expect(try Gen.int(in: -5...5).generate(from: ChoiceSequence()) == 0)
    #expect(try Gen.int(in: 3...9).generate(from: ChoiceSequence()) == 3)
    #expect(try Gen.int(in: -9 ... -3).generate(from: ChoiceSequence()) == -3)
    #expect(try Gen.array(of: .bool, count: 0...4).generate(from: ChoiceSequence()) == [])
    #expect(try Gen.string(count: 2...4).generate(from: ChoiceSequence()) == "aa")
    #expect(try Gen.optional(.bool).generate(from: ChoiceSequence()) == nil)
  }

  @Test func intsZigZagOutFromZero() throws {
    let gen = Gen.int(in: -2...3)
    let values = try (0...5).map { try gen.generate(from: ChoiceSequence([UInt64($0)])) }
    #expect(values == [0, 1, -1, 2, -2, 3])
  }

  @Test func frequencyRespectsWeights() throws {
    let gen = Gen.frequency([
      (weight: 0, gen: .always("never")), (weight: 3, gen: .always("a")), (1, .always("b")),
    ])
    var source = ChoiceSource(seed: 1)
    let values = try (0..<400).map { _ in try gen.generate(from: &source) }
    #expect(!values.contains("never"))
    let share = Double(values.filter { $0 == "a" }.count) / 400
    #expect(share > 0.65 && share < 0.85)
  }

  @Test func impossibleGeneratorsThrowClearErrors() {
    #expect(throws: GenerationError.nothingToChooseFrom("Gen.oneOf")) {
      try Gen<Int>.oneOf([]).generate(from: ChoiceSequence())
    }
    #expect(throws: GenerationError.filterRejectedEverything("even odd numbers", attempts: 100)) {
      var source = ChoiceSource(seed: 1)
      _ = try Gen.int(in: 0...10).filter("even odd numbers") { _ in false }.generate(from: &source)
    }
  }

  @Test func uniqueArraysHaveDistinctIDs() throws {
    var source = ChoiceSource(seed: 8)
    let values = try Gen.uniqueArray(of: .int(in: 0...3), count: 0...10, id: { $0 }).generate(from: &source)
    #expect(Set(values).count == values.count)
  }
}
