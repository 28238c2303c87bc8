import Foundation
import ReducerCore

/// The list with one destination slot from the Spanish navigation seed: detail, editor or
/// alert, never two at once.
struct Lista: Reducer {
  struct Destino: Reducer {
    enum State: Equatable, Codable, Sendable {
      case detalle(Detalle.State)
      case editar(Editor.State)
      case alerta(AlertState<Never>)
    }
    enum Action: Equatable, Sendable {
      case detalle(Detalle.Action)
      case editar(Editor.Action)
      case alerta(Never)
    }

    var body: some ReducerOf<Self> {
      Scope(state: State.detalle, action: Action.detalle) {
        Detalle()
      }
      Scope(state: State.editar, action: Action.editar) {
        Editor()
      }
    }
  }

  struct State: Equatable, Codable, Sendable {
    @PresentationState var destino: Destino.State?
  }
  enum Action: Equatable, Sendable {
    case detalleTocado
    case editarTocado
    case alertaTocada
    case destino(PresentationAction<Destino.Action>)
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .detalleTocado:
        state.destino = .detalle(Detalle.State())
        return .none
      case .editarTocado:
        state.destino = .editar(Editor.State())
        return .none
      case .alertaTocada:
        state.destino = .alerta(AlertState(title: "¿Seguro?"))
        return .none
      case .destino:
        return .none
      }
    }
    .ifLet(\.$destino, action: Action.destino) {
      Destino()
    }
  }
}

/// The detail the list presents.
struct Detalle: Reducer {
  struct State: Equatable, Codable, Sendable {
    var vistas = 0
  }
  enum Action: Equatable, Sendable {
    case apareció
    case cerrarTocado
  }

  @Dependency(\.dismiss) var dismiss

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .apareció:
        state.vistas += 1
        return .none
      case .cerrarTocado:
        return .run { _ in await self.dismiss() }
      }
    }
  }
}

/// The editor the list presents.
struct Editor: Reducer {
  struct State: Equatable, Codable, Sendable {
    var texto = ""
  }
  enum Action: Equatable, Sendable {
    case textoCambiado(String)
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case let .textoCambiado(texto):
        state.texto = texto
        return .none
      }
    }
  }
}
