#!/usr/bin/env bash
# Type-checks ControlThrottleSwiftUI, and the SwiftUI examples in this folder, against the SwiftUI
# stub (Tests/SwiftUIStub), compiled on its own as module SwiftUI. The examples are compiled as a
# client would compile them, outside this package, so they can use only public API.
# Usage: Examples/SwiftUI/typecheck.sh   (from any folder; builds the core first)
set -euo pipefail
root=$(cd "$(dirname "$0")/../.." && pwd)
cd "$root"
out="$root/.build/swiftui-examples"
rm -rf "$out" && mkdir -p "$out"

swift build --target ControlThrottle >/dev/null
bin=$(swift build --show-bin-path)
package_name=$("$root/.ci/package-name")
flags=(-swift-version 6 -warnings-as-errors -enable-upcoming-feature ExistentialAny
  -enable-upcoming-feature InternalImportsByDefault
  -I "$out" -I "$bin/Modules")

# SwiftUI on iOS hosts UIKit controllers (UIViewControllerRepresentable): the UIKit double is built
# first, so that the stub and the adapters' probes compile their UIKit branches.
swiftc -parse-as-library -emit-module -module-name UIKit -swift-version 6 -warnings-as-errors \
  -enable-upcoming-feature ExistentialAny -enable-upcoming-feature InternalImportsByDefault \
  -emit-module-path "$out/UIKit.swiftmodule" Tests/UIKitDouble/*.swift

swiftc -parse-as-library -emit-module -module-name SwiftUI -swift-version 6 -warnings-as-errors \
  -I "$out" -emit-module-path "$out/SwiftUI.swiftmodule" Tests/SwiftUIStub/Sources/SwiftUI/*.swift

adapters=(Sources/ControlThrottleSwiftUI/*.swift)
# The adapters are part of this package and use its package API; the examples are not.
swiftc -parse-as-library -emit-module -module-name ControlThrottleSwiftUI "${flags[@]}" \
  -package-name "$package_name" -emit-module-path "$out/ControlThrottleSwiftUI.swiftmodule" "${adapters[@]}"

# The adapters must really have been compiled, not skipped by `#if canImport(SwiftUI)`.
for symbol in ThrottledButton AsyncThrottledButton ThrottledButtonStyle throttleInterval throttleGroup \
  SerializedNavigationStack serializedSheet serializedPopover serializedAlert \
  NavigationTransitionProbeController PresentationTransitionProbeController; do
  if [ "$(grep -a -c "$symbol" "$out/ControlThrottleSwiftUI.swiftmodule" || true)" -eq 0 ]; then
    echo "error: ControlThrottleSwiftUI has no '$symbol' when compiled against the stub" >&2
    exit 1
  fi
done

examples=(Examples/SwiftUI/*.swift)
swiftc -parse-as-library -typecheck -module-name SwiftUIExamples "${flags[@]}" "${examples[@]}"
echo "SwiftUI adapters and examples type-check against the stub: ${#adapters[@]} adapter files, ${#examples[@]} example files"
