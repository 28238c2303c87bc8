import ReducerCheck
import Testing

/// Every test the bug zoo's reports print reproduces its bug: run as the report prints it, it
/// fails (here under `withKnownIssue`, since the zoo's bugs are there on purpose).
@Suite struct ZooReproductionTests {
  static let reproductions: [String: @Sendable () async throws -> Void] = [
    "actionToDismissedChildReproduction": actionToDismissedChildReproduction,
    "alertAndDialogReproduction": alertAndDialogReproduction,
    "dateInReducerReproduction": dateInReducerReproduction,
    "editSheetResurrectsDeletedItemReproduction": editSheetResurrectsDeletedItemReproduction,
    "effectPingPongReproduction": effectPingPongReproduction,
    "fiveStepBugReproduction": fiveStepBugReproduction,
    "lossyCodableReproduction": lossyCodableReproduction,
    "oneOfSevenDestinationsReproduction": oneOfSevenDestinationsReproduction,
    "parentFetchesForChildReproduction": parentFetchesForChildReproduction,
    "reusedStackIDReproduction": reusedStackIDReproduction,
    "saveTappedTwiceReproduction": saveTappedTwiceReproduction,
    "selfSendingActionReproduction": selfSendingActionReproduction,
    "staleResponseReplacesDestinationReproduction": staleResponseReplacesDestinationReproduction,
    "staleSearchResponseReproduction": staleSearchResponseReproduction,
    "timerOutlivesPoppedScreenReproduction": timerOutlivesPoppedScreenReproduction,
    "twoSheetsAtOnceReproduction": twoSheetsAtOnceReproduction,
    "volumeLimitIgnoresMuteReproduction": volumeLimitIgnoresMuteReproduction,
  ]

  @Test(arguments: reproductions.keys.sorted())
  func reproducesItsBug(_ name: String) async {
    await withKnownIssue(isIntermittent: false) {
      try await Self.reproductions[name]!()
    }
  }
}
