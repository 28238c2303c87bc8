import Foundation

/// A snapshot as stored under `Snapshots/`: a short header, then the text a reviewer reads.
///
/// ```
/// <!-- reducercheck snapshot 1
/// suite: PokedexSnapshots
/// test: openDetail
/// name: after-tap
/// -->
/// PokemonListFeature.State(
///   …
/// )
/// ```
///
/// The header is an HTML comment, so a Markdown snapshot (a navigation map) renders cleanly in
/// a pull request.
package struct SnapshotFile: Equatable, Sendable {
  package static let formatVersion = 1
  static let opening = "<!-- reducercheck snapshot "

  /// `suite`, `test`, `name`, `seed`, … in order.
  package var header: [(key: String, value: String)]
  package var body: String

  /// - Parameter body: The text; trailing newlines are dropped (the file ends with exactly one).
  package init(header: [(key: String, value: String)], body: String) {
    self.header = header
    var body = body
    while body.hasSuffix("\n") { body.removeLast() }
    self.body = body
  }

  package static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.body == rhs.body && lhs.header.elementsEqual(rhs.header) { $0 == $1 }
  }

  /// The file's text.
  package var text: String {
    var lines = ["\(Self.opening)\(Self.formatVersion)"]
    lines += header.map { "\($0.key): \($0.value)" }
    lines.append("-->")
    return lines.joined(separator: "\n") + "\n" + body + "\n"
  }

  /// Reads a snapshot file's bytes, or says exactly what is wrong with them.
  package static func parse(_ data: Data, path: String) throws -> SnapshotFile {
    guard let text = String(data: data, encoding: .utf8) else {
      throw SnapshotError(
        "\(path) is not UTF-8 text, so it cannot be a snapshot. Delete it and record it again.")
    }
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    guard let first = lines.first, first.hasPrefix(opening) else {
      throw SnapshotError(
        """
        \(path) has no snapshot header: its first line should be "\(opening)\(formatVersion)". \
        The file is corrupt or was not written by ReducerCheck. Delete it and record it again.
        """)
    }
    let version = first.dropFirst(opening.count)
    guard Int(version) == formatVersion else {
      throw SnapshotError(
        """
        \(path) has snapshot format version "\(version)"; this ReducerCheck reads version \
        \(formatVersion). Update ReducerCheck, or delete the file and record it again.
        """)
    }
    guard let end = lines.firstIndex(of: "-->") else {
      throw SnapshotError(
        "\(path) is truncated: its header never ends (no \"-->\" line). Delete it and record it again.")
    }
    var header: [(String, String)] = []
    for line in lines[1..<end] {
      guard let colon = line.firstIndex(of: ":") else {
        throw SnapshotError(
          "\(path) has a malformed header line \"\(line)\". Delete the file and record it again.")
      }
      header.append(
        (
          String(line[..<colon]),
          String(line[line.index(after: colon)...]).trimmingCharacters(in: .whitespaces)
        ))
    }
    return SnapshotFile(header: header, body: lines[(end + 1)...].joined(separator: "\n"))
  }
}

/// A snapshot problem, said so that the reader knows the file and the fix.
package struct SnapshotError: Error, Equatable, CustomStringConvertible {
  package let description: String
  package init(_ description: String) { self.description = description }
}
