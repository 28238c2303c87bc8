import Foundation
import Generators
import ReducerCheck
import ReducerCore

@testable import ExampleFeatures

/// The places the controlled search finds for `query`: named after it, so a report shows
/// which query a response answers.
func soakPlaces(for query: String) -> [GeoLocation] {
  let base = query.unicodeScalars.reduce(7) { ($0 &* 31 &+ Int($1.value)) % 100_000 } * 10
  return [GeoLocation(id: base + 1, name: "\(query) 1"), GeoLocation(id: base + 2, name: "\(query) 2")]
}

extension CheckConfiguration where Feature == WeatherSearchFeature {
  /// Type queries (clearing them too), tap results; both requests stay in flight until the
  /// schedule answers them, fails them, or never.
  mutating func useWeatherSearchGenerators() {
    actions(for: WeatherSearchFeature.self) { state in
      let typing = Gen.string(of: "ab", count: 0...2).map(WeatherSearchFeature.Action.searchQueryChanged)
      guard !state.results.isEmpty else { return typing }
      return .oneOf(typing, Gen.element(of: state.results).map { .searchResultTapped($0) })
    }
    endpoint(
      \.weatherClient.search, named: "search request",
      failures: .always(URLError(.notConnectedToInternet))
    ) { query in
      .always(soakPlaces(for: query))
    }
    endpoint(
      \.weatherClient.forecast, named: "forecast request",
      failures: .always(URLError(.timedOut))
    ) { location in
      .always(Forecast(temperatureMaxima: [Double(location.id % 40)]))
    }
  }
}
