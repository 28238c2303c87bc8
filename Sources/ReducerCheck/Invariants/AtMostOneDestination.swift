extension Invariant {
  /// A feature with several optional presentation states presents at most one at a time.
  public static var atMostOneDestination: Self {
    Self(name: "at most one destination presented", isBuiltin: true) {
      Judge(step: { facts in
        guard let (place, fields) = facts.navigation.presentations.first else { return nil }
        return """
          \(presentedTogether(place, fields)) at the same time. Model the destinations as one enum \
          in one @PresentationState, or dismiss one before presenting another.
          """
      })
    }
  }
}
