#!/usr/bin/env bash
# Type-checks ControlThrottleSwiftUI, and the examples that use it, against the SwiftUI stub.
# Usage: Tests/SwiftUIStub/typecheck.sh   (from the package root; builds the core first)
set -euo pipefail
root=$(cd "$(dirname "$0")/../.." && pwd)
cd "$root"
out="$root/.build/swiftui-stub"
rm -rf "$out" && mkdir -p "$out"

swift build --target ControlThrottle >/dev/null
bin=$(swift build --show-bin-path)
package_name=$("$root/.ci/package-name")
flags=(-swift-version 6 -warnings-as-errors -enable-upcoming-feature ExistentialAny
  -enable-upcoming-feature InternalImportsByDefault -package-name "$package_name"
  -I "$out" -I "$bin/Modules" -Xcc -fmodule-map-file="$bin/ControlThrottleAtomics.build/module.modulemap"
  -Xcc -I"$root/Sources/ControlThrottleAtomics/include")

swiftc -parse-as-library -emit-module -module-name SwiftUI -swift-version 6 -warnings-as-errors \
  -emit-module-path "$out/SwiftUI.swiftmodule" Tests/SwiftUIStub/Sources/SwiftUI/*.swift

adapters=(Sources/ControlThrottleSwiftUI/*.swift)
swiftc -parse-as-library -emit-module -module-name ControlThrottleSwiftUI "${flags[@]}" \
  -emit-module-path "$out/ControlThrottleSwiftUI.swiftmodule" "${adapters[@]}"

# The adapters must really have been compiled, not skipped by `#if canImport(SwiftUI)`.
for symbol in ThrottledButton AsyncThrottledButton ThrottledButtonStyle throttleInterval; do
  if [ "$(grep -a -c "$symbol" "$out/ControlThrottleSwiftUI.swiftmodule" || true)" -eq 0 ]; then
    echo "error: ControlThrottleSwiftUI has no '$symbol' when compiled against the stub" >&2
    exit 1
  fi
done

swiftc -parse-as-library -typecheck -module-name SwiftUIExamples "${flags[@]}" Tests/SwiftUIStub/Examples/*.swift
echo "SwiftUI adapters type-check against the stub: ${#adapters[@]} adapter files, $(ls Tests/SwiftUIStub/Examples/*.swift | wc -l) example files"
