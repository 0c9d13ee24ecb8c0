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
  case "--filter":
    guard let value = arguments.popFirst() else { fail("--filter needs a value") }
    filters += value.split(separator: ",").map(String.init)
  case "--json":
    guard let value = arguments.popFirst() else { fail("--json needs a path") }
    jsonPath = value
  case "-h", "--help":
    print(
      """
      usage: hexbench [--quick] [--filter ID[,ID…]] [--json PATH]
        --quick    small workloads, for CI (checksums still checked)
        --filter   run only the workloads whose id or name contains one of the values
        --json     also write the results as JSON to PATH
      """)
    exit(0)
  default: fail("unknown argument '\(argument)' (try --help)")
  }
}

let bench = Bench(quick: quick, filters: filters)
bench.runAll()
let rows = bench.rows

// MARK: Report

printTable(rows)
if let jsonPath {
  guard let file = fopen(jsonPath, "w") else { fail("cannot write \(jsonPath)") }
  fputs(json(rows, quick: quick), file)
  fclose(file)
}
