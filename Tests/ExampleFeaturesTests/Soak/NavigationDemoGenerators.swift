import Foundation
import Generators
import ReducerCheck
import ReducerCore

@testable import ExampleFeatures

extension CheckConfiguration where Feature == NavigationDemoFeature {
  /// Push A, B and C (links, screen B's buttons, all three at once), go back to any screen or
  /// to the root, use each screen; screen A's fact request is answered by the schedule.
  mutating func useNavigationDemoGenerators() {
    actions(for: NavigationDemoFeature.self) { _ in
      .oneOf(.always(.goToABCButtonTapped), .always(.popToRoot))
    }
    // The root's overlay over the pushed screens: back to any of them, or to the root.
    toolbar(for: NavigationDemoFeature.self) { state in
      state.path.isEmpty
        ? nil : .oneOf(Gen.element(of: state.path.ids).map { .goBackToScreen(id: $0) }, .always(.popToRoot))
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
