import HexGridCommand
import XCTest

final class HexGridCommandTests: XCTestCase {
  func testRunsWithoutArguments() {
    XCTAssertEqual(HexGridCommand.run([]), 0)
  }
}
