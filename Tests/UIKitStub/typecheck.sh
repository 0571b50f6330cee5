#!/usr/bin/env bash
# Type-checks ControlThrottleUIKit, and the examples that use it, against the behavioural UIKit
# double (Tests/UIKitDouble), compiled on its own as module UIKit. `swift test` runs the adapters
# against the same double on Linux; this script also keeps the README's examples compiling.
# Usage: Tests/UIKitStub/typecheck.sh   (from the package root; builds the core first)
set -euo pipefail
root=$(cd "$(dirname "$0")/../.." && pwd)
cd "$root"
out="$root/.build/uikit-stub"
rm -rf "$out" && mkdir -p "$out"

swift build --target ControlThrottle >/dev/null
bin=$(swift build --show-bin-path)
flags=(-swift-version 6 -warnings-as-errors -enable-upcoming-feature ExistentialAny
  -enable-upcoming-feature InternalImportsByDefault -package-name controlthrottle
  -I "$out" -I "$bin/Modules" -Xcc -fmodule-map-file="$bin/ControlThrottleAtomics.build/module.modulemap"
  -Xcc -I"$root/Sources/ControlThrottleAtomics/include")

swiftc -parse-as-library -emit-module -module-name UIKit -swift-version 6 -warnings-as-errors \
  -enable-upcoming-feature ExistentialAny -enable-upcoming-feature InternalImportsByDefault \
  -emit-module-path "$out/UIKit.swiftmodule" Tests/UIKitDouble/*.swift

adapters=(Sources/ControlThrottleUIKit/*.swift)
swiftc -parse-as-library -emit-module -module-name ControlThrottleUIKit "${flags[@]}" \
  -emit-module-path "$out/ControlThrottleUIKit.swiftmodule" "${adapters[@]}"

swiftc -parse-as-library -typecheck -module-name UIKitExamples "${flags[@]}" Tests/UIKitStub/Examples/*.swift

# The adapters must really have been compiled, not skipped by `#if canImport(UIKit)`.
symbols=$(grep -a -c ThrottledUIControl "$out/ControlThrottleUIKit.swiftmodule" || true)
if [ "$symbols" -eq 0 ]; then
  echo "error: ControlThrottleUIKit compiled to nothing against the UIKit double" >&2
  exit 1
fi
echo "UIKit adapters type-check against the UIKit double: ${#adapters[@]} adapter files, $(ls Tests/UIKitStub/Examples/*.swift | wc -l) example files"
