import Foundation
import Testing

/// The Swift in the README and the guides is code this package compiles: every ```swift block
/// appears, line for line, in a source or test file, so a newcomer who copies it copies code
/// that builds and runs. (A check's closure writes `$0.actions(…)` where a shared helper writes
/// `actions(…)`, and a printed test shows `@Test` where the committed copy has none: both are
/// read alike.)
@Suite struct DocsCodeTests {
  static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()

  static var documents: [String] {
    let docs =
      (try? FileManager.default.contentsOfDirectory(atPath: root.appendingPathComponent("Docs").path)) ?? []
    return ["README.md"] + docs.filter { $0.hasSuffix(".md") }.sorted().map { "Docs/\($0)" }
  }

  /// Every line of every Swift file the package compiles, each file apart.
  static let compiled: [[String]] = {
    var files: [[String]] = []
    for folder in ["Sources", "Tests"] {
      let base = root.appendingPathComponent(folder)
      let paths = FileManager.default.enumerator(atPath: base.path)?.compactMap { $0 as? String } ?? []
      for path in paths where path.hasSuffix(".swift") {
        let text = (try? String(contentsOf: base.appendingPathComponent(path), encoding: .utf8)) ?? ""
        files.append(normalized(text))
      }
    }
    return files
  }()

  /// The lines that matter: trimmed, blank ones dropped, `$0.` and `@Test ` read as nothing.
  static func normalized(_ text: String) -> [String] {
    text.split(separator: "\n").map { line in
      var line = line.trimmingCharacters(in: .whitespaces)
      for prefix in ["$0.", "@Test "] where line.hasPrefix(prefix) { line.removeFirst(prefix.count) }
      return line
    }.filter { !$0.isEmpty }
  }

  /// The ```swift blocks of `document`, with the line each starts on.
  static func swiftBlocks(of document: String) throws -> [(line: Int, code: String)] {
    let text = try String(contentsOf: root.appendingPathComponent(document), encoding: .utf8)
    var blocks: [(Int, String)] = []
    var current: (Int, [String])?
    for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
      if current == nil, line == "```swift" {
        current = (index + 2, [])
      } else if let open = current, line.hasPrefix("```") {
        blocks.append((open.0, open.1.joined(separator: "\n")))
        current = nil
      } else if current != nil {
        current?.1.append(String(line))
      }
    }
    return blocks
  }

  @Test(arguments: documents) func everySwiftBlockIsCompiledCode(document: String) throws {
    let blocks = try Self.swiftBlocks(of: document)
    #expect(!Self.compiled.isEmpty)
    for block in blocks {
      let lines = Self.normalized(block.code)
      if lines.first == "// Package.swift" {
        // A manifest fragment: the products it names must be this package's.
        let manifest = try String(
          contentsOf: Self.root.appendingPathComponent("Package.swift"), encoding: .utf8)
        for product in ["ReducerCore", "ReducerCheck"] where block.code.contains("name: \"\(product)\"") {
          #expect(
            manifest.contains(".library(name: \"\(product)\""),
            "\(document):\(block.line): no product \(product)")
        }
        continue
      }
      let found = Self.compiled.contains { file in
        guard file.count >= lines.count else { return false }
        return (0...(file.count - lines.count)).contains { start in
          file[start..<(start + lines.count)].elementsEqual(lines)
        }
      }
      #expect(
        found,
        """
        \(document):\(block.line): this Swift block is not code the package compiles; copy it from \
        a source or test file (Sources/ExampleFeatures, Tests/…) or add it there so it builds:
        \(block.code)
        """)
    }
  }
}
