import Foundation
import Generators
import ReducerCheck
import ReducerCore

@testable import ExampleFeatures

extension CheckConfiguration where Feature == NavigationDemoFeature {
  /// Push A, B and C (links, screen B's buttons, all three at once), go back to any screen or
  /// to the root, use each screen; screen A's fact request is answered by the schedule.
  mutating func useNavigationDemoGenerators() {
    actions(for: NavigationDemoFeature.self) { state in
      var options: [Gen<NavigationDemoFeature.Action>] = [
        .always(.goToABCButtonTapped), .always(.popToRoot),
      ]
      if !state.path.isEmpty {
        options.append(Gen.element(of: state.path.ids).map { .goBackToScreen(id: $0) })
      }
      return .oneOf(options)
    }
    actions(for: ScreenAFeature.self) { _ in
      .oneOf(
        .always(.incrementButtonTapped), .always(.decrementButtonTapped), .always(.factButtonTapped),
        .always(.dismissButtonTapped))
    }
    actions(for: ScreenBFeature.self) { state in
      .oneOf(
        .always(.screenAButtonTapped), .always(.screenBButtonTapped), .always(.screenCButtonTapped),
        .always(state.isTimerRunning ? .stopButtonTapped : .startButtonTapped))
    }
    actions(for: ScreenCFeature.self) { _ in
      .oneOf(
        .always(.incrementButtonTapped), .always(.decrementButtonTapped), .always(.dismissButtonTapped),
        .always(.popToRootButtonTapped))
    }
    // Navigation links push any of the three screens.
    states(
      for: NavigationDemoFeature.Path.self,
      .oneOf(.always(.screenA()), .always(.screenB()), .always(.screenC())))
    useFactEndpoint()
  }
}
