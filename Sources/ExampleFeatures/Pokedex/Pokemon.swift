import Foundation

/// A Pokémon as the list shows it.
struct Pokemon: Equatable, Identifiable, Codable, Sendable {
  let id: Int
  let name: String
  let spriteURL: URL?
  let types: [String]

  init(id: Int, name: String, spriteURL: URL?, types: [String]) {
    self.id = id
    self.name = name
    self.spriteURL = spriteURL
    self.types = types
  }
}

/// What the detail screen loads on top of the list's data.
struct PokemonDetail: Equatable, Codable, Sendable {
  var height: Int
  var weight: Int
  var abilities: [String]

  init(height: Int, weight: Int, abilities: [String]) {
    self.height = height
    self.weight = weight
    self.abilities = abilities
  }
}

/// Something loaded from the network, with its progress and failure.
enum LoadState<Value: Equatable & Sendable>: Equatable, Sendable {
  case idle
  case loading
  case loaded(Value)
  case failed(String)
}

extension LoadState: Codable where Value: Codable {}
