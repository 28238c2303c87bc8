import ReducerCheck
import Testing

@testable import ExampleFeatures

@Suite struct AlbumsInvariants {
  @Test func navigation() async {
    await check(AlbumsFeature(), from: AlbumsFeature.State()) {
      $0.useAlbumsGenerators()
      $0.invariant("albums have titles") { $0.albums.allSatisfy { !$0.title.isEmpty } }
    }
  }
}
