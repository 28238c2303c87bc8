import ReducerCore
import Synchronization

/// The sites a check's `longLivingEffects(createdAt:)` declared, and which of them an effect
/// the check started was created at: a declaration that matched none over a whole campaign has
/// gone stale (the line moved, the effect is gone) or was never reached, and the check says so.
final class LongLivingEffects: Sendable {
  /// `"Perfil.swift"` (any effect made in that file) or `"Perfil.swift:42"` (on that line).
  let sites: [String]
  private let used: Mutex<Set<Int>>

  init(sites: [String]) {
    self.sites = sites
    self.used = Mutex([])
  }

  /// Whether `record` was created at a declared site.
  func declares(_ record: EffectRecord) -> Bool {
    sites.contains { matches($0, record) }
  }

  /// Whether `record` was created on a line declared long-living, not just in a declared file:
  /// only such a declaration lets an effect outlive the child it was started for.
  func declaresLine(of record: EffectRecord) -> Bool {
    sites.contains { $0.contains(":") && matches($0, record) }
  }

  /// Notes the declarations `record`, just started, matches.
  func see(_ record: EffectRecord) {
    guard !sites.isEmpty else { return }
    let matched = sites.indices.filter { matches(sites[$0], record) }
    guard !matched.isEmpty else { return }
    used.withLock { $0.formUnion(matched) }
  }

  /// A line for each declaration no effect matched.
  var warnings: [String] {
    let used = used.withLock { $0 }
    return sites.indices.filter { !used.contains($0) }.map { index in
      "no effect was created at \"\(sites[index])\", declared long-living "
        + "(longLivingEffects(createdAt: \"\(sites[index])\")): if the effect moved, update the "
        + "declaration; if it is gone, remove it; if no sequence reaches it, ignore this."
    }
  }

  /// A line of `record`'s file declared long-living that no effect has matched so far in the
  /// check: most likely `record`'s own declaration, left behind when its line moved.
  func unmatchedLine(inFileOf record: EffectRecord) -> String? {
    let used = used.withLock { $0 }
    return sites.indices.first { index in
      guard !used.contains(index), let colon = sites[index].lastIndex(of: ":") else { return false }
      return record.fileID.hasSuffix(sites[index][..<colon])
    }.map { sites[$0] }
  }

  private func matches(_ site: String, _ record: EffectRecord) -> Bool {
    record.fileID.hasSuffix(site) || "\(record.fileID):\(record.line)".hasSuffix(site)
  }
}
