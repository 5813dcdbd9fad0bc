// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "dialint",
    products: [
        .executable(name: "dialint", targets: ["dialint"]),
        .library(name: "DialintKit", targets: ["DialintKit"]),
    ],
    targets: [
        // All behaviour lives in the library; the executable only parses arguments and exits.
        .target(
            name: "DialintKit",
            swiftSettings: [
                // Release builds skip the run-time exclusivity checks on class properties: a few
                // percent of a lint (the per-dialog memo and caches are read tens of times per dialog).
                // Debug builds, which the tests run, keep every check.
                .unsafeFlags(["-enforce-exclusivity=unchecked"], .when(configuration: .release)),
            ]),
        .executableTarget(name: "dialint", dependencies: ["DialintKit"]),
        // Depends on the executable so that `swift test` builds it for the golden tests.
        .testTarget(name: "DialintKitTests", dependencies: ["DialintKit", "dialint"]),
    ],
    swiftLanguageModes: [.v6]
)
