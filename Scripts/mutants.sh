#!/usr/bin/env bash
# Applies each mutant below to the sources, one at a time, runs the tests that should notice it, and
# prints which mutants the suite kills. Not run by CI: a mutant costs an incremental build and a
# filtered test run (under half a minute each on two cores, once a first full build is done).
#
#   Scripts/mutants.sh            # every mutant
#   Scripts/mutants.sh claim      # only mutants whose name contains "claim"
#   Scripts/mutants.sh --list     # the names, without running anything
#
# A mutant is a file, an exact piece of its text, the text that replaces it, and a `swift test
# --filter` expression naming the tests that protect it. The text must occur exactly once: when it
# does not (the code changed since the mutant was written), the mutant is reported as "text not
# found" or "text ambiguous" and the file is left alone; rewrite the mutant for the new code.
#
# Each mutated file is copied aside first and put back after its run, also when the script is
# interrupted or a build fails. Outcomes: "killed" (a test failed), "killed (build)" (the mutant
# does not compile: it tests nothing, so read its log and make it compile), "survived" (the tests
# passed: a test is missing), "timed out" (counted as killed: the change hangs a test; the filtered
# run is stopped after MUTANT_TEST_TIME_LIMIT seconds), "text not found", "text ambiguous".
set -uo pipefail

cd "$(dirname "$0")/.."

PER_MUTANT_LIMIT=${MUTANT_TIME_LIMIT:-900}
# A filtered run takes seconds; a mutant that makes the code spin (a retry loop that never settles)
# would otherwise hold a core for the whole of PER_MUTANT_LIMIT.
TEST_LIMIT=${MUTANT_TEST_TIME_LIMIT:-180}

names=()
files=()
originals=()
replacements=()
filters=()

# mutant NAME FILE FILTER ORIGINAL REPLACEMENT
mutant() {
  names+=("$1")
  files+=("$2")
  filters+=("$3")
  originals+=("$4")
  replacements+=("$5")
}

# --- The mutants -------------------------------------------------------------------------------

# A delivery's member send runs its action as an action: the same input sent again from inside it
# is reentrant, not another member ...
mutant "member-action-is-an-action" \
  Sources/ControlThrottle/Throttle/ThrottleStateMachine.swift \
  'ThrottleStateMachineTests|ThrottleTests' \
  '    scope = .action
    var action = Action(.accepted, restore: .delivery)' \
  '    var action = Action(.accepted, restore: .delivery)'

# ... and an accepted delivery is a scope of its own, which its member sends follow.
mutant "delivery-scope-for-members" \
  Sources/ControlThrottle/Throttle/ThrottleStateMachine.swift \
  'ThrottleStateMachineTests|ThrottleTests|ControlModel' \
  '    scope = entersDelivery ? .delivery : .action' \
  '    scope = .action'

# A grouped closure takes the group's path, whatever its own interval: at a zero interval of its
# own, the group still throttles it.
mutant "grouped-closure-takes-group-path" \
  Sources/ControlThrottle/Throttle/ThrottledAction.swift \
  'Group' \
  '      if let group {
        return group.decide(own: &state.window, at: now, interval: interval, member: ObjectIdentifier(self))
      }' \
  ''

# A handler send long after a dropped touch whose end the control never saw belongs to that touch
# only while the window its first send met is still open.
mutant "handler-send-after-unended-touch" \
  Sources/ControlThrottle/Throttle/ThrottleStateMachine.swift \
  'StaleSequenceHandler|UnendedTouch' \
  'if !tracking && (isLive || isHandler) && window.isIgnoring(at: now) {' \
  'if !tracking && (isLive || isHandler) {'

# ThrottledAction claims the window it decides on, in the same critical section (every call of an
# ungrouped closure: the first, a later one, one that another call beat to the window) ...
mutant "throttled-action-claim" \
  Sources/ControlThrottle/Throttle/ThrottledAction.swift \
  'ThrottledAction' \
  'return state.window.input(at: now, interval: interval).decision' \
  'return ThrottleDecision(remainingNanoseconds: state.window.hold(at: now, interval: interval))'

# ... and so does a member keeping its own window, once the group let the input through.
mutant "grouped-member-claim" \
  Sources/ControlThrottle/Throttle/ThrottleGroup.swift \
  'ThrottledAction|ThrottleGroup|ButtonThrottle' \
  '    own = armed' \
  ''

# The gate's expiry heap pops entries at or before now, not only strictly before.
mutant "gate-expiry-heap-at-now" \
  Sources/ControlThrottle/Internal/DeadlineHeap.swift \
  'InteractionGate' \
  'while let first = entries.first, first.deadline <= now {' \
  'while let first = entries.first, first.deadline < now {'

# A transition that `validate` refuses releases its work (and what `start` captured) at once.
mutant "refused-transition-releases-work" \
  Sources/ControlThrottle/Transitions/TransitionSerializer.swift \
  'RefusedTransition|TransitionSerializer|TransitionLifetime' \
  '        self.work[entry.id] = nil
        end(ticket, .dropped(reason), work.completion)' \
  '        end(ticket, .dropped(reason), work.completion)'

# An instant at the top of the range arms a finite window, never one that lasts until reset.
mutant "huge-instant-never-until-reset" \
  Sources/ControlThrottle/Internal/Nanoseconds.swift \
  'HugeInstant|ThrottleWindow' \
  'interval == forever ? forever : Swift.min(adding(interval, to: instant), latestFinite)' \
  'interval == forever ? forever : adding(interval, to: instant)'

# A drop's remaining time never exceeds the window's length, even for an instant from before the
# last accepted one.
mutant "remaining-at-most-the-interval" \
  Sources/ControlThrottle/Throttle/ThrottleWindow.swift \
  'ThrottleWindow|RemainingAfterJumpBack' \
  'return Nanoseconds.jumpedBack(from: instant, atLeast: length, to: now) ? nil : length' \
  'return Nanoseconds.jumpedBack(from: instant, atLeast: length, to: now)
      ? nil : Nanoseconds.distance(from: now, to: Nanoseconds.end(armedAt: instant, lasting: length))'

# The window's leading edge: an action at exactly the window's end passes.
mutant "window-end-passes" \
  Sources/ControlThrottle/Throttle/ThrottleWindow.swift \
  'ThrottleWindow|ThrottleTests' \
  'if now < end { return end - now }' \
  'if now <= end { return end - now }'

# reset() from inside an action keeps the running input current: its later sends arm nothing ...
mutant "reset-inside-action-keeps-input" \
  Sources/ControlThrottle/Throttle/ThrottleStateMachine.swift \
  'ResetInsideAction' \
  '    if scope == .action {
      clearPending()' \
  '    if false {
      clearPending()'

# ... while a reset outside any action still ends the input in progress.
mutant "reset-outside-action-ends-input" \
  Sources/ControlThrottle/Throttle/ThrottleStateMachine.swift \
  'ResetInsideAction' \
  '    if scope == .action {
      clearPending()' \
  '    if true {
      clearPending()'

# A clock that went back by at least the safety timeout times the running transition out.
mutant "serializer-timeout-after-jump-back" \
  Sources/ControlThrottle/Transitions/TransitionSerializer+Timeouts.swift \
  'SerializerClockJumpBack' \
  '    guard now < armedAt, Nanoseconds.jumpedBack(from: armedAt, atLeast: timeoutLength, to: now),' \
  '    guard false,'

# The queue's follow-ups run before the ordinary queue.
mutant "follow-ups-first" \
  Sources/ControlThrottle/Transitions/TransitionQueueState.swift \
  'TransitionSerializer|TransitionQueue' \
  'guard let entry = followUps.popFirst() ?? queue.popFirst() else { return nil }' \
  'guard let entry = queue.popFirst() ?? followUps.popFirst() else { return nil }'

# An instant earlier than the one that armed a window, by less than its length, is inside it (the
# backwards rule), so a call that read the clock before another call claimed the window loses.
mutant "earlier-instant-inside-window" \
  Sources/ControlThrottle/Throttle/ThrottleWindow.swift \
  'ThrottleWindow|RemainingAfterJumpBack|JumpBack' \
  'return Nanoseconds.jumpedBack(from: instant, atLeast: length, to: now) ? nil : length' \
  'return nil'

# A grouped touch that begins while the touch before it is pending (ended unseen, unactivated)
# gives back the group's window that touch armed before the group holds the new one.
mutant "group-window-released-before-new-touch" \
  Sources/ControlThrottle/Throttle/Throttle+Effects.swift \
  'Group|InputSequence|TouchEnd|ReferenceModel' \
  '      if machine.reopensBeforeDeciding(input) { shared.release(armedAt: machine.lastAcceptedInstant, by: member) }' \
  '      _ = 0'

# A touch's begin that the control tells forgets the sequence under way, live or told: a new touch
# at a freed touch's address begins a sequence of its own.
mutant "told-begin-forgets-the-address" \
  Sources/ControlThrottle/Throttle/ThrottleStateMachine.swift \
  'TouchAddressReuseTests|ThrottleStateMachineTests' \
  '      action.reopensWindow = pending
      sequence = .none
    case (.begins, .told), (.begins, .activatedEarly):
      sequence = .none' \
  '      action.reopensWindow = pending
    case (.begins, .told), (.begins, .activatedEarly):
      break'

# A send without an event by a registration for the touch's activation alone, made while the
# control tracks its touch inside it, is that touch's activation sent early: one touch, one input.
mutant "early-activation-is-the-touchs" \
  Sources/ControlThrottleUIKit/ControlSendRules.swift \
  'SelfSendingSuperclass' \
  '    if tracking && inside && isTrackedTouchActivation(handler, of: control) {' \
  '    if tracking && inside && false {'

# ... and only then: a swipe control's progress while tracking is no activation.
mutant "swipe-progress-is-no-activation" \
  Sources/ControlThrottleUIKit/ControlSendRules.swift \
  'SelfSendingSuperclass|ActivationPath|TouchEndRegistration' \
  '    if tracking && inside && isTrackedTouchActivation(handler, of: control) {' \
  '    if tracking && inside {'

# ... also when the control forwards `sendActions(for:)`, so that the early send is one delivery.
mutant "early-activation-delivery-is-the-touchs" \
  Sources/ControlThrottleUIKit/ControlSendRules.swift \
  'SelfSendingSuperclass' \
  '    if tracking && control.isTouchInside && isTrackedTouchActivation(nil, of: control, wholeDelivery: true) {' \
  '    if false {'

# ... and UIKit's own sends of that end, after the early send, are the same activation again.
mutant "uikits-end-after-early-activation-drops" \
  Sources/ControlThrottle/Throttle/ThrottleStateMachine.swift \
  'SelfSendingSuperclass|ThrottleStateMachineTests' \
  '    case .activatedEarly: return phase.ends' \
  '    case .activatedEarly: return false'

# A told end that activates keeps the window its touch armed; only one that ends unactivated
# reopens it.
mutant "told-activated-end-keeps-the-window" \
  Sources/ControlThrottle/Throttle/ThrottleStateMachine.swift \
  'TouchAddressReuseTests|TouchEndRegistrationTests|ThrottleStateMachineTests' \
  '      let reopens = phase == .endsUnactivated' \
  '      let reopens = true'

# A told end that reopened the window closes the touch on the next turn even before the control
# had eventless sends: this turn's eventless sends belong to the touch ...
mutant "told-unactivated-end-sees-eventless-sends" \
  Sources/ControlThrottle/Throttle/ThrottleStateMachine.swift \
  'TouchEndRegistrationTests|ThrottleStateMachineTests|KeyboardAfterTouchTests' \
  '    let closes = (tracksEventlessSends || reopens) && closing == .awaitingEnd' \
  '    let closes = tracksEventlessSends && closing == .awaitingEnd'

# ... and any told end closes the touch on the next turn once the control has had eventless sends,
# as an end a send delivered does.
mutant "told-end-closes-like-a-seen-end" \
  Sources/ControlThrottle/Throttle/ThrottleStateMachine.swift \
  'TouchEndRegistrationTests' \
  '    let closes = (tracksEventlessSends || reopens) && closing == .awaitingEnd' \
  '    let closes = reopens && closing == .awaitingEnd'

# A touch whose end the control told is no longer live: an eventless send after it is not its end's.
mutant "told-end-is-no-longer-live" \
  Sources/ControlThrottle/Throttle/ThrottleStateMachine.swift \
  'TouchEndRegistrationTests|ThrottleStateMachineTests' \
  '        case .pending, .live: true
        case .none, .told, .ended, .eventless, .activatedEarly: false' \
  '        case .pending, .live, .told: true
        case .none, .ended, .eventless, .activatedEarly: false'

# An eventless send while the control tracks again after a told end belongs to a new touch, not
# the told one.
mutant "tracking-after-told-end-forgets-it" \
  Sources/ControlThrottle/Throttle/ThrottleStateMachine.swift \
  'TouchEndRegistrationTests|TouchAddressReuseTests' \
  '    if tracking, case .told = sequence { sequence = .none }' \
  '    if false, case .told = sequence { sequence = .none }'

# On a control that takes several fingers, a told begin forgets a touch whose end was told (only a
# live one may still be down beside the new one).
mutant "told-begin-beside-other-touches" \
  Sources/ControlThrottle/Throttle/ThrottleStateMachine.swift \
  'TouchEndRegistrationTests|TouchAddressReuseTests' \
  '    case (.begins, .told), (.begins, .activatedEarly):
      sequence = .none' \
  '    case (.begins, .told), (.begins, .activatedEarly):
      guard !besideOtherTouches else { return action }
      sequence = .none'

# A told end that reopens the window gives back the group's window the touch armed.
mutant "told-end-gives-group-back" \
  Sources/ControlThrottle/Throttle/Throttle+TrackedTouch.swift \
  'TouchAddressReuseTests' \
  '    if action.reopensWindow { context.group?.release(armedAt: armedAt, by: ObjectIdentifier(control)) }' \
  '    if false { context.group?.release(armedAt: armedAt, by: ObjectIdentifier(control)) }'

# A phase is told only while UIKit would send it: a begin while tracking, an end after.
mutant "told-phase-only-while-uikit-sends-it" \
  Sources/ControlThrottle/Throttle/ThrottleStateMachine.swift \
  'TouchEndRegistrationTests|ThrottleStateMachineTests' \
  '    guard tracking == (phase == .begins) else { return action }' \
  '    _ = tracking'

# A target-action without an event after an end an event delivered is an activation of its own:
# one of that end's own would carry its event.
mutant "target-send-after-seen-end-is-its-own" \
  Sources/ControlThrottle/Throttle/ThrottleStateMachine.swift \
  'KeyboardAfterTouchTests|ThrottleStateMachineTests' \
  '      if !tracking && (isLive || isHandler) && window.isIgnoring(at: now) {' \
  '      if !tracking && window.isIgnoring(at: now) {'

# The throttle registers its own action only for the touch ends the control has no registration
# for ...
mutant "phase-registration-only-for-missing-ends" \
  Sources/ControlThrottleUIKit/ControlSendRules.swift \
  'TouchEndRegistrationTests' \
  '    let unactivated = UIControl.Event([.touchUpOutside, .touchCancel]).subtracting(registered)' \
  '    let unactivated = UIControl.Event([.touchUpOutside, .touchCancel])'

# ... and for a touch's begin when the control has no `.touchDown` registration ...
mutant "phase-registration-for-touch-down" \
  Sources/ControlThrottleUIKit/ControlSendRules.swift \
  'TouchAddressReuseTests' \
  '    if !registered.contains(.touchDown) { control.addAction(touchPhase(.throttleTouchBegan), for: .touchDown) }' \
  '    if false { control.addAction(touchPhase(.throttleTouchBegan), for: .touchDown) }'

# ... and for a touch lifted inside when the control has no `.touchUpInside` registration.
mutant "phase-registration-for-touch-up-inside" \
  Sources/ControlThrottleUIKit/ControlSendRules.swift \
  'TouchEndRegistrationTests|TouchAddressReuseTests' \
  '    if !registered.contains(.touchUpInside) {' \
  '    if false {'

# The group holds a member's event send only as a new input: inside its actions and deliveries
# the rules decide first (a delivery's member passes, the same input again is reentrant) ...
mutant "group-held-event-outside-sends-only" \
  Sources/ControlThrottle/Throttle/ThrottleStateMachine.swift \
  'ThrottleStateMachineGroupHoldTests' \
  '  mutating func eventSend(at instant: Int64, _ c: Conditions) -> Action {
    switch scope {' \
  '  mutating func eventSend(at instant: Int64, _ c: Conditions) -> Action {
    if isHeldByGroup(at: instant, sameEventPasses: true, c) { return Action(.insideGroupWindow, restore: scope) }
    switch scope {'

# ... and reports the time left in the group's window, as the rules do.
mutant "group-held-event-remaining" \
  Sources/ControlThrottle/Throttle/Throttle+Effects.swift \
  'ThrottleGroupTests' \
  '      action.remaining = held ?? 0' \
  '      action.remaining = 0'

# A send at a sequence's first phase always begins a new sequence, also from an object at the
# address of the current one.
mutant "first-phase-begins-a-new-sequence" \
  Sources/ControlThrottle/Throttle/ThrottleStateMachine.swift \
  'ThrottleStateMachineTests|InputSequence|InterleavedSequences|TouchAddressReuseTests' \
  '    if phase == .begins { return false }
    switch sequence {' \
  '    switch sequence {'

# A sequence whose end-phase event was sent is known by that event's instant: only the other sends
# of that event continue it, never a later object at the same address.
mutant "ended-sequence-known-by-its-end-instant" \
  Sources/ControlThrottle/Throttle/ThrottleStateMachine.swift \
  'ThrottleStateMachineTests|InputSequence|InterleavedSequences|TouchAddressReuseTests' \
  'case .ended(let end, _, _): return phase.ends && end == instant' \
  'case .ended: return phase.ends'

# A new first phase while the previous sequence is pending reopens the window it armed: that one
# ended unseen, without activating.
mutant "new-first-phase-reopens-unactivated-window" \
  Sources/ControlThrottle/Throttle/ThrottleStateMachine.swift \
  'ThrottleStateMachineTests|InputSequence|InterleavedSequences|TouchAddressReuseTests' \
  '    let reopens = phase == .begins && sequence.isPending' \
  '    let reopens = false'

# A dropped new sequence leaves an accepted one that may still send current: a dropped finger never
# changes another finger's decision.
mutant "dropped-sequence-keeps-the-accepted-one" \
  Sources/ControlThrottle/Throttle/ThrottleStateMachine.swift \
  'ThrottleStateMachineTests|InputSequence|InterleavedSequences|TouchEndRegistrationTests' \
  '    if let stays, !reopens, !action.isAccepted {
      sequence = stays' \
  '    if let stays, !reopens, !action.isAccepted {
      _ = stays'

# A sequence reopens only the window it armed itself: not one armed before it, such as the window
# a touch at a zero interval of its own (pending on its group's window) leaves as it was.
mutant "reopen-only-the-sequences-own-window" \
  Sources/ControlThrottle/Throttle/ThrottleStateMachine.swift \
  'ThrottleGroupTests|ThrottleStateMachineTests|InputSequence|TouchEndRegistrationTests|TouchAddressReuseTests' \
  '    window.release(armedAt: lastAcceptedInstant)' \
  '    window.reset()'

# A throttle that activates on the first send keeps the window a sequence armed even when the
# sequence ends without activating.
mutant "activates-on-first-send-keeps-the-window" \
  Sources/ControlThrottle/Throttle/ThrottleStateMachine.swift \
  'ThrottleStateMachineTests|InputSequence|ActivationPath|ScrollCancellation|TouchEndRegistrationTests' \
  '    if !c.activatesOnFirstSend {
      // At a zero interval' \
  '    if true {
      // At a zero interval'

# A drive takes a turn of the main actor before it moves time: a woken main-actor task, or one its
# work started, runs before the next step. On Linux, where a main-actor hop passes through the
# shared pool, the drives' own tests do not see it go; the stress suite's main-actor orderings do
# (an outcome then reports a stall while a woken main-actor task has yet to run) ...
mutant "drive-skips-the-main-actor-turn" \
  Sources/ControlThrottleTesting/VirtualScheduler+Driving.swift \
  'ClockWorkloadTests|VirtualClockDrivingTests|VirtualClockStressTests' \
  '      await Task.yield()
      if observation() == mark { return }' \
  '      return'

# ... and waits until no job of the shared pool is queued or running.
mutant "drive-ignores-the-shared-pool" \
  Sources/ControlThrottleTesting/VirtualScheduler+Driving.swift \
  'ClockWorkloadTests|VirtualClockDrivingTests' \
  '      await poolMonitor?.idle()
      let mark = observation()
      guard mark.poolIsIdle else { continue }' \
  '      let mark = observation()'

# Of two touches on the control that change in one event, the control's current touch is the one
# its send belongs to, whatever order the event's set of touches has.
mutant "touch-selection-prefers-current-touch" \
  Sources/ControlThrottleUIKit/ControlSendRules.swift \
  'SecondFinger' \
  '      if changed && ThrottleStateMachine.sequenceID(of: touch) == current {
        own = touch
        break
      }' \
  ''

# -----------------------------------------------------------------------------------------------

if [ "${1-}" = "--list" ]; then
  printf '%s\n' "${names[@]}"
  exit 0
fi
selection=${1-}

backup_dir=$(mktemp -d)
mutated_file=""
child=""
restore() {
  if [ -n "$mutated_file" ]; then
    cp "$backup_dir/original" "$mutated_file"
    mutated_file=""
  fi
}
# Runs a command in the background and waits for it, so that a signal interrupts the wait at once.
run_child() {
  "$@" &
  child=$!
  wait "$child"
  local status=$?
  child=""
  return "$status"
}
interrupted() {
  trap - INT TERM HUP
  restore
  echo "interrupted; sources restored" >&2
  if [ -n "$child" ]; then kill -TERM "$child" 2>/dev/null; fi
  exit 130
}
trap 'restore; rm -rf "$backup_dir"' EXIT
trap interrupted INT TERM HUP

results=()
log_dir=.build/mutants
mkdir -p "$log_dir"

for index in "${!names[@]}"; do
  name=${names[$index]}
  case "$name" in *"$selection"*) ;; *) continue ;; esac
  file=${files[$index]}
  original=${originals[$index]}
  replacement=${replacements[$index]}
  filter=${filters[$index]}
  log="$log_dir/$name.log"

  if [ ! -f "$file" ]; then
    results+=("$name|file not found: $file|")
    continue
  fi
  # Read the whole file, keeping its trailing newlines.
  content=$(cat "$file"; printf x)
  content=${content%x}
  after_first=${content#*"$original"}
  if [ "$after_first" = "$content" ]; then
    results+=("$name|text not found in $file|")
    continue
  fi
  if [ "${after_first#*"$original"}" != "$after_first" ]; then
    results+=("$name|text ambiguous in $file|")
    continue
  fi

  cp "$file" "$backup_dir/original"
  mutated_file=$file
  printf '%s' "${content/"$original"/"$replacement"}" >"$file"
  echo "== $name: $file, tests matching '$filter'" >&2
  started=$(date +%s)
  if ! run_child timeout "$PER_MUTANT_LIMIT" swift build --build-tests >"$log" 2>&1; then
    outcome="killed (build)"
  else
    run_child timeout "$TEST_LIMIT" swift test --skip-build --filter "$filter" >>"$log" 2>&1
    status=$?
    # `timeout` stops `swift test`, not the test process it started: a hung one keeps spinning.
    pkill -KILL -f "$PWD/.build/.*PackageTests.xctest" 2>/dev/null
    if [ "$status" = 124 ]; then
      outcome="timed out"
    elif [ "$status" != 0 ]; then
      outcome="killed"
    elif grep -q "0 tests in 0 suites\|No matching test cases" "$log"; then
      outcome="no tests matched '$filter'"
    else
      outcome="survived"
    fi
  fi
  restore
  results+=("$name|$outcome|$(($(date +%s) - started)) s")
done

# Rebuild the restored sources so that the next build starts from them.
if [ "${#results[@]}" -gt 0 ]; then
  swift build --build-tests >/dev/null 2>&1 || echo "warning: the restored sources did not build" >&2
fi

survived=0
echo
echo "| Mutant | Outcome | Time |"
echo "| --- | --- | --- |"
for row in "${results[@]}"; do
  IFS='|' read -r name outcome seconds <<<"$row"
  echo "| $name | $outcome | $seconds |"
  case "$outcome" in killed* | "timed out") ;; *) survived=$((survived + 1)) ;; esac
done
echo
echo "Logs: $log_dir/<mutant>.log"
[ "$survived" = 0 ]
