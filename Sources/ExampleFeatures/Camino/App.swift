import ReducerCore

/// The app with a navigation stack from the Spanish navigation seed: push is append, back is
/// removing the last screen, and root is emptying the path.
struct App: Reducer {
  struct Ruta: Reducer {
    enum State: Equatable, Codable, Sendable {
      case perfil(Perfil.State)
      case ajustes(Ajustes.State)
    }
    enum Action: Equatable, Sendable {
      case perfil(Perfil.Action)
      case ajustes(Ajustes.Action)
    }

    var body: some ReducerOf<Self> {
      Scope(state: State.perfil, action: Action.perfil) {
        Perfil()
      }
      Scope(state: State.ajustes, action: Action.ajustes) {
        Ajustes()
      }
    }
  }

  struct State: Equatable, Codable, Sendable {
    var camino = StackState<Ruta.State>()
  }
  enum Action: Equatable, Sendable {
    case camino(StackActionOf<Ruta>)
    case perfilTocado
    case ajustesTocado
    case volverTocado
    case raízTocada
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .perfilTocado:
        state.camino.append(.perfil(Perfil.State()))
        return .none
      case .ajustesTocado:
        state.camino.append(.ajustes(Ajustes.State()))
        return .none
      case .volverTocado:
        if !state.camino.isEmpty { state.camino.removeLast() }
        return .none
      case .raízTocada:
        state.camino.removeAll()
        return .none
      case .camino:
        return .none
      }
    }
    .forEach(\.camino, action: Action.camino) {
      Ruta()
    }
  }
}

/// A profile screen whose clock ticks while it is on the stack.
struct Perfil: Reducer {
  struct State: Equatable, Codable, Sendable {
    var segundos = 0
  }
  enum Action: Equatable, Sendable {
    case apareció
    case tic
  }

  @Dependency(\.continuousClock) var clock

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .apareció:
        return .run { [clock] send in
          while true {
            try await clock.sleep(for: .seconds(1))
            await send(.tic)
          }
        }
      case .tic:
        state.segundos += 1
        return .none
      }
    }
  }
}

/// A settings screen that can close itself.
struct Ajustes: Reducer {
  struct State: Equatable, Codable, Sendable {
    var notificaciones = true
  }
  enum Action: Equatable, Sendable {
    case notificacionesCambiadas(Bool)
    case cerrarTocado
  }

  @Dependency(\.dismiss) var dismiss

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case let .notificacionesCambiadas(valor):
        state.notificaciones = valor
        return .none
      case .cerrarTocado:
        return .run { _ in await self.dismiss() }
      }
    }
  }
}
