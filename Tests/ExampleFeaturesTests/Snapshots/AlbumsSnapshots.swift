import ReducerCheck
import Testing

@testable import ExampleFeatures

@Suite struct AlbumsSnapshots {
  @Test func trace() async {
    await expectTraceSnapshot(of: AlbumsFeature(), from: AlbumsFeature.State()) {
      $0.useAlbumsGenerators()
    }
  }

  @Test func navigationMap() async {
    await expectNavigationMap(of: AlbumsFeature(), from: AlbumsFeature.State()) {
      $0.useAlbumsGenerators()
    }
  }
}
