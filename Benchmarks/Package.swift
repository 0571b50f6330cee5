// swift-tools-version:6.0
import PackageDescription

// Optional: runs the virtual clock's workloads (Tests/ControlThrottleTestingTests/Workloads) on this
// package's VirtualScheduler and on swift-clocks' TestClock, and prints a table. Not part of the
// main package and not run by CI, which downloads nothing; the library itself has no dependencies.
//
//   cd Benchmarks && swift run -c release clock-comparison
//
// swift-clocks comes from GitHub. Offline, clone it and its dependencies (swift-concurrency-extras,
// xctest-dynamic-overlay, swift-docc-plugin, swift-docc-symbolkit) somewhere outside the
// repository and point SwiftPM at the clones, once per checkout (the setting lives in .swiftpm/,
// which git ignores):
//
//   swift package config set-mirror \
//     --original https://github.com/pointfreeco/swift-clocks --mirror /path/to/swift-clocks
//
// and the same for each dependency (CONTRIBUTING.md lists the commands).
let package = Package(
  name: "ClockComparison",
  platforms: [.macOS(.v15), .iOS(.v18)],
  dependencies: [
    // The repository's own package, through the `ControlThrottle` symlink, so that its identity
    // is `ControlThrottle` wherever the repository is checked out.
    .package(path: "ControlThrottle"),
    .package(url: "https://github.com/pointfreeco/swift-clocks", from: "1.0.6"),
  ],
  targets: [
    .executableTarget(
      name: "clock-comparison",
      dependencies: [
        .product(name: "ControlThrottleTesting", package: "ControlThrottle"),
        .product(name: "Clocks", package: "swift-clocks"),
      ],
      swiftSettings: [.enableUpcomingFeature("ExistentialAny")]
    )
  ],
  swiftLanguageModes: [.v6]
)
