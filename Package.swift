// swift-tools-version: 6.0
import PackageDescription

let package = Package(
  name: "ReducerCheck",
  platforms: [.macOS(.v15), .iOS(.v18)],
  products: [
    .library(name: "ReducerCore", targets: ["ReducerCore"]),
    .library(name: "StateDump", targets: ["StateDump"]),
    .library(name: "Generators", targets: ["Generators"]),
    .library(name: "ReducerCheck", targets: ["ReducerCheck"]),
    .executable(name: "reducercheck", targets: ["reducercheck"]),
  ],
  targets: [
    .target(name: "ReducerCore", dependencies: ["StateDump"]),
    .target(name: "StateDump"),
    .target(name: "Generators", path: "Generators"),
    .target(
      name: "ReducerCheck", dependencies: ["ReducerCore", "StateDump", "Generators", "SnapshotFiles"]),
    .executableTarget(name: "reducercheck", dependencies: ["SnapshotFiles"]),
    .target(name: "SnapshotFiles", dependencies: ["StateDump"]),
    .target(name: "ExampleFeatures", dependencies: ["ReducerCore"]),
    .executableTarget(
      name: "ReducerCheckBenchmarks", dependencies: ["ReducerCheck", "ReducerCore", "Generators"]),
    .testTarget(name: "ReducerCoreTests", dependencies: ["ReducerCore", "ReducerCheck"]),
    .testTarget(name: "StateDumpTests", dependencies: ["StateDump"]),
    .testTarget(name: "SnapshotFilesTests", dependencies: ["SnapshotFiles"]),
    .testTarget(name: "GeneratorsTests", dependencies: ["Generators"]),
    .testTarget(name: "ReducerCheckTests", dependencies: ["ReducerCheck", "ReducerCore"]),
    .testTarget(name: "ExampleFeaturesTests", dependencies: ["ExampleFeatures", "ReducerCheck"]),
  ],
  swiftLanguageModes: [.v6]
)
