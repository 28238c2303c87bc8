/// The benchmark feature written as plain Swift, with no runtime: the same state shape (an
/// optional destination enum, a stack of identified details, a total) and the same tour, as
/// enums and a switch. What a reducer runtime could at best approach.
enum PlainBenchmarkFeature {
  struct Detail: Equatable {
    var id: Int
    var count = 0
  }
  enum Destination: Equatable {
    case detail(Detail)
    case edit(Detail)
  }
  struct Element: Equatable {
    var id: Int
    var detail: Detail
  }
  struct State: Equatable {
    var destination: Destination?
    var path: [Element] = []
    var nextID = 0
    var total = 0
  }
  enum DetailAction: Equatable {
    case increment
    case close
  }
  enum Action: Equatable {
    case open(Int)
    case edit(Int)
    case push(Int)
    case detail(DetailAction)
    case editing(DetailAction)
    case dismiss
    case element(id: Int, DetailAction)
    case popFrom(id: Int)
  }

  @inline(never)
  static func reduce(_ state: inout State, _ action: Action) {
    switch action {
    case let .open(id): state.destination = .detail(Detail(id: id))
    case let .edit(id): state.destination = .edit(Detail(id: id))
    case let .push(id):
      state.path.append(Element(id: state.nextID, detail: Detail(id: id)))
      state.nextID += 1
    case .detail(.increment):
      if case var .detail(detail) = state.destination {
        detail.count += 1
        state.destination = .detail(detail)
      }
      state.total += 1
    case .editing(.increment):
      if case var .edit(detail) = state.destination {
        detail.count += 1
        state.destination = .edit(detail)
      }
      state.total += 1
    case .detail(.close), .editing(.close), .dismiss:
      state.destination = nil
      state.total += 1
    case let .element(id, .increment):
      if let index = state.path.firstIndex(where: { $0.id == id }) { state.path[index].detail.count += 1 }
      state.total += 1
    case let .element(id, .close), let .popFrom(id):
      if let index = state.path.firstIndex(where: { $0.id == id }) { state.path.removeSubrange(index...) }
      state.total += 1
    }
  }

  /// `BenchmarkFeature.tour`, action for action.
  static let tour: [Action] = [
    .open(1), .detail(.increment), .dismiss, .edit(2), .editing(.increment), .push(3),
    .element(id: 0, .increment), .popFrom(id: 0), .dismiss,
  ]
}
