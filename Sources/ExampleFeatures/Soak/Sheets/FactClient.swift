import ReducerCore

/// Fetches a fun fact about a number, as TCA's case studies do.
struct FactClient: Sendable {
  var fetch: @Sendable (_ number: Int) async throws -> String
}

private enum FactClientKey: DependencyKey {
  // There is no network here: the live value makes the fact up.
  static let liveValue = FactClient(fetch: { number in "\(number) is a good number." })
  static let testValue = FactClient(fetch: unimplemented("FactClient.fetch"))
}

extension DependencyValues {
  var factClient: FactClient {
    get { self[FactClientKey.self] }
    set { self[FactClientKey.self] = newValue }
  }
}
