import Foundation
import Synchronization
import Testing

@testable import ReducerCheck

@Suite struct EncodedFingerprintTests {
  struct Screen: Codable, Equatable {
    var title: String
    var rows: [[Int]]
    var detail: Detail?
    var kind: Kind
  }
  struct Detail: Codable, Equatable {
    var id: UUID
    var count: Int8
  }
  enum Kind: Codable, Equatable {
    case list
    case grid(columns: Int)
  }

  private let id = UUID(uuidString: "00000000-0000-0000-0000-000000000001")!

  private func screen(
    title: String = "Inbox", rows: [[Int]] = [[1], [2]], count: Int8 = 0, kind: Kind = .list
  ) -> Screen {
    Screen(title: title, rows: rows, detail: Detail(id: id, count: count), kind: kind)
  }

  @Test func equalValuesHaveOneFingerprint() throws {
    #expect(try encodedFingerprint(of: screen()) == encodedFingerprint(of: screen()))
    #expect(
      try encodedFingerprint(of: screen(kind: .grid(columns: 2)))
        == encodedFingerprint(of: screen(kind: .grid(columns: 2))))
  }

  @Test func whatEveryKindOfContainerHoldsCounts() throws {
    let base = try encodedFingerprint(of: screen())
    #expect(try encodedFingerprint(of: screen(title: "Sent")) != base)  // keyed
    #expect(try encodedFingerprint(of: screen(rows: [[1], [3]])) != base)  // unkeyed
    #expect(try encodedFingerprint(of: screen(count: 1)) != base)  // nested, single value
    #expect(try encodedFingerprint(of: screen(kind: .grid(columns: 2))) != base)  // enum case
    var absent = screen()
    absent.detail = nil
    #expect(try encodedFingerprint(of: absent) != base)
  }

  /// Where one container ends and the next starts is part of what is hashed.
  @Test func theShapeOfNestingCounts() throws {
    #expect(try encodedFingerprint(of: [[1], [2]]) != encodedFingerprint(of: [[1, 2]]))
    #expect(try encodedFingerprint(of: [[1, 2], []]) != encodedFingerprint(of: [[1], [2]]))
    #expect(try encodedFingerprint(of: ["ab": 1]) != encodedFingerprint(of: ["a": 1]))
  }

  /// What JSON writes apart, the fingerprint tells apart, though `==` or `Hasher` may not: the
  /// bytes of canonically equal strings, the sign of zero, and values of different types with
  /// the same bits.
  @Test func whatJSONWritesApartHashesApart() throws {
    #expect(try encodedFingerprint(of: "caf\u{E9}") != encodedFingerprint(of: "cafe\u{301}"))
    #expect(try encodedFingerprint(of: [0.0]) != encodedFingerprint(of: [-0.0]))
    #expect(try encodedFingerprint(of: [true]) != encodedFingerprint(of: [UInt8(1)]))
    #expect(try encodedFingerprint(of: [Int8(1)]) != encodedFingerprint(of: [UInt8(1)]))
    #expect(try encodedFingerprint(of: [UInt8?.none]) != encodedFingerprint(of: [UInt8?(6)]))
    #expect(try encodedFingerprint(of: [[String: Int]()]) != encodedFingerprint(of: [UInt64(1)]))
    #expect(try encodedFingerprint(of: ["a": Int?.none]) != encodedFingerprint(of: ["a": Int?(0)]))
  }

  @Test func whatAnEncodingThrowsIsThrown() {
    struct Refuses: Encodable {
      struct Refusal: Error {}
      func encode(to encoder: any Encoder) throws { throw Refusal() }
    }
    #expect(throws: Refuses.Refusal.self) { try encodedFingerprint(of: Refuses()) }
  }
}

extension EncodedFingerprintTests {
  /// Records the coding path it is encoded at, as some types do for their errors.
  struct PathReader: Encodable {
    static let paths = Mutex<[String]>([])
    func encode(to encoder: any Encoder) throws {
      Self.paths.withLock { $0.append(encoder.codingPath.map(\.stringValue).joined(separator: ".")) }
      var container = encoder.singleValueContainer()
      try container.encode(encoder.codingPath.count)
    }
  }
  struct Holder: Encodable {
    var reader = PathReader()
    var list = [PathReader(), PathReader()]
  }

  @Test func valuesSeeTheCodingPathAnEncoderGivesThem() throws {
    PathReader.paths.withLock { $0 = [] }
    _ = try encodedFingerprint(of: Holder())
    #expect(PathReader.paths.withLock { $0 } == ["reader", "list.Index 0", "list.Index 1"])
  }
}
