import Foundation

/// The package's root: the first folder above `executable` with a `Package.swift`.
func packageRoot(of executable: URL) -> URL {
  var root = executable.deletingLastPathComponent()
  while !FileManager.default.fileExists(atPath: root.appendingPathComponent("Package.swift").path),
    root.path != "/"
  {
    root = root.deletingLastPathComponent()
  }
  return root
}

/// Whether the debug benchmark is missing, or older than `Package.swift` or a Swift source.
func debugBuildIsStale(_ binary: URL, root: URL) -> Bool {
  let modified = { (url: URL) in
    (try? url.resourceValues(forKeys: [.contentModificationDateKey]).contentModificationDate)
  }
  guard let built = modified(binary) else { return true }
  if (modified(root.appendingPathComponent("Package.swift")) ?? .distantPast) > built { return true }
  for folder in ["Sources", "Generators"] {
    let sources = FileManager.default.enumerator(
      at: root.appendingPathComponent(folder), includingPropertiesForKeys: [.contentModificationDateKey])
    while let file = sources?.nextObject() as? URL {
      if file.pathExtension == "swift", (modified(file) ?? .distantPast) > built { return true }
    }
  }
  return false
}

/// Builds the debug benchmark in `root` (its output on standard error); what went wrong, or
/// `nil` once it is built.
func buildDebugBenchmark(root: URL) -> String? {
  let process = Process()
  process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
  process.arguments = ["swift", "build", "--product", "ReducerCheckBenchmarks", "--package-path", root.path]
  process.standardOutput = FileHandle.standardError
  do { try process.run() } catch {
    return
      "swift could not be started to build it (\(error)); build it yourself: swift build --product ReducerCheckBenchmarks"
  }
  process.waitUntilExit()
  guard process.terminationStatus == 0 else {
    return
      "swift build --product ReducerCheckBenchmarks failed (exit \(process.terminationStatus)); its output is above"
  }
  return nil
}
