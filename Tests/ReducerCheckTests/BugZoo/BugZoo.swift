import Testing

/// Deliberately broken features: the checker must find each bug with its default budget and
/// shrink it to the known minimal number of steps.
@Suite struct BugZoo {}
