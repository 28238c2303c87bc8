import Testing

/// The suite and test a check runs in, for file names and replay commands.
struct TestName {
  /// The file's name without extension: `InventoryInvariants`.
  var suite: String
  /// The test function without parentheses: `navigation`.
  var test: String

  init(fileID: String, function: String) {
    let file = fileID.split(separator: "/").last.map(String.init) ?? fileID
    suite = file.hasSuffix(".swift") ? String(file.dropLast(6)) : file
    test = String(function.prefix { $0 != "(" })
    // Under Swift Testing the running test names its suite: "Module.Suite/test()/File.swift:3:4".
    if let id = Test.current.map({ "\($0.id)" }) {
      let parts = id.split(separator: "/")
      if parts.count >= 2 {
        suite = parts[0].split(separator: ".").last.map(String.init) ?? suite
        test = String(parts[1].prefix { $0 != "(" })
      }
    }
  }

  /// What `swift test --filter` takes to run just this test.
  var filter: String { "\(suite)/\(test)" }
}
