// hexbench: benchmarks of the library's hot paths against the source
// articles' algorithms, in the same run. `swift run -c release hexbench`.

import HexCore
import HexLayoutEngine
import _HexTestSupport

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

// MARK: Arguments

var quick = false
var filters: [String] = []
var jsonPath: String?
var comparePath: String?
var memoryOnly = false
var arguments = Array(CommandLine.arguments.dropFirst())[...]
/// Writes `text` to standard error.
func writeError(_ text: String) {
  var text = text
  text.withUTF8 { _ = write(2, $0.baseAddress, $0.count) }
}
func fail(_ message: String) -> Never {
  writeError("hexbench: \(message)\n")
  exit(2)
}
while let argument = arguments.popFirst() {
  switch argument {
  case "--quick": quick = true
  case "--memory": memoryOnly = true
  case "--filter":
    guard let value = arguments.popFirst() else { fail("--filter needs a value") }
    filters += value.split(separator: ",").map(String.init)
  case "--json":
    guard let value = arguments.popFirst() else { fail("--json needs a path") }
    jsonPath = value
  case "--compare":
    guard let value = arguments.popFirst() else { fail("--compare needs a path") }
    comparePath = value
  case "-h", "--help":
    print(
      """
      usage: hexbench [--quick] [--filter ID[,ID…]] [--json PATH] [--compare PATH] [--memory]
        --quick    small workloads, for CI (checksums still checked)
        --filter   run only the workloads whose id is one of the values, or whose name contains one
        --json     also write the results as JSON to PATH
        --compare  read an earlier --json file and print each row's ratio,
                   its median over this run's (above 1: this run is faster)
        --memory   print the bytes per hex of [Hex], Set<Hex> and HexMap, and exit
      """)
    exit(0)
  default: fail("unknown argument '\(argument)' (try --help)")
  }
}

// Read the earlier run first, so that a bad path fails before the long run.
let earlier: [String: Double]? = comparePath.map { path in
  guard let file = fopen(path, "r") else { fail("cannot read \(path)") }
  defer { fclose(file) }
  var text = ""
  var buffer = [CChar](repeating: 0, count: 4096)
  while fgets(&buffer, Int32(buffer.count), file) != nil {
    text += String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
  }
  let medians = medians(inJSON: text)
  guard !medians.isEmpty else { fail("no rows in \(path)") }
  return medians
}

// Say what the table measured: the instruction set the Swift code was
// compiled for, decided at compile time (Sources/_HexGridISA's probes see the
// `-Xcc -march=…` that Swift's code generation sees), and the size of a hex.
#if arch(arm64)
  let targetFeatures = "arm64 (NEON, 128-bit vectors, always on)"
#elseif arch(x86_64) && canImport(_HexGridISA.AVX512F)
  let targetFeatures = "x86-64 with AVX-512 (x86-64-v4 or above)"
#elseif arch(x86_64) && canImport(_HexGridISA.AVX2)
  let targetFeatures = "x86-64-v3 (AVX2: 256-bit vectors)"
#elseif arch(x86_64) && canImport(_HexGridISA.POPCNT) && canImport(_HexGridISA.SSSE3)
  let targetFeatures = "x86-64-v2 (SSE4.2: 128-bit vectors)"
#elseif arch(x86_64)
  let targetFeatures = "x86-64 baseline (SSE2: 128-bit vectors; the default)"
#else
  let targetFeatures = "unknown"
#endif
print(
  "hexbench: \(targetFeatures); MemoryLayout<Hex>.size \(MemoryLayout<Hex>.size), stride \(MemoryLayout<Hex>.stride)"
)

if memoryOnly {
  // The radius-577 hexagon W1-W8 use, about a million hexes.
  let hexes = Array(Hex.zero.hexagon(radius: 577))
  let set = Set(hexes)
  let map = HexMap(radius: 577, repeating: UInt8(0))
  let n = Double(hexes.count)
  // A native Set has capacity / 0.75 buckets (a power of two), and stores
  // each bucket's element plus one occupancy bit.
  let buckets = (set.capacity * 4 + 2) / 3
  let setBytes = Double(buckets) * (Double(MemoryLayout<Hex>.stride) + 1.0 / 8)
  print("[Hex]: \(fixed(Double(hexes.capacity * MemoryLayout<Hex>.stride) / n)) bytes per hex (\(hexes.count) hexes)")
  print(
    "Set<Hex>: \(fixed(setBytes / n)) bytes per hex (\(buckets) buckets, element stride \(MemoryLayout<Hex>.stride) + 1 bit)"
  )
  print(
    "HexMap<UInt8>: \(fixed(Double(map.values.capacity * MemoryLayout<UInt8>.stride) / n)) bytes per hex (values only; no hex is stored)"
  )
  exit(0)
}

let bench = Bench(quick: quick, filters: filters)
bench.runAll()
let rows = bench.rows

// MARK: Report

printTable(rows)
if let earlier {
  print("\ncompared with \(comparePath!): earlier median / this median")
  for row in rows {
    guard let before = earlier[row.id] else {
      print("\(row.id.padding(4))  (not in the earlier run)")
      continue
    }
    print("\(row.id.padding(4))  \(fixed(before / row.median))×  (\(fixed(before)) → \(fixed(row.median)) \(row.unit))")
  }
}
if let jsonPath {
  guard let file = fopen(jsonPath, "w") else { fail("cannot write \(jsonPath)") }
  fputs(json(rows, skipped: bench.skipped, quick: quick, instructionSet: targetFeatures), file)
  fclose(file)
}
