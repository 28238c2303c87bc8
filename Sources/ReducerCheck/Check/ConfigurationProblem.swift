import Foundation

extension CheckConfiguration {
  /// What makes this configuration impossible to run as written, if anything: a count or limit
  /// below what a check needs (`$0.maxSteps = 0`), which would otherwise be replaced silently
  /// or trap.
  var problem: CheckError? {
    var problems: [String] = []
    func atLeast(_ minimum: Int, _ value: Int, _ name: String, _ meaning: String) {
      guard value < minimum else { return }
      problems.append("$0.\(name) is \(value): \(meaning). Set it to \(minimum) or more.")
    }
    func positive(_ value: Duration, _ name: String, _ meaning: String) {
      guard value <= .zero else { return }
      problems.append("$0.\(name) is \(value): \(meaning). Set it above zero.")
    }
    atLeast(1, sequences, "sequences", "a check runs at least one sequence")
    atLeast(1, maxSteps, "maxSteps", "a sequence takes at least one step")
    atLeast(0, shrinkBudget, "shrinkBudget", "shrinking cannot run fewer than no runs")
    atLeast(1, actionLimit, "actionLimit", "a store handles at least one action per send")
    atLeast(1, jobLimit, "jobLimit", "effects need at least one job to run")
    positive(timeBudget, "timeBudget", "no sequence could start")
    positive(stepTimeLimit, "stepTimeLimit", "every step would time out")
    for (name, weight) in weights.named where weight < 0 {
      problems.append(
        "$0.weights.\(name) is \(weight): a weight is how often, 0 for never. Set it to 0 or more.")
    }
    return problems.isEmpty ? nil : CheckError(description: problems.joined(separator: " "))
  }
}

extension StepWeights {
  /// Every weight with the name a configuration sets it by: `absentChild`, `byLabel["path.push"]`.
  fileprivate var named: [(String, Int)] {
    [
      ("featureAction", featureAction), ("coveredFeatureAction", coveredFeatureAction),
      ("navigation", navigation), ("push", push), ("absentChild", absentChild),
      ("advanceClock", advanceClock), ("answer", answer), ("runEffects", runEffects),
    ] + byLabel.sorted { $0.key < $1.key }.map { ("byLabel[\"\($0.key)\"]", $0.value) }
  }
}
