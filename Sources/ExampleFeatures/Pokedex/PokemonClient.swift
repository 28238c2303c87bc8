import ReducerCore

/// The Pokédex's network client.
struct PokemonClient: Sendable {
  var fetchList: @Sendable (_ limit: Int, _ offset: Int) async throws -> [Pokemon]
  var fetchDetail: @Sendable (_ id: Int) async throws -> PokemonDetail

  init(
    fetchList: @escaping @Sendable (_ limit: Int, _ offset: Int) async throws -> [Pokemon],
    fetchDetail: @escaping @Sendable (_ id: Int) async throws -> PokemonDetail
  ) {
    self.fetchList = fetchList
    self.fetchDetail = fetchDetail
  }
}

/// Thrown by an endpoint a test did not override.
private enum PokemonClientKey: DependencyKey {
  // There is no network here: the live value serves a small fixed Pokédex.
  static let liveValue = PokemonClient(
    fetchList: { limit, offset in
      Array(PokemonClient.sample.dropFirst(offset).prefix(limit))
    },
    fetchDetail: { id in
      PokemonDetail(height: 7 * id, weight: 69 * id, abilities: ["overgrow"])
    }
  )
  static let testValue = PokemonClient(
    fetchList: unimplemented("PokemonClient.fetchList"),
    fetchDetail: unimplemented("PokemonClient.fetchDetail")
  )
}

extension PokemonClient {
  static let sample = [
    Pokemon(id: 1, name: "bulbasaur", spriteURL: nil, types: ["grass", "poison"]),
    Pokemon(id: 4, name: "charmander", spriteURL: nil, types: ["fire"]),
    Pokemon(id: 7, name: "squirtle", spriteURL: nil, types: ["water"]),
  ]
}

extension DependencyValues {
  var pokemonClient: PokemonClient {
    get { self[PokemonClientKey.self] }
    set { self[PokemonClientKey.self] = newValue }
  }
}
