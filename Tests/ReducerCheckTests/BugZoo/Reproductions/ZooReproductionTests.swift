import ReducerCheck
import Testing

/// Every test the bug zoo's reports print reproduces its bug: run as the report prints it, it
/// fails (here under `withKnownIssue`, since the zoo's bugs are there on purpose).
@Suite struct ZooReproductionTests {
  static let reproductions: [String: @Sendable () async throws -> Void] = [
    "actionToDismissedChildBreaksNoActionForAbsentState": actionToDismissedChildBreaksNoActionForAbsentState,
    "alertAndDialogBreaksAtMostOneDestinationPresented": alertAndDialogBreaksAtMostOneDestinationPresented,
    "dateInReducerBreaksDeterministicReplay": dateInReducerBreaksDeterministicReplay,
    "editSheetResurrectsDeletedItemBreaksADeletedItemNeverComesBack":
      editSheetResurrectsDeletedItemBreaksADeletedItemNeverComesBack,
    "effectPingPongBreaksQuiescence": effectPingPongBreaksQuiescence,
    "fiveStepBugBreaksCheckoutTotalMatchesTheCart": fiveStepBugBreaksCheckoutTotalMatchesTheCart,
    "lossyCodableBreaksRestorable": lossyCodableBreaksRestorable,
    "oneOfSevenDestinationsBreaksEffectsCancelledOnDismiss":
      oneOfSevenDestinationsBreaksEffectsCancelledOnDismiss,
    "parentFetchesForChildBreaksEffectsCancelledOnDismiss":
      parentFetchesForChildBreaksEffectsCancelledOnDismiss,
    "reusedStackIDBreaksStackIdsUniqueAndNeverReused": reusedStackIDBreaksStackIdsUniqueAndNeverReused,
    "saveTappedTwiceBreaksOneSaveAtATime": saveTappedTwiceBreaksOneSaveAtATime,
    "selfSendingActionBreaksQuiescence": selfSendingActionBreaksQuiescence,
    "staleResponseReplacesDestinationBreaksAResponseNeverReplacesADestinationTheUserOpened":
      staleResponseReplacesDestinationBreaksAResponseNeverReplacesADestinationTheUserOpened,
    "staleSearchResponseBreaksResultsBelongToTheQueryShown":
      staleSearchResponseBreaksResultsBelongToTheQueryShown,
    "timerOutlivesPoppedScreenBreaksEffectsCancelledOnDismiss":
      timerOutlivesPoppedScreenBreaksEffectsCancelledOnDismiss,
    "twoSheetsAtOnceBreaksAtMostOneDestinationPresented": twoSheetsAtOnceBreaksAtMostOneDestinationPresented,
    "volumeLimitIgnoresMuteBreaksVolumeAtMost1WhileUnmuted":
      volumeLimitIgnoresMuteBreaksVolumeAtMost1WhileUnmuted,
  ]

  @Test(arguments: reproductions.keys.sorted())
  func reproducesItsBug(_ name: String) async {
    await withKnownIssue(isIntermittent: false) {
      try await Self.reproductions[name]!()
    }
  }
}
