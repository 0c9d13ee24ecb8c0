import Foundation
import HexCore
import HexLayoutEngine
import XCTest
import _HexJSONTesting

/// Golden JSON for the layouts and their effects, and refusal of bad values.
final class LayoutCodableTests: XCTestCase {
  func testGoldenJSON() throws {
    let offset = HexLayout(kind: .oddR, spacing: 2)
    let offsetJSON = #"{"kind":"oddR","spacing":2}"#
    XCTAssertEqual(try sortedJSON(offset), offsetJSON)
    XCTAssertEqual(try decode(HexLayout.self, offsetJSON), offset)
    // An alignment other than the default top-left is written as [x, y].
    let centred = HexLayout(kind: .evenQ, alignment: .center)
    let centredJSON = #"{"alignment":[0.5,0.5],"kind":"evenQ","spacing":0}"#
    XCTAssertEqual(try sortedJSON(centred), centredJSON)
    XCTAssertEqual(try decode(HexLayout.self, centredJSON), centred)
    let honeycomb = HoneycombLayout(
      diameter: 125, contentOffset: PixelPoint(x: 60, y: -40), orientation: .pointyTop,
      effects: HoneycombEffects(fisheye: true, touchedCell: Hex(q: 1, r: 0)))
    let honeycombJSON =
      #"{"contentOffset":{"x":60,"y":-40},"diameter":125,"effects":{"fisheye":true,"touchedCell":{"q":1,"r":0,"s":-1}},"orientation":"pointyTop"}"#
    XCTAssertEqual(try sortedJSON(honeycomb), honeycombJSON)
    XCTAssertEqual(try decode(HoneycombLayout.self, honeycombJSON), honeycomb)
    XCTAssertEqual(try sortedJSON(HoneycombEffects.none), #"{"fisheye":false}"#)
    XCTAssertEqual(try decode(HoneycombEffects.self, #"{"fisheye":false}"#), .none)
    let fisheye = FisheyeEffect(size: 45.5, shift: PixelPoint(x: -24, y: 0), scale: 0.455)
    let fisheyeJSON = #"{"scale":0.455,"shift":{"x":-24,"y":0},"size":45.5}"#
    XCTAssertEqual(try sortedJSON(fisheye), fisheyeJSON)
    XCTAssertEqual(try decode(FisheyeEffect.self, fisheyeJSON), fisheye)
    let touch = TouchEffect(isDimmed: true, scale: 0.9)
    XCTAssertEqual(try sortedJSON(touch), #"{"isDimmed":true,"scale":0.9}"#)
    XCTAssertEqual(try decode(TouchEffect.self, #"{"isDimmed":true,"scale":0.9}"#), touch)
  }

  func testBadValuesAreRefused() {
    for (type, text) in [
      (HexLayout.self as Decodable.Type, #"{"kind":"oddS","spacing":0}"#),
      (HexLayout.self, #"{"kind":"oddQ","spacing":-1}"#),
      (HexLayout.self, #"{"alignment":[0.5],"kind":"oddQ","spacing":0}"#),
      (
        HoneycombLayout.self,
        #"{"contentOffset":{"x":0,"y":0},"diameter":-5,"effects":{"fisheye":false},"orientation":"flatTop"}"#
      ),
      (
        HoneycombLayout.self,
        #"{"contentOffset":{"x":0,"y":0},"diameter":5,"effects":{"fisheye":false},"orientation":"round"}"#
      ),
      (HoneycombEffects.self, #"{"fisheye":true,"touchedCell":{"q":1073741825,"r":0}}"#),
      (FisheyeEffect.self, #"{"scale":-1,"shift":{"x":0,"y":0},"size":1}"#),
    ] {
      XCTAssertThrowsError(try JSONDecoder().decode(type, from: Data(text.utf8)), text)
    }
  }
}
