import Foundation
import Generators
import ReducerCheck
import ReducerCore

@testable import ExampleFeatures

extension CheckConfiguration {
  /// The fact sheet's buttons and its appearance, and a fact request the schedule answers,
  /// fails, or never answers.
  fileprivate mutating func useFactSheetGenerators() {
    actions(for: FactSheetFeature.self) { _ in
      .oneOf(
        .always(.onAppear), .always(.incrementButtonTapped), .always(.decrementButtonTapped),
        .always(.closeButtonTapped))
    }
    useFactEndpoint()
  }

  /// The fact request, controlled by the schedule.
  mutating func useFactEndpoint() {
    endpoint(
      \.factClient.fetch, named: "fact request", failures: .always(URLError(.notConnectedToInternet))
    ) { number in
      .always("\(number) is a good number.")
    }
  }
}

extension CheckConfiguration where Feature == LoadThenPresentFeature {
  /// Count, load the sheet (a spinner shows, with a Cancel button, until it arrives), use it.
  mutating func useLoadThenPresentGenerators() {
    actions(for: LoadThenPresentFeature.self) { state in
      state.isActivityIndicatorVisible
        ? .always(.cancelLoadButtonTapped)
        : .oneOf(
          .always(.incrementButtonTapped), .always(.decrementButtonTapped), .always(.factSheetButtonTapped))
    }
    useFactSheetGenerators()
  }
}

extension CheckConfiguration where Feature == PresentAndLoadFeature {
  /// Count, present the sheet (it loads when it appears), use it.
  mutating func usePresentAndLoadGenerators() {
    actions(for: PresentAndLoadFeature.self) { _ in
      .oneOf(
        .always(.incrementButtonTapped), .always(.decrementButtonTapped), .always(.factSheetButtonTapped))
    }
    useFactSheetGenerators()
  }
}
