// swift-tools-version:6.0
import PackageDescription

let strictSettings: [SwiftSetting] = [
  .enableUpcomingFeature("ExistentialAny"),
  .enableUpcomingFeature("InternalImportsByDefault"),
]

let package = Package(
  name: "ControlThrottle",
  platforms: [
    .iOS(.v16),
    .macOS(.v13),
    .tvOS(.v16),
    .watchOS(.v9),
    .visionOS(.v1),
  ],
  products: [
    .library(name: "ControlThrottle", targets: ["ControlThrottle"]),
    .library(name: "ControlThrottleTesting", targets: ["ControlThrottleTesting"]),
    .library(name: "ControlThrottleUIKit", targets: ["ControlThrottleUIKit"]),
    .library(name: "ControlThrottleSwiftUI", targets: ["ControlThrottleSwiftUI"]),
    .executable(name: "control-throttle", targets: ["control-throttle"]),
    .executable(name: "control-throttle-bench", targets: ["control-throttle-bench"]),
  ],
  targets: [
    .target(name: "ControlThrottle", swiftSettings: strictSettings),
    .target(
      name: "ControlThrottleTesting",
      dependencies: ["ControlThrottle"],
      swiftSettings: strictSettings
    ),
    .target(
      name: "ControlThrottleUIKit",
      dependencies: ["ControlThrottle"],
      swiftSettings: strictSettings
    ),
    .target(
      name: "ControlThrottleSwiftUI",
      dependencies: ["ControlThrottle"],
      swiftSettings: strictSettings
    ),
    // The demo's trace replayer: the trace format, its analysis and the command line. Not a
    // product; apps never link it.
    .target(
      name: "TraceReplay",
      dependencies: ["ControlThrottle"],
      swiftSettings: strictSettings
    ),
    .executableTarget(
      name: "control-throttle",
      dependencies: ["ControlThrottle", "ControlThrottleTesting", "TraceReplay"],
      swiftSettings: strictSettings
    ),
    // Counts heap allocations in the benchmark process; linked into nothing else.
    .target(name: "AllocationCounter"),
    .executableTarget(
      name: "control-throttle-bench",
      dependencies: ["ControlThrottle", "ControlThrottleTesting", "AllocationCounter"],
      swiftSettings: strictSettings
    ),
    // Seeded generators and iteration scaling shared by the randomised tests.
    .target(name: "TestSupport", path: "Tests/TestSupport", swiftSettings: strictSettings),
    .testTarget(
      name: "ControlThrottleTests",
      dependencies: ["ControlThrottle", "ControlThrottleTesting", "TestSupport"],
      swiftSettings: strictSettings
    ),
    .testTarget(
      name: "TraceReplayTests",
      dependencies: ["TraceReplay", "ControlThrottle", "ControlThrottleTesting", "TestSupport"],
      swiftSettings: strictSettings
    ),
    .testTarget(
      name: "ControlThrottleTestingTests",
      dependencies: ["ControlThrottle", "ControlThrottleTesting", "TestSupport"],
      swiftSettings: strictSettings
    ),
  ],
  swiftLanguageModes: [.v6]
)

#if os(Linux)
// A behavioural UIKit test double (module `UIKit`), so that the adapters in
// Sources/ControlThrottleUIKit compile and run under `swift test` where UIKit does not exist. It is
// never a product and is declared on Linux only: on Apple platforms the manifest is unchanged.
package.targets += [
  .target(name: "UIKit", path: "Tests/UIKitDouble", swiftSettings: strictSettings),
  // Swift Testing's cross-import overlay for a module named UIKit; empty (see its source).
  .target(name: "_Testing_UIKit", path: "Tests/TestingUIKitOverlay"),
  // The adapters' real sources: Tests/ControlThrottleUIKitUnderTest is a symlink to
  // Sources/ControlThrottleUIKit, compiled here against the double.
  .target(
    name: "ControlThrottleUIKitUnderTest",
    dependencies: ["ControlThrottle", "UIKit"],
    path: "Tests/ControlThrottleUIKitUnderTest",
    swiftSettings: strictSettings
  ),
  // The SwiftUI adapters' UIKit probes: Tests/ControlThrottleSwiftUIProbesUnderTest links their
  // source files from Sources/ControlThrottleSwiftUI, compiled here against the double.
  .target(
    name: "ControlThrottleSwiftUIProbesUnderTest",
    dependencies: ["ControlThrottle", "UIKit"],
    path: "Tests/ControlThrottleSwiftUIProbesUnderTest",
    swiftSettings: strictSettings
  ),
  .testTarget(
    name: "ControlThrottleUIKitTests",
    dependencies: [
      "ControlThrottleUIKitUnderTest", "ControlThrottleSwiftUIProbesUnderTest", "ControlThrottle",
      "ControlThrottleTesting", "UIKit", "_Testing_UIKit",
    ],
    swiftSettings: strictSettings
  ),
]
#endif
