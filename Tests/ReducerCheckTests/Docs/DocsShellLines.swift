import Foundation

/// The lines of the ```sh blocks of the README and the guides, comments included, as a
/// newcomer copies them.
let docsShellLines: [String] = {
  let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
  var lines: [String] = []
  for document in ["README.md", "Docs/Guide.md", "Docs/Behaviour.md"] {
    let text = (try? String(contentsOf: repository.appendingPathComponent(document), encoding: .utf8)) ?? ""
    var inShell = false
    for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
      if line.hasPrefix("```") {
        inShell = line == "```sh"
      } else if inShell {
        lines.append(String(line))
      }
    }
  }
  return lines
}()
