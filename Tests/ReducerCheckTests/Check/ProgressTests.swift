import Testing

@testable import ReducerCheck

@Suite struct ProgressTests {
  @Test func theLineSaysHowFarHowFastAndWhatIsNew() throws {
    var progress = Progress(
      featureName: "Inventory", environment: try Environment(["REDUCERCHECK_PROGRESS": "1"]),
      interval: .zero)
    #expect(progress.isShown)
    let line = progress.line(sequences: 1_200, steps: 14_800, places: 23)
    #expect(line.hasPrefix("[ReducerCheck] Inventory: 1,200 sequences, 14,800 steps ("))
    #expect(line.hasSuffix(" steps/s), 23 navigation places (+23)"))
    progress.update(sequences: 1_200, steps: 14_800, places: 23)
    #expect(progress.line(sequences: 1_300, steps: 16_000, places: 25).hasSuffix("25 navigation places (+2)"))
  }

  @Test func oneOfEachIsSingular() throws {
    let progress = Progress(featureName: "F", environment: try Environment([:]))
    #expect(progress.line(sequences: 1, steps: 1, places: 1).contains("1 sequence, 1 step ("))
    #expect(progress.line(sequences: 1, steps: 1, places: 1).hasSuffix("1 navigation place (+1)"))
  }

  @Test func offOnCIAndWhenAskedToBe() throws {
    #expect(Progress(featureName: "F", environment: try Environment([:])).isShown)
    #expect(!Progress(featureName: "F", environment: try Environment(["CI": "1"])).isShown)
    #expect(!Progress(featureName: "F", environment: try Environment(["REDUCERCHECK_PROGRESS": "0"])).isShown)
  }
}
