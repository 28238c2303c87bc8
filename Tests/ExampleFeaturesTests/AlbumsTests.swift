import Foundation
import ReducerCheck
import Testing

@testable import ExampleFeatures

@Suite struct AlbumsTests {
  @Test func addingAnAlbumUploadsItThenClosesTheSheet() async {
    let store = TestStore(initialState: AlbumsFeature.State()) {
      AlbumsFeature()
    } withDependencies: {
      $0.albumClient.upload = { _ in }
    }
    await store.send(.addTapped) { $0.destination = .add(AddAlbumFeature.State()) }
    await store.send(.destination(.presented(.add(.titleChanged("Trip"))))) {
      $0.destination = .add(AddAlbumFeature.State(title: "Trip"))
    }
    await store.send(.destination(.presented(.add(.saveTapped)))) {
      $0.destination = .add(AddAlbumFeature.State(title: "Trip", isUploading: true))
    }
    await store.receive(.destination(.presented(.add(.uploadFinished(succeeded: true))))) {
      $0.destination = .add(AddAlbumFeature.State(title: "Trip", isUploading: false))
    }
    await store.receive(.destination(.presented(.add(.delegate(.saved(title: "Trip")))))) {
      $0.albums.append(Album(id: 2, title: "Trip"))
      $0.nextID = 3
      $0.destination = nil
    }
  }

  @Test func deletingAsksFirst() async {
    let store = TestStore(initialState: AlbumsFeature.State()) { AlbumsFeature() }
    store.exhaustivity = .off
    await store.send(.deleteTapped(id: 1))
    await store.send(.destination(.presented(.confirmDelete(.delete(id: 1))))) {
      $0.albums = []
      $0.destination = nil
    }
  }

  @Test func commentsArePushedOverTheAlbumAndLoad() async {
    let store = TestStore(initialState: AlbumsFeature.State()) {
      AlbumsFeature()
    } withDependencies: {
      $0.albumClient.comments = { _ in ["Lovely"] }
    }
    store.exhaustivity = .off
    await store.send(.albumTapped(id: 1))
    await store.send(.path(.element(id: 0, action: .detail(.commentsTapped))))
    await store.receive(.path(.element(id: 0, action: .detail(.delegate(.showComments(1))))))
    await store.send(.path(.element(id: 1, action: .comments(.onAppear))))
    await store.receive(.path(.element(id: 1, action: .comments(.loaded(.success(["Lovely"])))))) {
      XCTModify(&$0.path[id: 1], case: /AlbumsFeature.Path.State.comments) { $0.comments = ["Lovely"] }
    }
  }
}
