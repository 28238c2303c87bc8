import ReducerCore

extension DependencyValues {
  /// The dependencies tests and checks start from: test values, UUIDs counting from zero,
  /// random numbers seeded with zero, a fixed date, and `clock` as the continuous clock.
  static func testing(clock: TestClock) -> DependencyValues {
    var dependencies = DependencyValues.current
    dependencies.context = .test
    dependencies.uuid = .incrementing
    dependencies.withRandomNumberGenerator = .seeded(0)
    dependencies.date = .constant(DateGenerator.testDate)
    dependencies.continuousClock = clock
    return dependencies
  }
}
