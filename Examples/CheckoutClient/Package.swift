// swift-tools-version:6.0
// A client of ControlThrottle, written from its README and documentation: a checkout model with a
// throttled pay button, a busy-gated submit and a retry that sleeps on a clock, tested on the
// shipped virtual clock.
import PackageDescription

let package = Package(
  name: "CheckoutClient",
  platforms: [.iOS(.v16), .macOS(.v13), .tvOS(.v16), .watchOS(.v9), .visionOS(.v1)],
  dependencies: [
    // `name:` keeps the product references below working whatever this checkout's folder is called.
    .package(name: "ControlThrottle", path: "../..")
  ],
  targets: [
    .target(
      name: "Checkout",
      dependencies: [
        .product(name: "ControlThrottle", package: "ControlThrottle")
      ]
    ),
    .testTarget(
      name: "CheckoutTests",
      dependencies: [
        "Checkout",
        .product(name: "ControlThrottle", package: "ControlThrottle"),
        .product(name: "ControlThrottleTesting", package: "ControlThrottle"),
      ]
    ),
  ],
  swiftLanguageModes: [.v6]
)
