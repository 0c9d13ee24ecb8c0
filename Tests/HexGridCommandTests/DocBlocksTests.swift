import Foundation
import XCTest

/// Every Swift block of the README and of the DocC articles compiles as
/// written: `scripts/doc-blocks` (its comment gives the rules) compiles each
/// document's programs against this build's modules, and checks that the
/// Apple model's copies of the SwiftUI programs are current.
///
/// Here, not in HexCoreTests or HexLayoutEngineTests: the Apple model
/// compiles those folders too, and it builds the SwiftUI programs itself.
final class DocBlocksTests: XCTestCase {
  private let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()

  /// The Modules folder of the build running this test (the debug build, or
  /// a sanitizer's scratch path), where `import HexCore` finds the module.
  private func modules() throws -> URL {
    let binary = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
    var folder = binary.deletingLastPathComponent()
    for _ in 0..<4 {
      let candidate = folder.appendingPathComponent("Modules")
      if FileManager.default.fileExists(atPath: candidate.appendingPathComponent("HexCore.swiftmodule").path) {
        return candidate
      }
      folder.deleteLastPathComponent()
    }
    throw XCTSkip("no Modules folder with HexCore near \(binary.path)")
  }

  private func docBlocks(_ arguments: [String]) throws -> (status: Int32, output: String) {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["python3", root.appendingPathComponent("scripts/doc-blocks").path] + arguments
    let pipe = Pipe()
    process.standardOutput = pipe
    process.standardError = pipe
    try process.run()
    let data = pipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return (process.terminationStatus, String(decoding: data, as: UTF8.self))
  }

  func testEveryDocumentBlockCompiles() throws {
    let run = try docBlocks(["--typecheck", try modules().path, "--check"])
    XCTAssertEqual(run.status, 0, run.output)
    // The README, its manifest and the articles with code: a dozen programs at least.
    let count = run.output.firstMatch(of: /(\d+) programs compiled, 0 failed/).map { Int($0.1)! }
    XCTAssertGreaterThanOrEqual(count ?? 0, 12, run.output)
  }

  /// The check fails on a block that does not compile, and names the
  /// document's own line.
  func testABrokenBlockFailsAtItsLine() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("doc-blocks-\(UUID())")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let document = folder.appendingPathComponent("Broken.md")
    // Line 3 passes a wrapping world where a region is taken, as the
    // README's map view once did; line 8 redeclares a name of line 2.
    try """
    ```swift
    let world = HexCylinder(rows: 2, columns: 4, kind: .oddQ)!
    let region: HexRegion = world
    ```

    ```swift
    import HexCore
    let world = 1
    ```
    """.write(to: document, atomically: true, encoding: .utf8)
    let run = try docBlocks(["--typecheck", try modules().path, "--document", document.path])
    XCTAssertEqual(run.status, 1, run.output)
    XCTAssertTrue(run.output.contains("Broken.md:3:"), run.output)
    XCTAssertTrue(run.output.contains("Broken.md:8:"), run.output)
    XCTAssertTrue(run.output.contains("1 programs compiled, 1 failed"), run.output)
  }
}
