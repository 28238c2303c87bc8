import Foundation
import Testing

@testable import SnapshotFiles

/// Every path is spelt by `PackagePaths`, and the artifacts folder can never be one that puts
/// files under `Snapshots/`.
@Suite struct PackagePathsTests {
  let paths = PackagePaths(root: URL(fileURLWithPath: "/tmp/App"))

  @Test func pathsUnderTheRoot() {
    #expect(
      PackagePaths.snapshot(suite: "Inventory", test: "open()", name: "after save/2", fileExtension: "txt")
        == "Snapshots/Inventory/open--.after-save-2.txt")
    #expect(PackagePaths.regressionFile("Suite.test-2") == "Snapshots/Regressions/Suite.test-2.txt")
    #expect(
      PackagePaths.story(besideRegressionFile: "/tmp/App/Snapshots/Regressions/Suite.test.txt")
        == "/tmp/App/Snapshots/Regressions/Suite.test.story.md")
    #expect(paths.run(42).path == "/tmp/App/.build/reducercheck/runs/42")
    #expect(paths.relative("/tmp/App/Snapshots/Regressions/A.txt") == "Snapshots/Regressions/A.txt")
    #expect(paths.relative("/elsewhere/A.txt") == "/elsewhere/A.txt")
  }

  @Test func artifactsGoToTheBuildFolderOrWhereTheVariableSays() throws {
    #expect(try paths.artifacts(in: nil).path == "/tmp/App/.build/reducercheck/artifacts")
    #expect(try paths.artifacts(in: ".build/artifacts").path == "/tmp/App/.build/artifacts")
    #expect(try paths.artifacts(in: "/var/ci/out").path == "/var/ci/out")
  }

  @Test(arguments: [
    "", "  ", ".", "./", "/tmp/App", "Snapshots", "Snapshots/CI", "Snapshots/..", "/tmp/App/Snapshots",
  ])
  func artifactsNeverUnderSnapshots(_ variable: String) {
    #expect(throws: SnapshotError.self) { try paths.artifacts(in: variable) }
  }
}
