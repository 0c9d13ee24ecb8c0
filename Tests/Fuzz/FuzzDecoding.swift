// Fuzz harness: Codable decoding of coordinates from raw bytes. Whatever
// decodes must be a valid coordinate that survives a round trip.
import Foundation
import HexCore

private func roundTrip<T: Codable & Equatable>(_ value: T) {
  do {
    let data = try JSONEncoder().encode(value)
    let decoded = try JSONDecoder().decode(T.self, from: data)
    check(decoded == value, "round trip of \(value)")
  } catch {
    check(false, "re-encoding \(value) failed: \(error)")
  }
}

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzDecoding(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
  guard let data, size > 0 else { return 0 }
  let bytes = Data(bytes: data, count: size)
  let decoder = JSONDecoder()
  if let hex = try? decoder.decode(Hex.self, from: bytes) {
    check(hex.isInCoordinateRange, "decoded \(hex) outside the coordinate range")
    roundTrip(hex)
  }
  if let hexes = try? decoder.decode([Hex].self, from: bytes) {
    check(hexes.allSatisfy(\.isInCoordinateRange), "decoded array outside the coordinate range")
  }
  if let offset = try? decoder.decode(OffsetCoordinate.self, from: bytes) { roundTrip(offset) }
  if let doubled = try? decoder.decode(DoubledCoordinate.self, from: bytes) {
    check((doubled.col ^ doubled.row) & 1 == 0, "decoded doubled coordinate with odd parity")
    roundTrip(doubled)
  }
  return 0
}
