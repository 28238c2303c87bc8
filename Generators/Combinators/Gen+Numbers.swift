extension Gen where Value == Bool {
  /// `false` or `true`; shrinks toward `false`.
  public static var bool: Gen { Gen { source in try source.choose(upTo: 1) == 1 } }
}

extension Gen where Value == Int {
  /// An integer in `range`. Shrinks toward 0 when the range holds it, else toward the bound
  /// nearest 0.
  ///
  /// ```swift
  /// Gen.int(in: -3...3)  // simplest first: 0, 1, -1, 2, -2, 3, -3
  /// ```
  public static func int(in range: ClosedRange<Int>) -> Gen {
    Gen { source in
      let width = UInt64(bitPattern: Int64(range.upperBound &- range.lowerBound))
      let choice = try source.choose(upTo: width)
      if range.contains(0) {
        // Zig-zag out from zero while both sides have room, then continue on the longer side.
        let below = UInt64(-Int64(range.lowerBound))
        let above = UInt64(range.upperBound)
        let paired = 2 * min(below, above)
        if choice <= paired {
          let magnitude = Int((choice + 1) / 2)
          return choice % 2 == 1 ? magnitude : -magnitude
        }
        let extra = Int(choice - paired) + Int(min(below, above))
        return above > below ? extra : -extra
      }
      if range.lowerBound > 0 { return range.lowerBound + Int(choice) }
      return range.upperBound - Int(choice)
    }
  }

  /// An integer in `range`.
  public static func int(in range: Range<Int>) -> Gen { int(in: range.lowerBound...(range.upperBound - 1)) }
}

extension Gen where Value == Double {
  /// A number in `range`, in 1,000,000 even steps; shrinks toward the lower bound.
  public static func double(in range: ClosedRange<Double>) -> Gen {
    Gen { source in
      let step = Double(try source.choose(upTo: 1_000_000)) / 1_000_000
      return range.lowerBound + (range.upperBound - range.lowerBound) * step
    }
  }
}
