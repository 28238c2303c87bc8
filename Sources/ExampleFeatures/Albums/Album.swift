import ReducerCore

/// A photo album: the README's worked example.
struct Album: Equatable, Identifiable, Codable, Sendable {
  var id: Int
  var title: String
}

/// The albums' server: uploading a new album and reading an album's comments.
struct AlbumClient: Sendable {
  var upload: @Sendable (_ title: String) async throws -> Void
  var comments: @Sendable (_ albumID: Album.ID) async throws -> [String]
}

private enum AlbumClientKey: DependencyKey {
  // There is no network here: the live value accepts every upload and has one comment.
  static let liveValue = AlbumClient(upload: { _ in }, comments: { _ in ["Lovely"] })
  static let testValue = AlbumClient(
    upload: unimplemented("AlbumClient.upload"), comments: unimplemented("AlbumClient.comments"))
}

extension DependencyValues {
  var albumClient: AlbumClient {
    get { self[AlbumClientKey.self] }
    set { self[AlbumClientKey.self] = newValue }
  }
}
