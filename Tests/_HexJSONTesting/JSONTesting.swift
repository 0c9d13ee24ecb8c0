// JSON helpers shared by the Codable tests. A target of its own, apart from
// _HexTestSupport: hexbench links that one, and importing Foundation there
// would load Foundation (and ICU) into the benchmark.
import Foundation

/// Returns `value` encoded as JSON text with sorted keys, for comparison
/// with a golden string.
public func sortedJSON<T: Encodable>(_ value: T) throws -> String {
  let encoder = JSONEncoder()
  encoder.outputFormatting = .sortedKeys
  return String(decoding: try encoder.encode(value), as: UTF8.self)
}

/// Returns the `type` value decoded from the JSON text `json`.
public func decode<T: Decodable>(_ type: T.Type, _ json: String) throws -> T {
  try JSONDecoder().decode(type, from: Data(json.utf8))
}
