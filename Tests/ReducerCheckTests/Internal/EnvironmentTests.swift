import Testing

@testable import ReducerCheck

/// Every variable is read the same way: unset is the default, a value that means something is
/// used, and anything else is an error naming the variable and a value that works.
@Suite struct EnvironmentTests {
  @Test(arguments: [
    ("REDUCERCHECK_SEED", "xyz", "REDUCERCHECK_SEED=5EED1234"),
    ("REDUCERCHECK_REPLAY", "5EED", "REDUCERCHECK_REPLAY=5EED1234/37"),
    ("REDUCERCHECK_REPLAY", "5EED/0", "REDUCERCHECK_REPLAY=5EED1234/37"),
    ("REDUCERCHECK_SHARD", "4/4", "REDUCERCHECK_SHARD=0/4"),
    ("REDUCERCHECK_SEQUENCES", "lots", "REDUCERCHECK_SEQUENCES=10000"),
    ("REDUCERCHECK_SEQUENCES", "0", "REDUCERCHECK_SEQUENCES=10m"),
    ("REDUCERCHECK_SEQUENCES", "10d", "REDUCERCHECK_SEQUENCES=10m"),
    ("REDUCERCHECK_SEQUENCES", "0.0001s", "from 0.001s to a year"),
    ("REDUCERCHECK_TRACE", "banana", "REDUCERCHECK_TRACE=1"),
    ("REDUCERCHECK_COVERAGE", "2", "REDUCERCHECK_COVERAGE=1"),
    ("REDUCERCHECK_PROGRESS", "loud", "REDUCERCHECK_PROGRESS=0"),
    ("REDUCERCHECK_RECORD", "sometimes", "missing, failed, all, never"),
  ])
  func garbageIsAnErrorThatNamesTheVariableAndAFix(_ name: String, _ value: String, _ fix: String) {
    #expect {
      try Environment([name: value])
    } throws: { error in
      let message = "\(error)"
      return message.hasPrefix("\(name)=\"\(value)\" means nothing to ReducerCheck. Use ")
        && message.contains(fix) && message.hasSuffix(", or unset it.")
    }
  }

  @Test func aMisspeltVariableIsAnErrorNamingTheOneMeant() {
    #expect {
      try Environment(["REDUCERCHECK_SEQUENCE": "10000"])
    } throws: { error in
      let message = "\(error)"
      return message.hasPrefix(
        "REDUCERCHECK_SEQUENCE is not a variable ReducerCheck reads (did you mean REDUCERCHECK_SEQUENCES?)")
        && message.contains("REDUCERCHECK_REPLAY") && message.hasSuffix("spell it as one of them.")
    }
    // Other tools' variables are none of ReducerCheck's business.
    #expect(throws: Never.self) { try Environment(["SWIFT_DETERMINISTIC_HASHING": "1", "CI": "1"]) }
  }

  @Test func valuesThatMeanSomething() throws {
    let environment = try Environment([
      "REDUCERCHECK_SEED": "0x5eed", "REDUCERCHECK_REPLAY": "5EED/3", "REDUCERCHECK_SHARD": "1/4",
      "REDUCERCHECK_SEQUENCES": "2500", "REDUCERCHECK_TRACE": "yes", "REDUCERCHECK_PROGRESS": "0",
      "REDUCERCHECK_RECORD": "Failed", "REDUCERCHECK_ARTIFACTS": "",
    ])
    #expect(environment.seed == 0x5EED)
    #expect(environment.replay?.seed == 0x5EED && environment.replay?.sequence == 3)
    #expect(environment.shard?.index == 1 && environment.shard?.count == 4)
    #expect(environment.campaign == .sequences(2_500))
    #expect(environment.trace && !environment.coverage)
    #expect(environment.progress == false)
    #expect(environment.recordMode == .failed)
    #expect(environment.artifacts == "", "kept as written: the artifacts folder refuses it when used")
    #expect(try Environment(["REDUCERCHECK_SEQUENCES": "90s"]).campaign == .duration(.seconds(90)))
    #expect(try Environment(["REDUCERCHECK_SEQUENCES": "1.5h"]).campaign == .duration(.seconds(5_400)))
    #expect(try Environment([:]).campaign == nil)
  }

  @Test(arguments: [
    ("true", true), ("1", true), ("woodpecker", true), ("", false), ("0", false), ("false", false),
    ("No", false),
  ])
  func ciIsAnyValueButOff(_ value: String, _ isCI: Bool) throws {
    #expect(Environment.isCI(["CI": value]) == isCI)
    let environment = try Environment(["CI": value, "REDUCERCHECK_RECORD": "all"])
    #expect(environment.recordMode == (isCI ? .never : .all), "CI never records")
  }

  @Test func unsetIsTheDefault() throws {
    let environment = try Environment([:])
    #expect(!environment.isCI && environment.seed == nil && environment.replay == nil)
    #expect(environment.recordMode == .missing && environment.progress == nil)
  }
}
