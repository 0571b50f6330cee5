#!/usr/bin/env bash
# Type-checks ControlThrottleUIKit, and the UIKit examples in this folder, against the behavioural
# UIKit double (Tests/UIKitDouble), compiled on its own as module UIKit. `swift test` runs the
# adapters against the same double on Linux; this script keeps the examples compiling. The examples
# are compiled as a client would compile them, outside this package, so they can use only public
# API.
#
# Whether UIKit imports `UIApplicationMain` as `@MainActor` is not confirmed (behaviour notes §8),
# so everything is checked twice: against the double as built for the tests (not isolated, as the
# iOS 18-era header reads) and against the double built with
# -D UIKIT_DOUBLE_MAIN_ACTOR_APPLICATION_MAIN (isolated). A probe that calls it from a nonisolated
# function must fail under the second reading, which proves the switch took effect. (The
# `main()` of an `@main` type is main-actor isolated by the compiler, so it is no probe.)
# Usage: Examples/UIKit/typecheck.sh   (from any folder; builds the core first)
set -euo pipefail
root=$(cd "$(dirname "$0")/../.." && pwd)
cd "$root"
build="$root/.build/uikit-examples"
rm -rf "$build" && mkdir -p "$build"

swift build --target ControlThrottle >/dev/null
bin=$(swift build --show-bin-path)
package_name=$("$root/.ci/package-name")
adapters=(Sources/ControlThrottleUIKit/*.swift)
examples=(Examples/UIKit/*.swift)

# check <reading> [-D flag]: builds the double and the adapters, then type-checks the examples.
check() {
  local reading=$1
  shift
  local out="$build/$reading"
  mkdir -p "$out"
  local flags=(-swift-version 6 -warnings-as-errors -enable-upcoming-feature ExistentialAny
    -enable-upcoming-feature InternalImportsByDefault
    -I "$out" -I "$bin/Modules")

  swiftc -parse-as-library -emit-module -module-name UIKit -swift-version 6 -warnings-as-errors \
    -enable-upcoming-feature ExistentialAny -enable-upcoming-feature InternalImportsByDefault "$@" \
    -emit-module-path "$out/UIKit.swiftmodule" Tests/UIKitDouble/*.swift

  # The adapters are part of this package and use its package API; the examples are not.
  swiftc -parse-as-library -emit-module -module-name ControlThrottleUIKit "${flags[@]}" \
    -package-name "$package_name" -emit-module-path "$out/ControlThrottleUIKit.swiftmodule" "${adapters[@]}"

  swiftc -parse-as-library -typecheck -module-name UIKitExamples "${flags[@]}" "${examples[@]}"

  # The adapters must really have been compiled, not skipped by `#if canImport(UIKit)`.
  local symbols
  symbols=$(grep -a -c InteractionGatedApplication "$out/ControlThrottleUIKit.swiftmodule" || true)
  if [ "$symbols" -eq 0 ]; then
    echo "error: ControlThrottleUIKit compiled to nothing against the UIKit double ($reading)" >&2
    exit 1
  fi

  # Under the main-actor reading, a nonisolated caller must be rejected.
  if [ "$reading" = main-actor ]; then
    local probe="$out/NonisolatedMain.swift"
    printf '%s\n' 'import UIKit' 'nonisolated func start() {' \
      '  _ = UIApplicationMain(CommandLine.argc, CommandLine.unsafeArgv, nil, nil)' '}' >"$probe"
    if swiftc -parse-as-library -typecheck -module-name Probe "${flags[@]}" "$probe" >/dev/null 2>&1; then
      echo "error: the main-actor reading of UIApplicationMain did not take effect" >&2
      exit 1
    fi
  fi
  echo "UIKit adapters and examples type-check with UIApplicationMain $reading"
}

check nonisolated
check main-actor -D UIKIT_DOUBLE_MAIN_ACTOR_APPLICATION_MAIN
echo "UIKit adapters and examples type-check against the UIKit double: ${#adapters[@]} adapter files, ${#examples[@]} example files"
