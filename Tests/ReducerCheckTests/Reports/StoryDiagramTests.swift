import Foundation
import ReducerCore
import Testing

@testable import ReducerCheck

/// A screen that presents a detail, for stories told by hand.
private struct Screen: Equatable, Sendable {
  @PresentationState var detail: Int?
}

/// Broken: Save stays enabled while an upload is in flight, and uploads land in the order they
/// are answered, not in the order they were saved.
private struct TwoUploads: Reducer {
  struct State: Equatable, Sendable {
    var saves = 0
    var uploaded: [Int] = []
  }
  enum Action: Equatable, Sendable {
    case saveTapped
    case uploaded(Int)
  }
  @Dependency(\.storyUpload) var upload
  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .saveTapped:
        state.saves += 1
        return .run { [number = state.saves, upload] send in
          await send(.uploaded(try await upload(number)))
        }
      case let .uploaded(number):
        state.uploaded.append(number)
        return .none
      }
    }
  }
}

private enum StoryUploadKey: DependencyKey {
  static let liveValue: @Sendable (Int) async throws -> Int = { $0 }
}

extension DependencyValues {
  fileprivate var storyUpload: @Sendable (Int) async throws -> Int {
    get { self[StoryUploadKey.self] }
    set { self[StoryUploadKey.self] = newValue }
  }
}

/// A failure leaves its shrunk story as a Mermaid diagram: beside the regression file locally,
/// in the artifacts folder on CI, and never under `Snapshots/` there.
@Suite struct StoryDiagramTests {
  let scratch = TemporaryFolder()
  var folder: URL { scratch.url }

  func failingCheck(_ configure: (inout CheckConfiguration<ParentFetchesForChild>) -> Void) async -> String {
    var result: CheckResult?
    _ = await capturingIssues {
      result = await check(ParentFetchesForChild(), from: ParentFetchesForChild.State()) {
        $0.seed = 0x5EED
        $0.endpoint(\.loadText, named: "detail request") { id in .always("text \(id)") }
        configure(&$0)
      }
    }
    return result?.failure?.report ?? ""
  }

  @Test func theStoryLiesBesideTheRegressionFile() async throws {
    let regressionFile = folder.appendingPathComponent("Suite.test.txt").path
    let report = await failingCheck {
      $0.regressionFile = regressionFile
      $0.savesRegressions = true
    }
    let story = try String(
      contentsOf: folder.appendingPathComponent("Suite.test.story.md"), encoding: .utf8)
    #expect(flattened(report).contains("Its story as a diagram: \(folder.path)/Suite.test.story.md."))
    #expect(
      story == """
        # ParentFetchesForChild broke "effects cancelled on dismiss"

        The shrunk story of the failure, drawn by ReducerCheck. Replay it with

            REDUCERCHECK_REPLAY=5EED/11 swift test --filter StoryDiagramTests/theStoryLiesBesideTheRegressionFile

        ```mermaid
        sequenceDiagram
          actor User
          participant F as ParentFetchesForChild
          participant S1 as detail
          participant E1 as E1 "detail request"
          User->>F: 1. .rowTapped(1)
          F->>S1: presents
          User->>F: 2. .detail(.presented(.onAppear))
          F->>E1: starts (ParentFetchesForChild.swift:37), for detail
          User->>F: 3. .detail(.dismiss)
          F-xS1: dismisses
          User->>F: 4. .rowTapped(1)
          F->>S1: presents
          User-->>E1: 5. answers "detail request" call 1 with "text 1"
          E1-->>F: .detailLoaded("text 1")
          Note over F,E1: ✗ "effects cancelled on dismiss" broke at step 5
        ```

        """)
  }

  @Test func onCIItGoesToTheArtifactsFolder() async throws {
    let regressionFile = folder.appendingPathComponent("Snapshots/Regressions/Suite.test.txt").path
    let artifacts = folder.appendingPathComponent("artifacts")
    let report = await failingCheck {
      $0.regressionFile = regressionFile
      $0.savesRegressions = false
      $0.environment = ["CI": "true", "REDUCERCHECK_ARTIFACTS": artifacts.path]
    }
    let story = artifacts.appendingPathComponent("Failures/Suite.test.story.md")
    #expect(FileManager.default.fileExists(atPath: story.path))
    #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("Snapshots").path))
    #expect(flattened(report).contains("Its story as a diagram: \(story.path)."))
  }

  @Test(arguments: ["", "."])
  func onCIARefusedArtifactsFolderIsSaidNotDropped(_ artifacts: String) async {
    let report = await failingCheck {
      $0.regressionFile = folder.appendingPathComponent("Suite.test.txt").path
      $0.savesRegressions = false
      $0.environment = ["CI": "true", "REDUCERCHECK_ARTIFACTS": artifacts]
    }
    #expect(flattened(report).contains("The story diagram was not kept: REDUCERCHECK_ARTIFACTS"), "\(report)")
  }

  @Test func screenChangesGoWhereTheActionThatMadeThemWasHandled() {
    // The detail's close button starts an effect that calls dismiss(); the dismissal comes
    // after both, as the report tells it, not first because the step's end state lacks it.
    let diagram = StoryDiagram<Screen, String>(
      featureName: "App", initialState: Screen(detail: 1),
      steps: [
        ExecutedStep(
          step: .send("closeTapped", label: "Detail", kind: .user), stateAfter: Screen(detail: nil),
          notes: [
            .started(
              effect: EffectName(id: 0, endpoint: nil), fileID: "App/Detail.swift", line: 9,
              path: NavigationIDPath(), startedFor: nil, startedOn: nil),
            .received(action: "detail(.dismiss)", origin: .dismissal),
          ],
          transitions: [
            .init(notesBefore: 0, stateAfter: Screen(detail: 1)),
            .init(notesBefore: 2, stateAfter: Screen(detail: nil)),
          ])
      ],
      failure: InvariantFailure(invariant: "x", explanation: "", moment: .step(0)))
    #expect(
      diagram.lines == [
        "sequenceDiagram", "  actor User", "  participant F as App", "  participant E1 as E1",
        "  participant S1 as detail",
        "  User->>F: 1. \"closeTapped\"", "  F->>E1: starts (Detail.swift:9)",
        "  F->>F: \"detail(.dismiss)\" (dismiss())", "  F-xS1: dismisses",
        "  Note over F,S1: ✗ \"x\" broke at step 1",
      ])
  }

  @Test func anAnswerGoesToTheEffectThatMadeTheCallEvenOutOfOrder() async {
    var result: CheckResult?
    _ = await capturingIssues {
      result = await check(TwoUploads(), from: TwoUploads.State()) {
        $0.seed = 0x5EED
        $0.regressionFile = nil
        $0.actions(for: TwoUploads.self) { $0.saves < 2 ? .always(.saveTapped) : nil }
        $0.endpoint(\.storyUpload, named: "upload") { .always($0) }
        $0.invariant("uploads land in the order saved") { $0.uploaded == $0.uploaded.sorted() }
      }
    }
    let lines = result?.failure?.storyDiagram ?? []
    let started = lines.first { $0.contains("F->>E1: starts") } ?? ""
    let site = started.drop { $0 != "(" }.prefix { $0 != ")" }.dropFirst()
    #expect(
      lines == [
        "sequenceDiagram", "  actor User", "  participant F as TwoUploads",
        "  participant E1 as E1 \"upload\"", "  participant E2 as E2 \"upload\"",
        "  User->>F: 1. .saveTapped", "  F->>E1: starts (\(site))",
        "  User->>F: 2. .saveTapped", "  F->>E2: starts (\(site))",
        "  User-->>E2: 3. answers \"upload\" call 2 with 2", "  E2-->>F: .uploaded(2)",
        "  User-->>E1: 4. answers \"upload\" call 1 with 1", "  E1-->>F: .uploaded(1)",
        "  Note over F,E2: ✗ \"uploads land in the order saved\" broke at step 4",
      ], "\(result?.failure?.report ?? "no failure")")
    #expect(site.hasPrefix("StoryDiagramTests.swift:"))
    expectStoryAgreesWithReport(result?.failure)
  }

  @Test func anAnswerToACancelledEffectsCallSaysItWasDropped() {
    let upload = EffectName(id: 0, endpoint: "upload")
    let diagram = StoryDiagram<Int, String>(
      featureName: "App", initialState: 0,
      steps: [
        ExecutedStep(
          step: .answer(call: 1, endpoint: "upload", result: .success(7)), stateAfter: 0,
          answered: AnsweredCall(effect: upload, dropped: true))
      ],
      failure: InvariantFailure(invariant: "x", explanation: "", moment: .step(0)))
    #expect(
      diagram.lines == [
        "sequenceDiagram", "  actor User", "  participant F as App",
        "  participant E1 as E1 \"upload\"",
        "  User-->>E1: 1. answers \"upload\" call 1 with 7 (dropped: E1 was cancelled before the answer)",
        "  Note over F,E1: ✗ \"x\" broke at step 1",
      ])
  }

  @Test func mermaidSpecialCharactersAreEscaped() {
    let diagram = StoryDiagram<Int, String>(
      featureName: "A;B", initialState: 0,
      steps: [ExecutedStep(step: .send("#1; two", label: "A", kind: .user), stateAfter: 0)],
      failure: InvariantFailure(invariant: "no ;", explanation: "", moment: .step(0)))
    #expect(
      diagram.lines == [
        "sequenceDiagram", "  actor User", "  participant F as A#59;B",
        "  User->>F: 1. \"#35;1#59; two\"", "  Note over F: ✗ \"no #59;\" broke at step 1",
      ])
  }
}
