import Generators
import ReducerCore
import Testing

@testable import ReducerCheck

/// A button that calls an endpoint, its answer and its failure (delivered by an effect), a
/// retry button a generator may leave out, a sheet, and a case no value can reach.
private struct Uploads: Reducer {
  struct State: Equatable, Sendable {
    var status = "idle"
    @PresentationState var sheet: UploadSheet.State?
  }
  enum Action: Equatable, Sendable {
    case uploadTapped
    case retryTapped
    case uploaded(String)
    case failed
    case openSheet
    case sheet(PresentationAction<UploadSheet.Action>)
    case impossible(Never)
  }
  @Dependency(\.upload) var upload
  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .uploadTapped, .retryTapped:
        state.status = "uploading"
        return .run { [upload] send in
          do { await send(.uploaded(try await upload(1))) } catch { await send(.failed) }
        }
      case let .uploaded(body):
        state.status = body
        return .none
      case .failed:
        state.status = "failed"
        return .none
      case .openSheet:
        state.sheet = UploadSheet.State()
        return .none
      case .sheet:
        return .none
      }
    }
    .ifLet(\.$sheet, action: Action.sheet) { UploadSheet() }
  }
}

private struct UploadSheet: Reducer {
  struct State: Equatable, Sendable { var taps = 0 }
  enum Action: Equatable, Sendable { case tap }
  var body: some ReducerOf<Self> {
    Reduce { state, _ in
      state.taps += 1
      return .none
    }
  }
}

private enum UploadKey: DependencyKey {
  static let liveValue: @Sendable (Int) async throws -> String = { _ in "done" }
  static let testValue: @Sendable (Int) async throws -> String = { _ in "done" }
}

extension DependencyValues {
  fileprivate var upload: @Sendable (Int) async throws -> String {
    get { self[UploadKey.self] }
    set { self[UploadKey.self] = newValue }
  }
}

private struct Failed: Error {}

/// The actions a reached screen never received, from a user's step or an effect: what a green
/// check never tried.
@Suite struct ActionsReceivedTests {
  private func warnings(
    failing: Bool = true, opensSheet: Bool = true, tapsInSheet: Bool = true
  ) async -> [String] {
    await quietCheck(Uploads(), from: Uploads.State()) {
      $0.actions(for: Uploads.self) { _ in
        opensSheet ? .oneOf(.always(.uploadTapped), .always(.openSheet)) : .always(.uploadTapped)
      }
      $0.actions(for: UploadSheet.self) { _ in tapsInSheet ? .always(.tap) : nil }
      $0.endpoint(\.upload, named: "upload", failures: failing ? .always(Failed()) : nil) { _ in
        .always("uploaded")
      }
    }?.coverageWarnings ?? ["no result"]
  }

  /// Routing cases (`.sheet`), the runtime's wrappers (`.dismiss`), a case of `Never` and the
  /// answers effects delivered are not named: only the button no generator sends.
  @Test func aButtonNoStepSendsIsNamed() async {
    #expect(
      await warnings() == [
        "Uploads.Action never received .retryTapped: no step sent it and no effect delivered it."
      ])
  }

  /// Without failures the failure path is never exercised, and the check says so.
  @Test func anAnswerNoEffectDeliveredIsNamed() async {
    #expect(
      await warnings(failing: false) == [
        "Uploads.Action never received .retryTapped, .failed: no step sent them and no effect delivered them."
      ])
  }

  /// A child shown but never acted on is named under its own type; a child never shown is the
  /// business of the line that says its screen was never reached.
  @Test func aChildIsNamedOnlyOnceShown() async {
    let idle = await warnings(tapsInSheet: false)
    #expect(
      idle.contains("UploadSheet.Action never received .tap: no step sent it and no effect delivered it."),
      "\(idle)")
    let closed = await warnings(opensSheet: false)
    #expect(!closed.contains { $0.hasPrefix("UploadSheet.Action") }, "\(closed)")
    #expect(closed.contains { $0.hasPrefix("\"sheet\" was never presented") }, "\(closed)")
  }

  /// The runtime's descriptor lists every case with its payload type, as it numbers them: cases
  /// with a payload first.
  @Test func theCasesOfAnEnumAreReadFromItsDescriptor() throws {
    let cases = try #require(enumCases(of: Uploads.Action.self))
    #expect(
      cases.map(\.name) == [
        "uploaded", "sheet", "uploadTapped", "retryTapped", "failed", "openSheet", "impossible",
      ])
    #expect(cases.first { $0.name == "impossible" }?.payload == Never.self)
    #expect(cases.first { $0.name == "uploaded" }?.payload == String.self)
    #expect(cases.first { $0.name == "retryTapped" }.map { $0.payload == nil } == true)
    #expect(enumCases(of: Uploads.State.self) == nil)
  }
}
