import Generators
import ReducerCore
import Synchronization

/// The calls to controlled endpoints that are waiting for the schedule to answer them.
///
/// A controlled endpoint replaces a dependency's async function. Each call stays pending until
/// a step answers it with a generated value or error, or never; cancelling the calling effect
/// ends the call with `CancellationError`.
final class EndpointRegistry: Sendable {
  /// A call waiting for its answer.
  struct PendingCall: Sendable {
    let id: Int
    let name: String
    let input: any Sendable
    /// The effect that made the call.
    let effect: Int?
    /// The calling effect's store, to run its effects once the call is answered.
    let runtime: (any EffectRuntime)?
    fileprivate let resume: @Sendable (Result<any Sendable, any Error>) -> Void
  }

  private struct Calls {
    var pending: [Int: PendingCall] = [:]
    var cancelledEarly: Set<Int> = []
    /// Calls their effect's cancellation ended, waiting or not yet waiting (not answered ones).
    var cancelled: Set<Int> = []
    var answered: Set<Int> = []
    /// Every call made, answered, cancelled or waiting: its endpoint and the effect that made it.
    var made: [MadeCall] = []
    var nextID = 1
  }

  private let calls = Mutex(Calls())

  /// The waiting calls, oldest first.
  var pending: [PendingCall] { calls.withLock { $0.pending.values.sorted { $0.id < $1.id } } }

  /// Makes a call to `name` and waits for the schedule's answer.
  func call<Output: Sendable>(_ name: String, input: any Sendable) async throws -> Output {
    let effect = CurrentEffect.id
    let id = calls.withLock { calls in
      defer { calls.nextID += 1 }
      calls.made.append(MadeCall(id: calls.nextID, name: name, input: input, effect: effect))
      return calls.nextID
    }
    let runtime = EffectContext.runtime
    let answer: any Sendable = try await withTaskCancellationHandler {
      try await withCheckedThrowingContinuation {
        (continuation: CheckedContinuation<any Sendable, any Error>) in
        let cancelled = calls.withLock { calls -> Bool in
          if calls.cancelledEarly.remove(id) != nil { return true }
          calls.pending[id] = PendingCall(
            id: id, name: name, input: input, effect: effect, runtime: runtime,
            resume: { continuation.resume(with: $0) })
          return false
        }
        if cancelled { continuation.resume(throwing: CancellationError()) }
      }
    } onCancel: {
      let call = calls.withLock { calls -> PendingCall? in
        // A call answered before its task was cancelled ended with its answer.
        guard !calls.answered.contains(id) else { return nil }
        calls.cancelled.insert(id)
        let call = calls.pending.removeValue(forKey: id)
        if call == nil { calls.cancelledEarly.insert(id) }
        return call
      }
      call?.resume(.failure(CancellationError()))
    }
    guard let output = answer as? Output else {
      throw CheckError(description: "The answer for \"\(name)\" has the wrong type.")
    }
    return output
  }

  /// The effect that made call `id`, whether the call still waits, was answered or was ended
  /// by its effect's cancellation.
  func caller(of id: Int) -> Int? {
    // Ids count from 1 in the order calls are made, so call `id` is the `id`-th made.
    calls.withLock { $0.made.indices.contains(id - 1) ? $0.made[id - 1].effect : nil }
  }

  /// A call as it was made.
  struct MadeCall: Sendable {
    let id: Int
    let name: String
    /// What it was called with.
    let input: any Sendable
    /// The effect that made it, if an effect did.
    let effect: Int?
  }

  /// How many calls were made so far: the calls made later have greater ids.
  var callsMade: Int { calls.withLock { $0.made.count } }

  /// The calls made after the first `count`, in order.
  func calls(after count: Int) -> [MadeCall] { calls.withLock { Array($0.made.dropFirst(count)) } }

  /// Whether call `id` was answered already.
  func wasAnswered(_ id: Int) -> Bool { calls.withLock { $0.answered.contains(id) } }

  /// Whether call `id` was made and then ended by its effect's cancellation, before any answer.
  func wasCancelled(_ id: Int) -> Bool { calls.withLock { $0.cancelled.contains(id) } }

  /// Answers call `id`; returns the call, or `nil` when it was not waiting.
  @discardableResult
  func answer(_ id: Int, with result: Result<any Sendable, any Error>) -> PendingCall? {
    let call = calls.withLock { calls -> PendingCall? in
      guard let call = calls.pending.removeValue(forKey: id) else { return nil }
      calls.answered.insert(id)
      return call
    }
    guard let call else { return nil }
    call.resume(result)
    return call
  }
}

/// A dependency endpoint the schedule controls, as configured.
struct EndpointSpec {
  let name: String
  /// Where the check registers it, so a report's test can write its key path.
  let source: SourceLine
  /// Installs the stub into a sequence's dependencies.
  let install: (inout DependencyValues, EndpointRegistry) -> Void
  /// The answers for a call with `input`.
  let answers: (Any) -> Gen<Result<any Sendable, any Error>>
  /// The answers for a call made after the user left (``Harness/finishSchedule``): its errors,
  /// when the endpoint has any (a server that keeps failing is what keeps a retry alive), else
  /// its values.
  let answersAfterLeaving: (Any) -> Gen<Result<any Sendable, any Error>>
}

extension CheckConfiguration {
  /// Controls an async dependency endpoint: each call stays pending until the schedule answers
  /// it with a value from `answers`, an error from `failures`, or never — and the checker
  /// explores those orders along with the user's actions.
  ///
  /// ```swift
  /// $0.endpoint(\.pokemonClient.fetchDetail, named: "detail request",
  ///             failures: .always(URLError(.notConnectedToInternet))) { id in
  ///   .always(PokemonDetail(height: id, weight: id, abilities: []))
  /// }
  /// ```
  public mutating func endpoint<Input: Sendable, Output: Sendable>(
    _ keyPath: WritableKeyPath<DependencyValues, @Sendable (Input) async throws -> Output>,
    named name: String,
    failures: Gen<any Error>? = nil,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    answers: @escaping (Input) -> Gen<Output>
  ) {
    addEndpoint(
      named: name, at: SourceLine(filePath: filePath, line: line), failures: failures,
      install: { dependencies, registry in
        dependencies[keyPath: keyPath] = { input in try await registry.call(name, input: input) }
      },
      answers: { (input: Input) in answers(input) })
  }

  /// Controls an async dependency endpoint that takes no input.
  public mutating func endpoint<Output: Sendable>(
    _ keyPath: WritableKeyPath<DependencyValues, @Sendable () async throws -> Output>,
    named name: String,
    failures: Gen<any Error>? = nil,
    answers: Gen<Output>,
    filePath: StaticString = #filePath,
    line: UInt = #line
  ) {
    addEndpoint(
      named: name, at: SourceLine(filePath: filePath, line: line), failures: failures,
      install: { dependencies, registry in
        dependencies[keyPath: keyPath] = { try await registry.call(name, input: ()) }
      },
      answers: { (_: Void) in answers })
  }

  /// Controls an async dependency endpoint that takes two arguments; `answers` gets both.
  ///
  /// ```swift
  /// $0.endpoint(\.authClient.verifyCode, named: "verify code") { email, code in
  ///   .always(code == "123456")
  /// }
  /// ```
  public mutating func endpoint<First: Sendable, Second: Sendable, Output: Sendable>(
    _ keyPath: WritableKeyPath<DependencyValues, @Sendable (First, Second) async throws -> Output>,
    named name: String,
    failures: Gen<any Error>? = nil,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    answers: @escaping (First, Second) -> Gen<Output>
  ) {
    addEndpoint(
      named: name, at: SourceLine(filePath: filePath, line: line), failures: failures,
      install: { dependencies, registry in
        dependencies[keyPath: keyPath] = { first, second in
          try await registry.call(name, input: (first, second))
        }
      },
      answers: { (input: (First, Second)) in answers(input.0, input.1) })
  }

  /// Controls an async dependency endpoint that takes three arguments; `answers` gets all three.
  public mutating func endpoint<First: Sendable, Second: Sendable, Third: Sendable, Output: Sendable>(
    _ keyPath: WritableKeyPath<
      DependencyValues, @Sendable (First, Second, Third) async throws -> Output
    >,
    named name: String,
    failures: Gen<any Error>? = nil,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    answers: @escaping (First, Second, Third) -> Gen<Output>
  ) {
    addEndpoint(
      named: name, at: SourceLine(filePath: filePath, line: line), failures: failures,
      install: { dependencies, registry in
        dependencies[keyPath: keyPath] = { first, second, third in
          try await registry.call(name, input: (first, second, third))
        }
      },
      answers: { (input: (First, Second, Third)) in answers(input.0, input.1, input.2) })
  }

  /// Registers an endpoint whose calls carry an `Input` (a tuple of the arguments when there
  /// are several): answers from `answers`, and now and then an error from `failures`.
  private mutating func addEndpoint<Input, Output: Sendable>(
    named name: String,
    at source: SourceLine,
    failures: Gen<any Error>?,
    install: @escaping (inout DependencyValues, EndpointRegistry) -> Void,
    answers: @escaping (Input) -> Gen<Output>
  ) {
    endpoints.append(
      EndpointSpec(
        name: name,
        source: source,
        install: install,
        answers: { input in
          guard let input = input as? Input else { return .always(.failure(CancellationError())) }
          let values = answers(input).map { Result<any Sendable, any Error>.success($0) }
          guard let failures else { return values }
          return .frequency([
            (4, values), (1, failures.map { Result<any Sendable, any Error>.failure($0) }),
          ])
        },
        answersAfterLeaving: { input in
          if let failures { return failures.map { Result<any Sendable, any Error>.failure($0) } }
          guard let input = input as? Input else { return .always(.failure(CancellationError())) }
          return answers(input).map { Result<any Sendable, any Error>.success($0) }
        }))
  }
}
