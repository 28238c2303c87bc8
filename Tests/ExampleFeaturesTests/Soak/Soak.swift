import Foundation
import ReducerCheck
import ReducerCore
import Testing

@testable import ExampleFeatures

/// Correct features shaped like TCA's tutorials and case studies, checked with many seeds: a
/// failure here is a checker false positive (see `SoakMode` for `REDUCERCHECK_SOAK`).
@Suite struct Soak {
  @Test(arguments: soakSeeds) func contacts(seed: UInt64) async {
    let initialState = ContactsFeature.State(contacts: IdentifiedArray(uniqueElements: Contact.soakSamples))
    await soak("contacts", seed: seed, ContactsFeature(), from: initialState) {
      $0.useContactsGenerators()
      $0.transitionInvariant("a saved contact is in the list") { _, action, after in
        guard case let .destination(.presented(.addContact(.delegate(.saveContact(contact))))) = action
        else { return true }
        return after.contacts[id: contact.id] == contact
      }
      $0.transitionInvariant("a confirmed deletion removes the contact") { before, action, after in
        switch action {
        case let .destination(.presented(.alert(.confirmDeletion(id)))):
          return after.contacts[id: id] == nil
        case let .path(.element(id, .delegate(.confirmDeletion))):
          guard let detail = before.path[id: id] else { return true }
          return after.contacts[id: detail.contact.id] == nil
        default:
          return true
        }
      }
    }
  }

  @Test(arguments: soakSeeds) func standups(seed: UInt64) async {
    let initialState = StandupsApp.State(
      standupsList: StandupsListFeature.State(standups: [Standup.soakSample]))
    await soak("standups", seed: seed, StandupsApp(), from: initialState) {
      $0.useStandupsGenerators()
      $0.invariant("every standup has an attendee") { state in
        state.standupsList.standups.allSatisfy { !$0.attendees.isEmpty }
      }
      $0.invariant("meeting ids are unique") { state in
        let ids = state.standupsList.standups.flatMap { $0.meetings.ids }
        return Set(ids).count == ids.count
      }
    }
  }

  @Test(arguments: soakSeeds) func weatherSearch(seed: UInt64) async {
    await soak("weatherSearch", seed: seed, WeatherSearchFeature(), from: WeatherSearchFeature.State()) {
      $0.useWeatherSearchGenerators()
      $0.transitionInvariant("a search response answers the query in the field") { _, action, after in
        guard case let .searchResponse(query, _) = action else { return true }
        return query == after.searchQuery
      }
      $0.transitionInvariant("a forecast answers the result tapped last") { before, action, _ in
        guard case let .forecastResponse(id, _) = action else { return true }
        return before.resultForecastRequestInFlight?.id == id
      }
    }
  }

  @Test(arguments: soakSeeds) func loadThenPresent(seed: UInt64) async {
    await soak("loadThenPresent", seed: seed, LoadThenPresentFeature(), from: LoadThenPresentFeature.State())
    {
      $0.useLoadThenPresentGenerators()
      $0.transitionInvariant("a cancelled load never presents the sheet") { before, action, _ in
        guard case .factSheetLoaded = action else { return true }
        return before.isActivityIndicatorVisible
      }
    }
  }

  @Test(arguments: soakSeeds) func presentAndLoad(seed: UInt64) async {
    await soak("presentAndLoad", seed: seed, PresentAndLoadFeature(), from: PresentAndLoadFeature.State()) {
      $0.usePresentAndLoadGenerators()
      $0.transitionInvariant("the sheet hears only its own request") { before, action, _ in
        guard case .factSheet(.presented(.factResponse)) = action else { return true }
        return before.factSheet?.isLoading == true
      }
    }
  }

  @Test(arguments: soakSeeds) func nested(seed: UInt64) async {
    await soak("nested", seed: seed, NestedFeature(), from: NestedFeature.State.soakRoot) {
      $0.useNestedGenerators()
      $0.invariant("node ids are unique across the tree") { root in
        var ids: [UUID] = []
        var pending = [root]
        while let node = pending.popLast() {
          ids.append(node.id)
          pending.append(contentsOf: node.rows)
        }
        return Set(ids).count == ids.count
      }
    }
  }

  @Test(arguments: soakSeeds) func navigationStack(seed: UInt64) async {
    await soak("navigationStack", seed: seed, NavigationDemoFeature(), from: NavigationDemoFeature.State()) {
      $0.useNavigationDemoGenerators()
      $0.transitionInvariant("popping to the root empties the stack") { _, action, after in
        switch action {
        case .popToRoot, .path(.element(_, .screenC(.delegate(.popToRoot)))):
          return after.path.isEmpty
        default:
          return true
        }
      }
      $0.transitionInvariant("a stopped timer does not tick") { before, action, _ in
        guard case let .path(.element(id, .screenB(.timerTick))) = action else { return true }
        guard case let .screenB(screen) = before.path[id: id] else { return true }
        return screen.isTimerRunning
      }
    }
  }

  @Test(arguments: soakSeeds) func alertsAndConfirmationDialogs(seed: UInt64) async {
    await soak(
      "alertsAndConfirmationDialogs", seed: seed, AlertAndConfirmationDialogFeature(),
      from: AlertAndConfirmationDialogFeature.State()
    ) {
      $0.useAlertAndConfirmationDialogGenerators()
      $0.transitionInvariant("each button changes the count by one") { before, action, after in
        switch action {
        case .destination(.presented(.alert(.incrementButtonTapped))),
          .destination(.presented(.confirmationDialog(.incrementButtonTapped))):
          return after.count == before.count + 1
        case .destination(.presented(.confirmationDialog(.decrementButtonTapped))):
          return after.count == before.count - 1
        default:
          return true
        }
      }
    }
  }

  @Test(arguments: soakSeeds) func alertsAndConfirmationDialogsAsTwoPresentations(seed: UInt64) async {
    await soak(
      "alertsAndConfirmationDialogsAsTwoPresentations", seed: seed,
      AlertAndConfirmationDialogPresentsFeature(),
      from: AlertAndConfirmationDialogPresentsFeature.State()
    ) {
      $0.useAlertAndConfirmationDialogPresentsGenerators()
      $0.transitionInvariant("each button changes the count by one") { before, action, after in
        switch action {
        case .alert(.presented(.incrementButtonTapped)),
          .confirmationDialog(.presented(.incrementButtonTapped)):
          return after.count == before.count + 1
        case .confirmationDialog(.presented(.decrementButtonTapped)):
          return after.count == before.count - 1
        default:
          return true
        }
      }
    }
  }
}
