import ControlThrottle
import ControlThrottleTesting
import Testing

private struct CardDeclined: Error {}

/// What a SwiftUI view would be told: the phases pushed into its `@State`, and its errors.
@MainActor
private final class ViewRecord {
  var phases: [AsyncButtonModel.Phase] = []
  var errors: [any Error] = []
  func onError(_ error: any Error) { errors.append(error) }
}

@MainActor
@Suite(.timeLimit(.minutes(3)))
struct AsyncButtonModelTests {
  let scheduler = VirtualScheduler()
  private let operation = ControlledOperation()

  private func configuration(
    action: AsyncThrottledAction? = nil,
    interval: Duration = .zero,
    cooldown: Duration = .zero,
    onError: (@MainActor (any Error) -> Void)? = nil
  ) -> AsyncButtonModel.Configuration {
    AsyncButtonModel.Configuration(action: action, interval: interval, cooldown: cooldown, onError: onError)
  }

  /// A model whose view has appeared and records what it is told.
  private func appearedModel(_ record: ViewRecord, action: AsyncThrottledAction? = nil) -> AsyncButtonModel {
    let model = AsyncButtonModel(scheduler: scheduler)
    model.appeared(configuration(action: action, onError: record.onError)) { record.phases.append($0) }
    return model
  }

  /// Taps `model` with the held operation.
  private func tapHeld(_ model: AsyncButtonModel, _ record: ViewRecord, cooldown: Duration = .zero) -> ThrottleDecision
  {
    model.tap(configuration(cooldown: cooldown, onError: record.onError)) { [operation] in try await operation.run() }
  }

  /// A model whose view has appeared and whose tap has started the held operation.
  private func modelRunningTheHeldOperation(_ record: ViewRecord) async -> AsyncButtonModel {
    let model = appearedModel(record)
    _ = tapHeld(model, record)
    await operation.waitForStart()
    return model
  }

  private func waitForRun(_ model: AsyncButtonModel) async throws {
    guard let action = model.currentAction else { return }
    try await scheduler.outcome { await action.waitForCurrentRun() }
  }

  private static let running = AsyncButtonModel.Phase(isRunning: true, isIgnoring: true)
  private static let coolingDown = AsyncButtonModel.Phase(isRunning: false, isIgnoring: true)

  @Test func tapWhileRunningIsDroppedAsBusy() async throws {
    let record = ViewRecord()
    let model = appearedModel(record)
    #expect(tapHeld(model, record).isAccepted)
    #expect(tapHeld(model, record) == .dropped(.running))
    await operation.waitForStart()
    scheduler.advance(by: .seconds(5))
    #expect(tapHeld(model, record) == .dropped(.running))
    operation.finish()
    try await waitForRun(model)
    #expect(model.phase == .idle)
    #expect(operation.starts == 1)
  }

  @Test func theViewIsToldItsPhaseOnAppearingWhenATapIsAcceptedAndWhenTheRunEnds() async throws {
    let record = ViewRecord()
    let model = appearedModel(record)
    _ = tapHeld(model, record)
    #expect(record.phases == [.idle, .idle, Self.running])
    await operation.waitForStart()
    operation.finish()
    try await waitForRun(model)
    #expect(record.phases.last == .idle)
  }

  @Test func cancelWhileRunningCancelsTheOperationAndReportsNoError() async throws {
    let record = ViewRecord()
    let model = await modelRunningTheHeldOperation(record)
    model.currentAction?.cancel()
    operation.fail(CardDeclined())  // what an operation may throw once cancelled
    try await waitForRun(model)
    #expect(operation.sawCancellation)
    #expect(record.errors.isEmpty)
    #expect(model.currentAction?.lastError == nil)
    #expect(model.currentAction?.lastCompletion == .cancelled)
    #expect(tapHeld(model, record).isAccepted)
    await operation.waitForStart(count: 2)
    operation.finish()
    try await waitForRun(model)
    #expect(!operation.sawCancellation)
  }

  @Test func cancelInTheTurnOfTheTapNeverStartsTheOperation() async throws {
    let record = ViewRecord()
    let model = appearedModel(record)
    _ = tapHeld(model, record)
    model.currentAction?.cancel()
    try await waitForRun(model)
    #expect(operation.starts == 0)
    #expect(model.phase == .idle)
  }

  @Test func errorIsReportedAndKeptThenARetryRuns() async throws {
    let record = ViewRecord()
    let model = await modelRunningTheHeldOperation(record)
    operation.fail(CardDeclined())
    try await waitForRun(model)
    #expect(record.errors.count == 1)
    #expect(record.errors.first is CardDeclined)
    #expect(model.currentAction?.lastError is CardDeclined)

    #expect(tapHeld(model, record).isAccepted)
    #expect(model.currentAction?.lastError == nil)
    await operation.waitForStart(count: 2)
    operation.finish()
    try await waitForRun(model)
    #expect(record.errors.count == 1)
    #expect(operation.starts == 2)
  }

  @Test func eachAcceptedTapRunsTheClosureOfItsRender() async throws {
    let model = AsyncButtonModel(scheduler: scheduler)
    var ran: [String] = []
    _ = model.tap(configuration()) { ran.append("first render") }
    try await waitForRun(model)
    _ = model.tap(configuration()) { ran.append("second render") }
    try await waitForRun(model)
    #expect(ran == ["first render", "second render"])
  }

  @Test func theCooldownKeepsTheButtonDisabledUntilItsEndThenEnablesIt() async throws {
    let record = ViewRecord()
    let model = appearedModel(record)
    #expect(model.tap(configuration(cooldown: .milliseconds(500), onError: record.onError)) {}.isAccepted)
    try await waitForRun(model)
    #expect(model.phase == Self.coolingDown)
    #expect(record.phases.last == Self.coolingDown)
    scheduler.advance(by: .milliseconds(499))
    #expect(model.phase == Self.coolingDown)
    scheduler.advance(by: .milliseconds(1))
    #expect(model.phase == .idle)
    #expect(record.phases.last == .idle)
  }

  // Fails before this model existed (cancelRun): the button kept running its closure and called its
  // error handler from a screen that was gone. Fails before the fix (keepRunning): the closure's
  // error waited in one slot for the screen to come back, and was lost when it never did; nobody
  // else was told.
  @Test(arguments: [DisappearPolicy.cancelRun, .keepRunning])
  func aButtonThatDisappearsDuringItsRunLeavesTheGoneViewAloneAndTellsItsHandlerOfAnErrorAtOnce(
    _ policy: DisappearPolicy
  ) async throws {
    let cancels = policy == .cancelRun
    let record = ViewRecord()
    let model = await modelRunningTheHeldOperation(record)
    let phasesBefore = record.phases.count
    model.disappeared(policy)  // keepRunning: the confirmation screen was pushed
    operation.fail(CardDeclined())
    try await waitForRun(model)
    #expect(operation.sawCancellation == cancels)
    #expect(model.currentAction?.lastCompletion == (cancels ? .cancelled : .failed))
    // What a cancelled operation throws is no error; a kept run's error reaches the handler at once.
    #expect(record.errors.count == (cancels ? 0 : 1))
    #expect(record.errors.allSatisfy { $0 is CardDeclined })
    #expect(record.phases.count == phasesBefore)  // nothing called into the gone view
    model.appeared(configuration(onError: record.onError)) { record.phases.append($0) }  // popped back
    #expect(record.errors.count == (cancels ? 0 : 1))  // not told twice
    #expect(record.phases.last == .idle)
  }

  // Fails before the fix: the second failure overwrote the first in a single slot, so the button's
  // handler heard of one.
  @Test func everyFailureOfAnOwnedActionWhileAwayReachesTheButtonWhenItAppearsAgainOldestFirst() async throws {
    struct Declined: Error { let attempt: Int }
    var attempt = 0
    var modelErrors = 0
    let placeOrder = AsyncThrottledAction(
      interval: .zero, scheduler: scheduler, onError: { _ in modelErrors += 1 },
      operation: {
        attempt += 1
        throw Declined(attempt: attempt)
      })
    let record = ViewRecord()
    let model = appearedModel(record, action: placeOrder)
    model.disappeared(.keepRunning)
    for _ in 0..<2 {
      #expect(placeOrder() == .accepted)  // from elsewhere, say a retry in the view model
      try await scheduler.outcome { await placeOrder.waitForCurrentRun() }
    }
    #expect(modelErrors == 2)  // the action's own handler at once
    #expect(record.errors.isEmpty)  // the screen's when it is back
    model.appeared(configuration(action: placeOrder, onError: record.onError)) { record.phases.append($0) }
    #expect(record.errors.map { ($0 as? Declined)?.attempt } == [1, 2])
  }

  // Fails before the fix: the model learnt of a new action only at a tap, which the button, still
  // disabled by the old action's run, could not get.
  @Test func aButtonHandedADifferentActionFollowsItAtOnce() async throws {
    let oldAction = AsyncThrottledAction(interval: .zero, scheduler: scheduler) { [operation] in
      try await operation.run()
    }
    let newAction = AsyncThrottledAction(interval: .zero, scheduler: scheduler) {}
    let record = ViewRecord()
    let model = appearedModel(record, action: oldAction)
    #expect(oldAction() == .accepted)
    #expect(record.phases.last == Self.running)
    model.follow(newAction)
    #expect(record.phases.last == .idle)
    #expect(model.currentAction === newAction)
    #expect(model.tap(configuration(action: newAction, onError: record.onError), operation: nil) == .accepted)
    await operation.waitForStart()
    operation.finish()
    try await scheduler.outcome { await oldAction.waitForCurrentRun() }
    try await scheduler.outcome { await newAction.waitForCurrentRun() }
    #expect(record.phases.last == .idle)
  }

  /// A window setting of the button: its cooldown, or its interval (its own or its environment's).
  enum WindowSetting: CaseIterable, Sendable {
    case cooldown
    case interval

    /// A configuration whose setting is `duration` and whose other window is zero.
    func configuration(_ duration: Duration) -> AsyncButtonModel.Configuration {
      switch self {
      case .cooldown: AsyncButtonModel.Configuration(action: nil, interval: .zero, cooldown: duration, onError: nil)
      case .interval: AsyncButtonModel.Configuration(action: nil, interval: duration, cooldown: .zero, onError: nil)
      }
    }

    /// How a tap in the setting's window is dropped, with `remaining` left.
    func drop(remaining: Duration) -> ThrottleDecision {
      self == .cooldown
        ? .dropped(.insideCooldown(remaining: remaining)) : .dropped(.insideInterval(remaining: remaining))
    }

    /// The setting as the model's action took it.
    @MainActor func value(of action: AsyncThrottledAction?) -> Duration? {
      self == .cooldown ? action?.cooldown : action?.interval
    }
  }

  // Fails before the fix: a new cooldown or interval made a fresh, open action in the middle of the
  // old one's window, which accepted at once.
  @Test(arguments: WindowSetting.allCases)
  func aWindowChangedDuringTheWindowKeepsTheButtonClosed(_ setting: WindowSetting) async throws {
    let model = AsyncButtonModel(scheduler: scheduler)
    #expect(model.tap(setting.configuration(.seconds(1))) {}.isAccepted)
    try await waitForRun(model)
    let first = model.currentAction
    scheduler.advance(by: .milliseconds(300))
    #expect(model.tap(setting.configuration(.seconds(2))) {} == setting.drop(remaining: .milliseconds(700)))
    #expect(model.currentAction === first)
    scheduler.advance(by: .milliseconds(700))
    #expect(model.tap(setting.configuration(.seconds(2))) {}.isAccepted)
    #expect(setting.value(of: model.currentAction) == .seconds(2))
    try await waitForRun(model)
  }

  // Fails before hoisting existed: a view with a new identity started from a fresh `@State`,
  // looked enabled while the run went on, and the run's end went to the old view.
  @Test func aHoistedActionKeepsItsRunAcrossAViewIdentityChange() async throws {
    var modelErrors = 0
    let placeOrder = AsyncThrottledAction(
      interval: .zero, scheduler: scheduler, onError: { _ in modelErrors += 1 },
      operation: { [operation] in try await operation.run() })
    let oldView = ViewRecord()
    let oldModel = appearedModel(oldView, action: placeOrder)
    #expect(oldModel.tap(configuration(action: placeOrder, onError: oldView.onError), operation: nil) == .accepted)
    await operation.waitForStart()

    // An `if` flips: the old button disappears, a new one with fresh state appears.
    oldModel.disappeared(.keepRunning)
    let newView = ViewRecord()
    let newModel = appearedModel(newView, action: placeOrder)
    #expect(newView.phases == [Self.running])  // disabled at once
    #expect(
      newModel.tap(configuration(action: placeOrder, onError: newView.onError), operation: nil) == .dropped(.running))

    let oldPhases = oldView.phases.count
    operation.fail(CardDeclined())
    try await scheduler.outcome { await placeOrder.waitForCurrentRun() }
    #expect(!operation.sawCancellation)
    #expect(operation.starts == 1)
    #expect(newView.phases.last == .idle)
    #expect(newView.errors.count == 1)
    #expect(modelErrors == 1)
    #expect(oldView.phases.count == oldPhases)
  }

  @Test func aChangedCooldownAppliesFromTheNextTapWhileNothingRuns() async throws {
    let model = AsyncButtonModel(scheduler: scheduler)
    _ = model.tap(configuration(cooldown: .seconds(1))) {}
    try await waitForRun(model)
    #expect(model.currentAction?.cooldown == .seconds(1))
    scheduler.advance(by: .seconds(1))
    _ = model.tap(configuration(cooldown: .seconds(2))) {}
    #expect(model.currentAction?.cooldown == .seconds(2))
    try await waitForRun(model)
  }

  // MARK: Groups

  // Fails before async buttons joined groups: both buttons' closures ran.
  @Test func twoClosureButtonsInOneGroupRunOneOfThemAndTheDropNamesTheHolder() async throws {
    let group = ThrottleGroup(interval: .milliseconds(600))
    let save = AsyncButtonModel(scheduler: scheduler)
    let send = AsyncButtonModel(scheduler: scheduler)
    let grouped = AsyncButtonModel.Configuration(
      action: nil, interval: .zero, cooldown: .zero, onError: nil, group: group)
    var ran: [String] = []
    #expect(save.tap(grouped) { ran.append("save") } == .accepted)
    let holder = try #require(save.currentAction)
    #expect(
      send.tap(grouped) { ran.append("send") }
        == .dropped(.insideGroupWindow(remaining: .milliseconds(600), heldBy: ObjectIdentifier(holder))))
    try await waitForRun(save)
    scheduler.advance(by: .milliseconds(600))
    #expect(send.tap(grouped) { ran.append("send") } == .accepted)
    try await waitForRun(send)
    #expect(ran == ["save", "send"])
  }

  @Test func twoClosureButtonsWithoutAGroupBothRun() async throws {
    let save = AsyncButtonModel(scheduler: scheduler)
    let send = AsyncButtonModel(scheduler: scheduler)
    var ran: [String] = []
    #expect(save.tap(configuration()) { ran.append("save") } == .accepted)
    #expect(send.tap(configuration()) { ran.append("send") } == .accepted)
    try await waitForRun(save)
    try await waitForRun(send)
    #expect(ran == ["save", "send"])
  }

  @Test func aClosureButtonsRunGoesOnAfterItsModelIsReleased() async throws {
    let record = ViewRecord()
    var model: AsyncButtonModel? = await modelRunningTheHeldOperation(record)
    model?.disappeared(.keepRunning)
    model = nil  // the view is removed, not only covered
    await Task.yield()
    #expect(!operation.ended)
    operation.finish()
    await yieldUntil("the operation's end") { operation.ended }
    #expect(!operation.sawCancellation)
  }

  @Test func errorWithNoHandlerStopsDebugBuilds() async throws {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      await Task { @MainActor in
        let model = AsyncButtonModel()
        model.appeared(
          AsyncButtonModel.Configuration(action: nil, interval: .zero, cooldown: .zero, onError: nil)
        ) { _ in }
        _ = model.tap(AsyncButtonModel.Configuration(action: nil, interval: .zero, cooldown: .zero, onError: nil)) {
          throw CardDeclined()
        }
        await model.currentAction?.waitForCurrentRun()
      }.value
    }
    #expect(standardError(of: result).contains("no error handler was given"))
  }
}
