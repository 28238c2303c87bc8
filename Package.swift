// swift-tools-version: 6.0
import PackageDescription

let package = Package(
  name: "ReducerCheck",
  platforms: [.macOS(.v15), .iOS(.v18)],
  products: [
    .library(name: "ReducerCore", targets: ["ReducerCore"]),
    .library(name: "StateDump", targets: ["StateDump"]),
    .library(name: "ReducerCheck", targets: ["ReducerCheck"]),
  ],
  targets: [
    .target(name: "ReducerCore", dependencies: ["StateDump"]),
    .target(name: "StateDump"),
    .target(name: "ReducerCheck", dependencies: ["ReducerCore", "StateDump"]),
    .target(name: "ExampleFeatures", dependencies: ["ReducerCore"]),
    .testTarget(name: "ReducerCoreTests", dependencies: ["ReducerCore", "ReducerCheck"]),
    .testTarget(name: "StateDumpTests", dependencies: ["StateDump"]),
    .testTarget(name: "ReducerCheckTests", dependencies: ["ReducerCheck", "ReducerCore"]),
    .testTarget(name: "ExampleFeaturesTests", dependencies: ["ExampleFeatures", "ReducerCheck"]),
  ],
  swiftLanguageModes: [.v6]
)
