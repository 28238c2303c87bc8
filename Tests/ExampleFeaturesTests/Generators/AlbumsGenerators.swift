import Generators
import ReducerCheck
import ReducerCore

@testable import ExampleFeatures

extension CheckConfiguration where Feature == AlbumsFeature {
  mutating func useAlbumsGenerators() {
    // What a user can do on each screen; routing into the sheet, the dialog and the stack is derived.
    actions(for: AlbumsFeature.self) { state in
      let ids = state.albums.map(\.id)
      guard !ids.isEmpty else { return .always(.addTapped) }
      return .oneOf(
        .always(.addTapped),
        Gen.element(of: ids).map { .albumTapped(id: $0) },
        Gen.element(of: ids).map { .deleteTapped(id: $0) })
    }
    actions(for: AddAlbumFeature.self) { _ in
      .oneOf(
        .always(.saveTapped), .always(.cancelTapped), Gen.element(of: ["Trip", ""]).map { .titleChanged($0) })
    }
    actions(for: AlbumDetailFeature.self) { _ in .always(.commentsTapped) }
    actions(for: CommentsFeature.self) { _ in .always(.onAppear) }
    // A dialog inside a destination enum has no scope to derive its buttons from.
    actions(for: AlbumsFeature.Destination.self) { state in
      guard case let .confirmDelete(dialog) = state else { return nil }
      return Gen.element(of: dialog.buttons.compactMap(\.action)).map { .confirmDelete($0) }
    }
    // Each call waits until the schedule answers it (now, later, after its screen closed, or never).
    endpoint(\.albumClient.upload, named: "upload", failures: .always(URLError(.timedOut))) { _ in
      .always(())
    }
    endpoint(\.albumClient.comments, named: "comments") { _ in .always(["Lovely"]) }
  }
}
