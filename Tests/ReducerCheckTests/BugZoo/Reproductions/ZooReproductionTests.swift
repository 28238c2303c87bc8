import ReducerCheck
import Synchronization
import Testing

/// Every test the bug zoo's reports print reproduces its bug: run as the report prints it, it
/// fails (here under `withKnownIssue`, since the zoo's bugs are there on purpose).
@Suite struct ZooReproductionTests {
  static let reproductions: [String: @Sendable () async throws -> Void] = [
    "actionToDismissedChildBreaksNoActionForAbsentState": actionToDismissedChildBreaksNoActionForAbsentState,
    "alertAndDialogBreaksAtMostOneDestinationPresented": alertAndDialogBreaksAtMostOneDestinationPresented,
    "commentsLandOnTheNextScreenBreaksEffectsCancelledOnDismiss":
      commentsLandOnTheNextScreenBreaksEffectsCancelledOnDismiss,
    "countdownWritesIntoTheNextAlertBreaksEffectsCancelledOnDismiss":
      countdownWritesIntoTheNextAlertBreaksEffectsCancelledOnDismiss,
    "dateInReducerBreaksDeterministicReplay": dateInReducerBreaksDeterministicReplay,
    "detailPushedTwiceBreaksNoScreenPushedTwiceAtOnce": detailPushedTwiceBreaksNoScreenPushedTwiceAtOnce,
    "editSheetResurrectsDeletedItemBreaksADeletedItemNeverComesBack":
      editSheetResurrectsDeletedItemBreaksADeletedItemNeverComesBack,
    "effectPingPongBreaksQuiescence": effectPingPongBreaksQuiescence,
    "fiveStepBugBreaksCheckoutTotalMatchesTheCart": fiveStepBugBreaksCheckoutTotalMatchesTheCart,
    "loadLandsInTheNextSheetBreaksEffectsCancelledOnDismiss":
      loadLandsInTheNextSheetBreaksEffectsCancelledOnDismiss,
    "loadStartedWithItsSheetLandsInTheNextBreaksEffectsCancelledOnDismiss":
      loadStartedWithItsSheetLandsInTheNextBreaksEffectsCancelledOnDismiss,
    "lossyCodableBreaksRestorable": lossyCodableBreaksRestorable,
    "markReadOutlivesPoppedScreenBreaksEffectsCancelledOnDismiss":
      markReadOutlivesPoppedScreenBreaksEffectsCancelledOnDismiss,
    "oneOfSevenDestinationsBreaksEffectsCancelledOnDismiss":
      oneOfSevenDestinationsBreaksEffectsCancelledOnDismiss,
    "parentFetchesForChildBreaksEffectsCancelledOnDismiss":
      parentFetchesForChildBreaksEffectsCancelledOnDismiss,
    "pollOutlivesPoppedScreenBreaksQuiescence": pollOutlivesPoppedScreenBreaksQuiescence,
    "renderLandsInThePreviewBreaksEffectsCancelledOnDismiss":
      renderLandsInThePreviewBreaksEffectsCancelledOnDismiss,
    "retryOutlivesSheetBreaksQuiescence": retryOutlivesSheetBreaksQuiescence,
    "reusedStackIDBreaksStackIdsUniqueAndNeverReused": reusedStackIDBreaksStackIdsUniqueAndNeverReused,
    "saveStampLandsInTheNextEditorBreaksEffectsCancelledOnDismiss":
      saveStampLandsInTheNextEditorBreaksEffectsCancelledOnDismiss,
    "saveTappedTwiceBreaksOneSaveAtATime": saveTappedTwiceBreaksOneSaveAtATime,
    "selfSendingActionBreaksQuiescence": selfSendingActionBreaksQuiescence,
    "signOutAllMissesAPageBreaksSignOutAllLeavesNoOtherDevice":
      signOutAllMissesAPageBreaksSignOutAllLeavesNoOtherDevice,
    "shareStatusLandsInTheNextSheetBreaksEffectsCancelledOnDismiss":
      shareStatusLandsInTheNextSheetBreaksEffectsCancelledOnDismiss,
    "staleResponseReplacesDestinationBreaksAResponseNeverReplacesADestinationTheUserOpened":
      staleResponseReplacesDestinationBreaksAResponseNeverReplacesADestinationTheUserOpened,
    "staleSearchResponseBreaksResultsBelongToTheQueryShown":
      staleSearchResponseBreaksResultsBelongToTheQueryShown,
    "subscriptionOutlivesItsChatBreaksQuiescence": subscriptionOutlivesItsChatBreaksQuiescence,
    "timerOutlivesPoppedScreenBreaksQuiescence": timerOutlivesPoppedScreenBreaksQuiescence,
    "twoSheetsAtOnceBreaksAtMostOneDestinationPresented": twoSheetsAtOnceBreaksAtMostOneDestinationPresented,
    "volumeLimitIgnoresMuteBreaksVolumeAtMost1WhileUnmuted":
      volumeLimitIgnoresMuteBreaksVolumeAtMost1WhileUnmuted,
    "notesListBreaksAnArchivedNoteIsNotListed": notesListBreaksAnArchivedNoteIsNotListed,
    "inboxBreaksARowShowsTheUserSLastChoice": inboxBreaksARowShowsTheUserSLastChoice,
    "profileBreaksTheSessionBelongsToTheCurrentServer": profileBreaksTheSessionBelongsToTheCurrentServer,
    "checkoutBreaksAtMostOneChargePerCart": checkoutBreaksAtMostOneChargePerCart,
    "uuidInReducerBreaksDeterministicReplay": uuidInReducerBreaksDeterministicReplay,
    "randomInReducerBreaksDeterministicReplay": randomInReducerBreaksDeterministicReplay,
    "dateReadInAnEffectBreaksDeterministicReplay": dateReadInAnEffectBreaksDeterministicReplay,
    "decoderForgetsAFieldBreaksRestorable": decoderForgetsAFieldBreaksRestorable,
    "codableDropsTheDestinationBreaksRestorable": codableDropsTheDestinationBreaksRestorable,
  ]

  @Test(arguments: reproductions.keys.sorted())
  func reproducesItsBug(_ name: String) async throws {
    let longest = Mutex(0)
    try await withKnownIssue(isIntermittent: false) {
      try await Self.reproductions[name]!()
    } matching: { issue in
      let lines = String(describing: issue).split(separator: "\n").count
      longest.withLock { $0 = max($0, lines) }
      return true
    }
    // Regression: a timer that outlives its screen made the test run the clock 10,000 times and
    // list every tick. A reproduction's failure reads in a screenful.
    #expect(longest.withLock { $0 } <= 40, "\(name)")
  }
}
