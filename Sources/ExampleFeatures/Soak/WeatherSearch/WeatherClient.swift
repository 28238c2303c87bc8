import ReducerCore

/// A place a search finds.
struct GeoLocation: Equatable, Identifiable, Codable, Sendable {
  let id: Int
  var name: String
}

/// A place's forecast: the maximum temperature of the next days.
struct Forecast: Equatable, Codable, Sendable {
  var temperatureMaxima: [Double]
}

/// The weather service the search talks to.
struct WeatherClient: Sendable {
  var search: @Sendable (_ query: String) async throws -> [GeoLocation]
  var forecast: @Sendable (_ location: GeoLocation) async throws -> Forecast
}

/// Thrown by an endpoint a test did not override.
private enum WeatherClientKey: DependencyKey {
  // There is no network here: the live value answers from a small fixed list.
  static let liveValue = WeatherClient(
    search: { query in
      ["Berlin", "Bern", "Bergen", "Paris"].enumerated()
        .filter { $0.element.lowercased().hasPrefix(query.lowercased()) }
        .map { GeoLocation(id: $0.offset, name: $0.element) }
    },
    forecast: { location in Forecast(temperatureMaxima: [Double(location.id), 20, 21]) }
  )
  static let testValue = WeatherClient(
    search: unimplemented("WeatherClient.search"),
    forecast: unimplemented("WeatherClient.forecast")
  )
}

extension DependencyValues {
  var weatherClient: WeatherClient {
    get { self[WeatherClientKey.self] }
    set { self[WeatherClientKey.self] = newValue }
  }
}
