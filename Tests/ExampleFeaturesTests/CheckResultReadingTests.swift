import ReducerCheck
import Testing

@testable import ExampleFeatures

/// A test that reads a check's result instead of letting the check record issues, as the
/// guide's "Reading a check's result" shows it.
@Suite struct CheckResultReadingTests {
  @Test func albumsReachEveryScreenAndAction() async {
    let result = await check(AlbumsFeature(), from: AlbumsFeature.State()) {
      $0.seed = 7
      $0.useAlbumsGenerators()
      $0.reportsIssues = false
    }
    #expect(result.failure == nil)
    #expect(result.sequencesRun >= 100)
    #expect(result.coverageWarnings.isEmpty, "\(result.coverageWarnings)")
  }
}
