/// Whether `path` matches the glob `pattern`: `*` any run of characters except `/`, `**` any run
/// including `/`, `?` one character. A pattern without `/` matches the file name alone.
///
/// ```swift
/// globMatches("Snapshots/Pokedex*/trace.*", "Snapshots/PokedexSnapshots/trace.trace.txt")  // true
/// globMatches("*.md", "Snapshots/A/map.navigation-map.md")                                  // true
/// ```
package func globMatches(_ pattern: String, _ path: String) -> Bool {
  let subject = pattern.contains("/") ? path : String(path.split(separator: "/").last ?? "")
  return match(Array(pattern), 0, Array(subject), 0)
}

private func match(_ pattern: [Character], _ p: Int, _ text: [Character], _ t: Int) -> Bool {
  if p == pattern.count { return t == text.count }
  if pattern[p] == "*" {
    let crossesFolders = p + 1 < pattern.count && pattern[p + 1] == "*"
    let next = crossesFolders ? p + 2 : p + 1
    var index = t
    while true {
      if match(pattern, next, text, index) { return true }
      guard index < text.count, crossesFolders || text[index] != "/" else { return false }
      index += 1
    }
  }
  guard t < text.count, pattern[p] == "?" ? text[t] != "/" : pattern[p] == text[t] else {
    return false
  }
  return match(pattern, p + 1, text, t + 1)
}
