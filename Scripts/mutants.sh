#!/usr/bin/env bash
# Applies each mutant below to the sources, one at a time, runs the tests that should notice it, and
# prints which mutants the suite kills. Not run by CI: a mutant costs an incremental build and a
# filtered test run (a minute or two each on two cores).
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
# does not compile), "survived" (the tests passed: a test is missing), "timed out" (counted as
# killed: the change hangs a test, which the time limits report), "text not found", "text ambiguous".
set -uo pipefail

cd "$(dirname "$0")/.."

PER_MUTANT_LIMIT=${MUTANT_TIME_LIMIT:-900}

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

# A grouped closure never takes the ungrouped in-line path, whatever its own interval.
mutant "grouped-closure-takes-group-path" \
  Sources/ControlThrottle/Throttle/ThrottledAction.swift \
  'Group' \
  '    self.ungroupedIntervalNanoseconds = group == nil ? intervalNanoseconds : 0' \
  '    self.ungroupedIntervalNanoseconds = intervalNanoseconds'

# A handler send long after a dropped touch whose end the control never saw belongs to that touch
# only while the window its first send met is still open.
mutant "handler-send-after-unended-touch" \
  Sources/ControlThrottle/Throttle/ThrottleStateMachine+Eventless.swift \
  'StaleSequenceHandler|UnendedTouch' \
  'if !tracking && (isLive || isHandler) && window.isIgnoring(at: now) {' \
  'if !tracking && (isLive || isHandler) {'

# ThrottledAction claims an expired window with a compare-and-exchange, on its inline path ...
mutant "throttled-action-claim-inline" \
  Sources/ControlThrottle/Throttle/ThrottledAction.swift \
  'ThrottledAction' \
  'if lastAccepted.compareExchange(expected: last, desired: now).exchanged { return .accepted }' \
  'lastAccepted.store(now)
      return .accepted'

# ... and on its general path (the first call, an earlier instant, a lost exchange).
mutant "throttled-action-claim-general" \
  Sources/ControlThrottle/Throttle/ThrottledAction.swift \
  'ThrottledAction' \
  'let (exchanged, found) = lastAccepted.compareExchange(expected: last, desired: now)' \
  'lastAccepted.store(now)
      let (exchanged, found) = (true, now)'

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
  Sources/ControlThrottle/Throttle/ThrottleWindow.swift \
  'HugeInstant|ThrottleWindow' \
  'return overflow ? Nanoseconds.latestFinite : Swift.min(sum, Nanoseconds.latestFinite)' \
  'return overflow ? Nanoseconds.forever : sum'

# A drop's remaining time never exceeds the window's length, even for an instant from before the
# last accepted one.
mutant "remaining-at-most-the-interval" \
  Sources/ControlThrottle/Throttle/ThrottleWindow.swift \
  'ThrottleWindow|RemainingAfterJumpBack' \
  'return Self.distance(from: Swift.max(now, lastAccepted), to: ignoreUntil)' \
  'return Self.distance(from: now, to: ignoreUntil)'

# The window's leading edge: an action at exactly the window's end passes.
mutant "window-end-passes" \
  Sources/ControlThrottle/Throttle/ThrottleWindow.swift \
  'ThrottleWindow|ThrottleTests' \
  'if now >= ignoreUntil || (now < lastAccepted && isJumpBack(to: now)) {' \
  'if now > ignoreUntil || (now < lastAccepted && isJumpBack(to: now)) {'

# reset() from inside an action keeps the running input current: its later sends arm nothing ...
mutant "reset-inside-action-keeps-input" \
  Sources/ControlThrottle/Throttle/ThrottleStateMachine.swift \
  'ResetInsideAction' \
  '    guard !isInsideAction else {' \
  '    guard true else {'

# ... while a reset outside any action still ends the input in progress.
mutant "reset-outside-action-ends-input" \
  Sources/ControlThrottle/Throttle/ThrottleStateMachine.swift \
  'ResetInsideAction' \
  '    guard !isInsideAction else {' \
  '    guard false else {'

# The serializer's safety timeout is re-armed from a clock that went back.
mutant "serializer-timeout-after-jump-back" \
  Sources/ControlThrottle/Transitions/TransitionSerializer+Timeouts.swift \
  'SerializerClockJumpBack' \
  '    if now < armedAt, let running = state.running {' \
  '    if false, let running = state.running {'

# The queue's follow-ups run before the ordinary queue.
mutant "follow-ups-first" \
  Sources/ControlThrottle/Transitions/TransitionQueueState.swift \
  'TransitionSerializer|TransitionQueue' \
  'guard let entry = followUps.popFirst() ?? queue.popFirst() else { return nil }' \
  'guard let entry = queue.popFirst() ?? followUps.popFirst() else { return nil }'

# A grouped closure that lost its own window's exchange to another call decides again on that
# call's instant, not on the stale one (with the stale one it retries forever).
mutant "grouped-closure-retry-reads-winner" \
  Sources/ControlThrottle/Throttle/ThrottledAction.swift \
  'ThrottledActionClaim' \
  '      last = exchange.original
      // Read after the load' \
  '      // Read after the load'

# ... and gives back the group's window it had claimed, which it never used.
mutant "grouped-closure-gives-group-back" \
  Sources/ControlThrottle/Throttle/ThrottledAction.swift \
  'ThrottledActionClaim' \
  '      giveBackGroup(armedAt: now)
      last = exchange.original' \
  '      last = exchange.original'

mutant "told-begin-forgets-the-address" \
  Sources/ControlThrottle/Throttle/ThrottleStateMachine+Eventless.swift \
  'TouchAddressReuseTests|ThrottleStateMachineTests' \
  '      forgetSequence()
      return action' \
  '      return action'

mutant "told-activated-end-keeps-the-window" \
  Sources/ControlThrottle/Throttle/ThrottleStateMachine+Eventless.swift \
  'TouchAddressReuseTests|ThrottleStateMachineTests' \
  '    sequenceFlags = (sequenceFlags & ~Self.pendingBit) | Self.toldEndBit' \
  '    sequenceFlags |= Self.toldEndBit'

mutant "told-unactivated-end-sees-eventless-sends" \
  Sources/ControlThrottle/Throttle/ThrottleStateMachine+Eventless.swift \
  'TouchEndRegistrationTests|ThrottleStateMachineTests|KeyboardAfterTouchTests' \
  '    if flags & Self.tracksHandlerSendsBit != 0 || reopens, sequenceFlags & Self.endSeenBit == 0 {' \
  '    if flags & Self.tracksHandlerSendsBit != 0, sequenceFlags & Self.endSeenBit == 0 {'

mutant "told-end-is-no-longer-live" \
  Sources/ControlThrottle/Throttle/ThrottleStateMachine.swift \
  'TouchEndRegistrationTests|ThrottleStateMachineTests' \
  '    sequenceFlags & (Self.closedBit | Self.identifiedByEndBit | Self.eventlessInputBit | Self.toldEndBit) == 0' \
  '    sequenceFlags & (Self.closedBit | Self.identifiedByEndBit | Self.eventlessInputBit) == 0'

mutant "tracking-after-told-end-forgets-it" \
  Sources/ControlThrottle/Throttle/ThrottleStateMachine+Eventless.swift \
  'TouchEndRegistrationTests|TouchAddressReuseTests' \
  '    if tracking && sequenceFlags & Self.toldEndBit != 0 && isKnownByAddress { forgetSequence() }' \
  '    if false { forgetSequence() }'

mutant "told-begin-beside-other-touches" \
  Sources/ControlThrottle/Throttle/ThrottleStateMachine+Eventless.swift \
  'TouchEndRegistrationTests|TouchAddressReuseTests' \
  '      guard isKnownByAddress, !besideOtherTouches || sequenceFlags & Self.toldEndBit != 0 else { return action }' \
  '      guard isKnownByAddress, !besideOtherTouches else { return action }'

mutant "told-end-closes-like-a-seen-end" \
  Sources/ControlThrottle/Throttle/ThrottleStateMachine+Eventless.swift \
  'TouchEndRegistrationTests' \
  '    if flags & Self.tracksHandlerSendsBit != 0 || reopens, sequenceFlags & Self.endSeenBit == 0 {' \
  '    if reopens, sequenceFlags & Self.endSeenBit == 0 {'

mutant "told-end-gives-group-back" \
  Sources/ControlThrottle/Throttle/Throttle+TrackedTouch.swift \
  'TouchAddressReuseTests' \
  '    if action.reopensWindow && machine.isGrouped {' \
  '    if action.reopensWindow && !machine.isGrouped {'

mutant "told-phase-only-while-uikit-sends-it" \
  Sources/ControlThrottle/Throttle/ThrottleStateMachine+Eventless.swift \
  'TouchEndRegistrationTests|ThrottleStateMachineTests' \
  '    guard tracking == (phase == .begins) else { return action }' \
  '    _ = tracking'

mutant "target-send-after-seen-end-is-its-own" \
  Sources/ControlThrottle/Throttle/ThrottleStateMachine+Eventless.swift \
  'KeyboardAfterTouchTests|ThrottleStateMachineTests' \
  '      if !tracking && (isLive || isHandler) && window.isIgnoring(at: now) {' \
  '      if !tracking && window.isIgnoring(at: now) {'

mutant "phase-registration-only-for-missing-ends" \
  Sources/ControlThrottleUIKit/ThrottledUIControl.swift \
  'TouchEndRegistrationTests' \
  '    let unactivated = UIControl.Event([.touchUpOutside, .touchCancel]).subtracting(registered)' \
  '    let unactivated = UIControl.Event([.touchUpOutside, .touchCancel])'

mutant "phase-registration-for-touch-down" \
  Sources/ControlThrottleUIKit/ThrottledUIControl.swift \
  'TouchAddressReuseTests' \
  '    if !registered.contains(.touchDown) { addAction(Self.touchPhase(.throttleTouchBegan), for: .touchDown) }' \
  '    if false { addAction(Self.touchPhase(.throttleTouchBegan), for: .touchDown) }'

# A member's event send the group holds is dropped before the rules run only outside its
# actions and deliveries ...
mutant "group-held-event-outside-sends-only" \
  Sources/ControlThrottle/Throttle/ThrottleStateMachine+Group.swift \
  'ThrottleStateMachineGroupHoldTests' \
  '    scope == .idle && isHeldByGroup(at: instant, sameEventPasses: true)' \
  '    isHeldByGroup(at: instant, sameEventPasses: true)'

# ... and reports the time left in the group's window, as the rules do.
mutant "group-held-event-remaining" \
  Sources/ControlThrottle/Throttle/Throttle+Effects.swift \
  'ThrottleGroupTests' \
  '      return .heldByGroup(remaining: held ?? 0)' \
  '      return .heldByGroup(remaining: 0)'

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
    run_child timeout "$PER_MUTANT_LIMIT" swift test --skip-build --filter "$filter" >>"$log" 2>&1
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
