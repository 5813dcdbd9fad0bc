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
        .target(name: "DialintKit"),
        .executableTarget(name: "dialint", dependencies: ["DialintKit"]),
        // Depends on the executable so that `swift test` builds it for the golden tests.
        .testTarget(name: "DialintKitTests", dependencies: ["DialintKit", "dialint"]),
    ],
    swiftLanguageModes: [.v6]
)
