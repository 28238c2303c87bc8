import Foundation

/// Whether `environment` says the tests run on CI (`CI` set to anything but empty, `false` or
/// `0`), where nothing under `Snapshots/` is ever written: neither snapshots nor regression
/// files.
func isContinuousIntegration(
  _ environment: [String: String] = ProcessInfo.processInfo.environment
)
  -> Bool
{
  environment["CI"].map { !$0.isEmpty && $0 != "false" && $0 != "0" } ?? false
}
