import ReducerCore

/// The search from TCA's Search example: typing searches for places after a pause, a newer
/// query cancels the search in flight, and tapping a result loads its forecast.
struct WeatherSearchFeature: Reducer {
  struct State: Equatable, Codable, Sendable {
    var results: [GeoLocation] = []
    /// The query `results` were found for.
    var resultsQuery = ""
    var resultForecastRequestInFlight: GeoLocation?
    var searchQuery = ""
    var weather: Weather?

    struct Weather: Equatable, Codable, Sendable {
      var id: GeoLocation.ID
      var forecast: Forecast
    }
  }

  enum Action: Equatable, Sendable {
    case forecastResponse(GeoLocation.ID, Forecast)
    case forecastFailed(GeoLocation.ID)
    case searchQueryChanged(String)
    case searchResponse(query: String, [GeoLocation])
    case searchFailed(query: String)
    case searchResultTapped(GeoLocation)
  }

  @Dependency(\.continuousClock) var clock
  @Dependency(\.weatherClient) var weatherClient

  private enum CancelID {
    case location
    case weather
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case let .forecastResponse(id, forecast):
        guard id == state.resultForecastRequestInFlight?.id else { return .none }
        state.weather = State.Weather(id: id, forecast: forecast)
        state.resultForecastRequestInFlight = nil
        return .none

      case let .forecastFailed(id):
        guard id == state.resultForecastRequestInFlight?.id else { return .none }
        state.resultForecastRequestInFlight = nil
        return .none

      case let .searchQueryChanged(query):
        state.searchQuery = query

        // When the query is cleared, clear the results and cancel the requests in flight, or
        // their answers would show up later.
        guard !query.isEmpty else {
          state.results = []
          state.resultsQuery = ""
          state.resultForecastRequestInFlight = nil
          state.weather = nil
          return .merge(.cancel(id: CancelID.location), .cancel(id: CancelID.weather))
        }

        return .run { [clock, weatherClient] send in
          try await clock.sleep(for: .milliseconds(300))
          await send(.searchResponse(query: query, try await weatherClient.search(query)))
        } catch: { _, send in
          await send(.searchFailed(query: query))
        }
        .cancellable(id: CancelID.location, cancelInFlight: true)

      case let .searchResponse(query, results):
        state.results = results
        state.resultsQuery = query
        return .none

      case .searchFailed:
        state.results = []
        state.resultsQuery = ""
        return .none

      case let .searchResultTapped(location):
        state.resultForecastRequestInFlight = location
        return .run { [weatherClient] send in
          await send(.forecastResponse(location.id, try await weatherClient.forecast(location)))
        } catch: { _, send in
          await send(.forecastFailed(location.id))
        }
        .cancellable(id: CancelID.weather, cancelInFlight: true)
      }
    }
  }
}
