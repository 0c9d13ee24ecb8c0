import HexCore
import XCTest

@testable import HexGridCommand

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Numbers in SVG: written without a trapping conversion, and a picture
/// with a number SVG cannot hold sensibly is refused before anything is
/// written.
final class SVGNumberTests: XCTestCase {
  /// Whole numbers past `Int.max / 100` are written exactly, digit for
  /// digit; the digits are known independently (10¹⁸, 2⁷⁰, and the largest
  /// Double, (2⁵³ − 1) · 2⁹⁷¹, as Python's `int(float)` prints it).
  func testFormatWritesAnyFiniteNumberInPlainDigits() {
    XCTAssertEqual(format(1e18), "1000000000000000000")
    XCTAssertEqual(format(-0x1p70), "-1180591620717411303424")
    XCTAssertEqual(format(0x1p64), "18446744073709551616")
    // 2⁵² + 1 is the first whole number the Int path no longer writes.
    XCTAssertEqual(format(0x1p52 + 1), "4503599627370497")
    XCTAssertEqual(
      format(-.greatestFiniteMagnitude),
      "-179769313486231570814527423731704356798070567525844996598917476803157260780028538760589558632766878171540"
        + "458953514382464234321326889464182768467546703537516986049910576551282076245490090389328944075868508455"
        + "133942304583236903222948165808559332123348274797826204144723168738177180919299881250404026184124858368")
    // Two decimals, as before, and never "-0".
    XCTAssertEqual(format(1234.567), "1234.57")
    XCTAssertEqual(format(-0.001), "0")
    XCTAssertEqual(format(0.1), "0.1")
    // Not finite: said, not silently 0.
    XCTAssertEqual(format(.nan), "nan")
    XCTAssertEqual(format(-.infinity), "-inf")
  }

  /// The SVG writer takes numbers up to ±10⁷ and refuses the rest, NaN
  /// included.
  func testSVGNumbersStopAtTheLimit() throws {
    XCTAssertEqual(try svgNumber(1e7), "10000000")
    XCTAssertEqual(try svgNumber(-1e7), "-10000000")
    for bad in [1e7.nextUp, (-1e7).nextDown, .nan, .infinity, 1e18] {
      XCTAssertThrowsError(try svgNumber(bad), "\(bad)")
    }
    XCTAssertEqual(roughly(-1e17), "-1e+17")
    XCTAssertEqual(roughly(1_125_899_906_843_026.5), "1.13e+15")
    XCTAssertEqual(roughly(999.6), "1e+3")
    XCTAssertEqual(roughly(0.00123), "1.23e-3")
  }

  /// A map centered far from the map is refused, not trapped on.
  ///
  /// `hexgrid map --zoom 0.1 --center 1e18,0` trapped in the formatter; it
  /// is refused, naming the coordinate and the option to change. The map
  /// outline is drawn at (world − center) · zoom + viewport / 2: about
  /// −10¹⁸ · 0.1 = −10¹⁷; a center of 1.79e308 is clamped to the camera's
  /// center range, 2⁹⁰ ≈ 1.238e27, so −1.238e27 · 0.001 ≈ −1.24e24.
  func testMapCentersFarFromTheMapAreRefused() {
    for (arguments, coordinate) in [
      (["map", "--zoom", "0.1", "--center", "1e18,0"], "-1e+17"),
      (["map", "--zoom", "0.001", "--center", "1.79e308,1.79e308"], "-1.24e+24"),
    ] {
      let outcome = HexGridCommand.execute(arguments)
      XCTAssertEqual(outcome.status, 2, "\(arguments)")
      XCTAssertEqual(outcome.standardOutput, "", "\(arguments)")
      XCTAssertEqual(outcome.files.count, 0, "\(arguments)")
      XCTAssertTrue(
        outcome.standardError.hasPrefix("hexgrid: error: the picture would have a coordinate of \(coordinate), "),
        outcome.standardError)
      XCTAssertTrue(outcome.standardError.hasSuffix("choose a --center nearer the map\n"), outcome.standardError)
      XCTAssertEqual(outcome.standardError.filter { $0 == "\n" }.count, 1, outcome.standardError)
    }
  }

  /// With `-o`, a refused picture writes no file.
  func testARefusedPictureWritesNoFile() throws {
    let directory = try TemporaryDirectory()
    let path = directory.path + "/far.svg"
    var errors = ""
    let status = HexGridCommand.run(
      ["map", "--zoom", "0.1", "--center", "1e18,0", "-o", path], standardOutput: { _ in },
      standardError: { errors += $0 })
    XCTAssertEqual(status, 2)
    XCTAssertTrue(errors.contains("coordinate of -1e+17"), errors)
    XCTAssertNotEqual(access(path, F_OK), 0, "no file")
  }

  /// The honeycomb's `--offset` moves every cell by it, and the picture
  /// widens to show them: 5·10⁶ keeps every number (at most 5·10⁶ + the
  /// 400-wide container and a few cells) inside ±10⁷; 2·10⁷ and 10³⁰⁰
  /// (which trapped) are refused, naming `--offset`.
  func testHoneycombOffsetsAreRefusedPastTheLimit() {
    let near = HexGridCommand.execute(["honeycomb", "--offset", "5e6,0"])
    XCTAssertEqual(near.status, 0, near.standardError)
    for offset in ["2e7,0", "1e300,1e300"] {
      let far = HexGridCommand.execute(["honeycomb", "--offset", offset])
      XCTAssertEqual(far.status, 2, offset)
      XCTAssertEqual(far.standardOutput, "", offset)
      XCTAssertTrue(far.standardError.hasPrefix("hexgrid: error: the picture would have a coordinate of "), offset)
      XCTAssertTrue(far.standardError.hasSuffix("choose an --offset nearer the cells\n"), far.standardError)
    }
  }

  /// The largest picture the bounded options draw is well inside the
  /// limit: a radius-30 hexagon centered 1000 hexes east at cell size 200
  /// reaches x = 1.5 · 200 · 1030 + 200 = 309,200 (its last column's
  /// corner), 309,206 with the 6-point margin.
  func testTheLargestBoundedPictureIsWritten() throws {
    let outcome = HexGridCommand.execute([
      "shape", "hexagon", "--radius", "30", "--center", "1000,0", "--cell-size", "200",
    ])
    XCTAssertEqual(outcome.status, 0, outcome.standardError)
    let numbers = outcome.standardOutput.split(whereSeparator: { " ,\"".contains($0) }).compactMap { Double($0) }
    XCTAssertEqual(numbers.map(\.magnitude).max() ?? 0, 309_200, accuracy: 1e-9)
  }
}

/// A fresh directory in /tmp, removed with what is in it (files, links,
/// FIFOs, nodes and empty folders, one level deep) when released.
final class TemporaryDirectory {
  let path: String

  init() throws {
    var template = Array("/tmp/hexgrid-test-XXXXXX".utf8CString)
    guard template.withUnsafeMutableBufferPointer({ mkdtemp($0.baseAddress!) }) != nil else {
      throw SystemFailure(errno)
    }
    path = String(decoding: template.dropLast().map { UInt8(bitPattern: $0) }, as: UTF8.self)
  }

  deinit {
    for name in (try? names(in: path)) ?? [] where unlink(path + "/" + name) != 0 {
      rmdir(path + "/" + name)
    }
    rmdir(path)
  }
}

/// A failed system call's errno.
struct SystemFailure: Error, CustomStringConvertible {
  var code: Int32
  init(_ code: Int32) { self.code = code }
  var description: String { String(cString: strerror(code)) }
}

/// Lost output is a failure: a write to standard output that fails exits
/// 2 and says so on standard error.
final class LostOutputTests: XCTestCase {
  /// A pipe nobody reads as standard output exits 2 and says so.
  ///
  /// Its read end is closed and SIGPIPE ignored, so the write fails with
  /// EPIPE: `hexgrid offset` exited 0.
  func testAPipeWithNoReaderExitsTwoAndSaysSo() throws {
    let previous = signal(SIGPIPE, SIG_IGN)
    defer { signal(SIGPIPE, previous) }
    let output = try DescriptorPipe(), errors = try DescriptorPipe()
    close(output.read)
    let status = HexGridCommand.run(["offset"], outputDescriptor: output.write, errorDescriptor: errors.write)
    close(output.write)
    XCTAssertEqual(status, 2)
    XCTAssertEqual(
      try errors.finish(), "hexgrid: write to standard output failed: \(String(cString: strerror(EPIPE)))\n")
  }

  /// A full device as standard output exits 2, after the note.
  ///
  /// `hexgrid offset > /dev/full` exited 0: the device takes nothing
  /// (ENOSPC). It is opened for writing as the descriptor, not replaced.
  func testAFullDeviceExitsTwoAndSaysSo() throws {
    let full = open("/dev/full", O_WRONLY)
    guard full >= 0 else { throw XCTSkip("no /dev/full here") }
    defer { close(full) }
    let errors = try DescriptorPipe()
    // A note on standard error comes first, then the failure.
    let status = HexGridCommand.run(
      ["honeycomb", "--diameter", "125"], outputDescriptor: full, errorDescriptor: errors.write)
    XCTAssertEqual(status, 2)
    let text = try errors.finish()
    XCTAssertTrue(text.hasPrefix("hexgrid: note: cells extend past"), text)
    XCTAssertTrue(text.hasSuffix("\nhexgrid: write to standard output failed: No space left on device\n"), text)
    XCTAssertEqual(text.filter { $0 == "\n" }.count, 2, text)
  }

  /// A write the system cuts short continues where it stopped, and the one
  /// after it that fails is reported.
  ///
  /// A file-size limit of 1000 bytes makes the first write of the SVG
  /// (several kilobytes) a partial one, of exactly 1000 bytes, and the
  /// next fail with EFBIG (SIGXFSZ ignored).
  func testAPartialWriteContinuesAndTheFailureIsReported() throws {
    let directory = try TemporaryDirectory()
    let path = directory.path + "/limited.svg"
    let file = open(path, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
    guard file >= 0 else { throw SystemFailure(errno) }
    defer { close(file) }
    let errors = try DescriptorPipe()
    #if canImport(Glibc)
      let fileSize = __rlimit_resource_t(RLIMIT_FSIZE.rawValue)
    #else
      let fileSize = RLIMIT_FSIZE
    #endif
    var saved = rlimit()
    guard getrlimit(fileSize, &saved) == 0 else { throw SystemFailure(errno) }
    let previous = signal(SIGXFSZ, SIG_IGN)
    var limited = saved
    limited.rlim_cur = 1000
    guard setrlimit(fileSize, &limited) == 0 else { throw SystemFailure(errno) }
    let status = HexGridCommand.run(["offset"], outputDescriptor: file, errorDescriptor: errors.write)
    setrlimit(fileSize, &saved)
    signal(SIGXFSZ, previous)
    XCTAssertEqual(status, 2)
    XCTAssertEqual(
      try errors.finish(), "hexgrid: write to standard output failed: \(String(cString: strerror(EFBIG)))\n")
    let svg = HexGridCommand.execute(["offset"]).standardOutput
    XCTAssertGreaterThan(svg.utf8.count, 1000)
    XCTAssertEqual(try contents(of: path), String(decoding: svg.utf8.prefix(1000), as: UTF8.self))
  }

  /// Output that arrives whole is a success, and the descriptors stay open.
  func testOutputThatArrivesExitsZero() throws {
    let output = try DescriptorPipe(), errors = try DescriptorPipe()
    let status = HexGridCommand.run(
      ["shape", "ring", "--radius", "1"], outputDescriptor: output.write, errorDescriptor: errors.write)
    XCTAssertEqual(status, 0)
    XCTAssertNotEqual(fcntl(output.write, F_GETFD), -1, "still open")
    XCTAssertEqual(try output.finish(), HexGridCommand.execute(["shape", "ring", "--radius", "1"]).standardOutput)
    XCTAssertEqual(try errors.finish(), "")
  }

  /// The sinks of `run(_:standardOutput:standardError:)` may throw.
  ///
  /// A standard output that throws is reported on standard error, after
  /// the note, with status 2; a standard error that throws is status 2 too.
  func testSinksThatThrowFailTheRun() {
    struct Refused: Error, CustomStringConvertible { var description: String { "refused" } }
    var errors = ""
    let lostOutput = HexGridCommand.run(
      ["honeycomb", "--diameter", "125"], standardOutput: { _ in throw Refused() }, standardError: { errors += $0 })
    XCTAssertEqual(lostOutput, 2)
    XCTAssertTrue(errors.hasPrefix("hexgrid: note: cells extend past"), errors)
    XCTAssertTrue(errors.hasSuffix("\nhexgrid: write to standard output failed: refused\n"), errors)
    var output = ""
    let lostNote = HexGridCommand.run(
      ["honeycomb", "--diameter", "125"], standardOutput: { output += $0 }, standardError: { _ in throw Refused() })
    XCTAssertEqual(lostNote, 2)
    XCTAssertTrue(output.hasPrefix("<?xml"))
  }
}

/// A pipe: its two descriptors.
struct DescriptorPipe {
  let read: Int32
  let write: Int32

  init() throws {
    var ends: [Int32] = [0, 0]
    guard pipe(&ends) == 0 else { throw SystemFailure(errno) }
    (read, write) = (ends[0], ends[1])
  }

  /// Closes the write end and returns everything written, closing the read end.
  func finish() throws -> String {
    close(write)
    defer { close(read) }
    return try readAll(read)
  }
}

/// Everything `descriptor` gives until its end.
func readAll(_ descriptor: Int32) throws -> String {
  var bytes: [UInt8] = []
  var buffer = [UInt8](repeating: 0, count: 65536)
  while true {
    let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
    if count < 0 && errno == EINTR { continue }
    guard count >= 0 else { throw SystemFailure(errno) }
    if count == 0 { break }
    bytes += buffer[0..<count]
  }
  return String(decoding: bytes, as: UTF8.self)
}

/// The contents of the file at `path`.
func contents(of path: String) throws -> String {
  let descriptor = open(path, O_RDONLY)
  guard descriptor >= 0 else { throw SystemFailure(errno) }
  defer { close(descriptor) }
  return try readAll(descriptor)
}

/// `-o PATH` writes through what is at PATH: links are followed, FIFOs and
/// devices written in place, and only regular files (and new ones)
/// replaced, atomically, keeping their permission bits.
final class FileOutputTests: XCTestCase {
  private let ring = ["shape", "ring", "--radius", "1"]
  private var svg: String { HexGridCommand.execute(ring).standardOutput }

  /// Runs `ring -o path`, returning the status and standard error.
  private func write(to path: String) -> (status: Int32, errors: String) {
    var output = "", errors = ""
    let status = HexGridCommand.run(
      ring + ["-o", path], standardOutput: { output += $0 }, standardError: { errors += $0 })
    XCTAssertEqual(output, "", "nothing on standard output with -o")
    return (status, errors)
  }

  /// A chain of symbolic links (absolute to relative) is followed to its
  /// file, which gets the SVG and keeps its mode; the links stay links.
  ///
  /// The mode 0751 has execute bits, which no new file (0666 less the
  /// umask) has, so it shows the file kept its own. The file is replaced
  /// (a new inode), not rewritten in place.
  func testSymbolicLinksAreWrittenThroughAndKept() throws {
    let directory = try TemporaryDirectory()
    let file = directory.path + "/real.svg"
    try create(file, "old", mode: 0o751)
    let before = try status(of: file)
    XCTAssertEqual(symlink("real.svg", directory.path + "/link"), 0)
    XCTAssertEqual(symlink(directory.path + "/link", directory.path + "/chain"), 0)
    let result = write(to: directory.path + "/chain")
    XCTAssertEqual(result.status, 0, result.errors)
    XCTAssertEqual(try status(of: directory.path + "/chain").st_mode & S_IFMT, S_IFLNK)
    XCTAssertEqual(try status(of: directory.path + "/link").st_mode & S_IFMT, S_IFLNK)
    XCTAssertEqual(try contents(of: file), svg)
    let after = try status(of: file)
    XCTAssertEqual(after.st_mode & 0o7777, 0o751)
    XCTAssertNotEqual(after.st_ino, before.st_ino, "replaced by a rename")
    XCTAssertEqual(try names(in: directory.path), ["chain", "link", "real.svg"], "no temporary file stays")
  }

  /// A regular file keeps its permission bits, set-group-ID included.
  func testARegularFileKeepsItsPermissionBits() throws {
    let directory = try TemporaryDirectory()
    let file = directory.path + "/grid.svg"
    try create(file, "old", mode: 0o2710)
    let result = write(to: file)
    XCTAssertEqual(result.status, 0, result.errors)
    XCTAssertEqual(try status(of: file).st_mode & 0o7777, 0o2710)
    XCTAssertEqual(try contents(of: file), svg)
  }

  /// A link to nothing is refused (status 2, one line naming it): no file
  /// is created where it points, and the link stays.
  func testADanglingLinkIsRefused() throws {
    let directory = try TemporaryDirectory()
    let link = directory.path + "/dangling"
    XCTAssertEqual(symlink("missing.svg", link), 0)
    let result = write(to: link)
    XCTAssertEqual(result.status, 2)
    XCTAssertEqual(
      result.errors,
      "hexgrid: error: cannot write \(link): it is a symbolic link to \(directory.path)/missing.svg, "
        + "which does not exist\n")
    XCTAssertEqual(try status(of: link).st_mode & S_IFMT, S_IFLNK)
    XCTAssertEqual(try names(in: directory.path), ["dangling"])
  }

  /// A FIFO is written, not replaced by a file: its reader (opened first,
  /// without waiting) gets the SVG, and the FIFO stays a FIFO.
  func testAFIFOIsWrittenInPlace() throws {
    let directory = try TemporaryDirectory()
    let fifo = directory.path + "/fifo"
    XCTAssertEqual(mkfifo(fifo, 0o600), 0)
    let reader = open(fifo, O_RDONLY | O_NONBLOCK)
    guard reader >= 0 else { throw SystemFailure(errno) }
    defer { close(reader) }
    // The ring's few kilobytes fit the FIFO's buffer, so the write does
    // not wait for the reader.
    XCTAssertLessThan(svg.utf8.count, 4096)
    let result = write(to: fifo)
    XCTAssertEqual(result.status, 0, result.errors)
    XCTAssertEqual(try readAll(reader), svg)
    XCTAssertEqual(try status(of: fifo).st_mode & S_IFMT, S_IFIFO)
    XCTAssertEqual(try names(in: directory.path), ["fifo"])
  }

  /// Character devices are written in place, never replaced: copies of
  /// the null device (1, 3), which takes everything, and of the full
  /// device (1, 7), which takes nothing (ENOSPC, reported, status 2),
  /// made with mknod in a temporary folder: as root only.
  func testCharacterDevicesAreWrittenInPlace() throws {
    #if os(Linux)
      guard getuid() == 0 else { throw XCTSkip("mknod of a character device needs root") }
      let directory = try TemporaryDirectory()
      let null = directory.path + "/null", full = directory.path + "/full"
      // Linux's dev_t of a small major and minor: major << 8 | minor.
      guard mknod(null, S_IFCHR | 0o666, 1 << 8 | 3) == 0, mknod(full, S_IFCHR | 0o666, 1 << 8 | 7) == 0 else {
        throw XCTSkip("mknod refused: \(SystemFailure(errno))")
      }
      let probe = open(null, O_WRONLY)
      guard probe >= 0 else { throw XCTSkip("devices cannot be opened in \(directory.path) (nodev?)") }
      close(probe)
      let written = write(to: null)
      XCTAssertEqual(written.status, 0, written.errors)
      let lost = write(to: full)
      XCTAssertEqual(lost.status, 2)
      XCTAssertEqual(lost.errors, "hexgrid: error: cannot write \(full): \(String(cString: strerror(ENOSPC)))\n")
      for (node, minor) in [(null, 3), (full, 7)] {
        let kept = try status(of: node)
        XCTAssertEqual(kept.st_mode & S_IFMT, S_IFCHR, node)
        XCTAssertEqual(kept.st_rdev, UInt(1 << 8 | minor), node)
      }
      XCTAssertEqual(try names(in: directory.path), ["full", "null"])
    #else
      throw XCTSkip("Linux's device numbers")
    #endif
  }

  /// A directory is refused as one (`-o /` said "Device or resource
  /// busy"), and so is a link to one; nothing is created.
  func testADirectoryIsRefusedAsADirectory() throws {
    let directory = try TemporaryDirectory()
    let folder = directory.path + "/folder"
    XCTAssertEqual(mkdir(folder, 0o755), 0)
    XCTAssertEqual(symlink("folder", directory.path + "/link"), 0)
    for (path, reason) in [
      ("/", "it is a directory"), (folder, "it is a directory"),
      (directory.path + "/link", "it is a symbolic link to a directory, \(directory.path)/folder"),
    ] {
      let result = write(to: path)
      XCTAssertEqual(result.status, 2, path)
      XCTAssertEqual(result.errors, "hexgrid: error: cannot write \(path): \(reason)\n")
    }
    XCTAssertEqual(try names(in: directory.path), ["folder", "link"])
    XCTAssertEqual(try names(in: folder), [])
  }
}

/// Creates a file at `path` holding `text`, with exactly `mode`.
func create(_ path: String, _ text: String, mode: mode_t) throws {
  let descriptor = open(path, O_WRONLY | O_CREAT | O_EXCL, 0o600)
  guard descriptor >= 0 else { throw SystemFailure(errno) }
  defer { close(descriptor) }
  guard fchmod(descriptor, mode) == 0 else { throw SystemFailure(errno) }
  let written = Array(text.utf8).withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
  guard written == text.utf8.count else { throw SystemFailure(errno) }
}

/// The `lstat` of `path`: of a link itself, not what it names.
func status(of path: String) throws -> stat {
  var result = stat()
  guard lstat(path, &result) == 0 else { throw SystemFailure(errno) }
  return result
}

/// The names in a directory but `.` and `..`, sorted.
func names(in path: String) throws -> [String] {
  guard let directory = opendir(path) else { throw SystemFailure(errno) }
  defer { closedir(directory) }
  var names: [String] = []
  while let entry = readdir(directory) {
    let name = withUnsafeBytes(of: entry.pointee.d_name) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
    if name != "." && name != ".." { names.append(name) }
  }
  return names.sorted()
}

/// `hexgrid map` draws a route at every radius it accepts, and says why
/// when there is none.
final class MapRouteTests: XCTestCase {
  /// At radius 577 the route was silently missing: the search gave up
  /// after its default 2¹⁶ expansions.
  ///
  /// The route runs from (−⌊2 · 577 / 3⌋, ⌊577 / 3⌋) = (−384, 192) to
  /// (384, −192), 768 steps apart (max(|768|, |−384|, |−384|)), so it has
  /// at least 769 hexes. The fitted map is wholly in view, so the polyline
  /// has a point per hex, and neighbors' centers are all one step apart.
  func testTheLargestMapDrawsItsRoute() throws {
    let outcome = HexGridCommand.execute(["map", "--radius", "577"])
    XCTAssertEqual(outcome.status, 0, outcome.standardError)
    XCTAssertFalse(outcome.standardError.contains("route"), outcome.standardError)
    let svg = outcome.standardOutput
    guard let title = svg.range(of: "a route of "), let end = svg[title.upperBound...].firstIndex(of: " ") else {
      return XCTFail("no route in the title")
    }
    let count = Int(svg[title.upperBound..<end]) ?? 0
    XCTAssertGreaterThanOrEqual(count, 769)
    let polylines = svg.split(separator: "\n").filter { $0.hasPrefix("<polyline") }
    XCTAssertEqual(polylines.count, 1)
    let points = numbers(in: attribute("points", of: polylines.first ?? ""))
    XCTAssertEqual(points.count, 2 * count)
    let steps = stride(from: 2, to: points.count - 1, by: 2).map { i -> Double in
      let dx = points[i] - points[i - 2], dy = points[i + 1] - points[i - 1]
      return (dx * dx + dy * dy).squareRoot()
    }
    // The mean of 782 steps is the true step, to far better than each
    // step's own rounding: two decimals per coordinate put a step's
    // length off by at most √2 · 0.01 ≈ 0.0142.
    let step = steps.reduce(0, +) / Double(max(steps.count, 1))
    XCTAssertGreaterThan(step, 0.1)
    for (i, length) in steps.enumerated() { XCTAssertEqual(length, step, accuracy: 0.0145, "step \(i)") }
  }

  /// Seed 0 at radius 3 walls the start off; the command says so on
  /// standard error instead of titling the picture "a route of 0 hexes".
  ///
  /// Independently: the picture's cells (at zoom 1 around 0,0 in 200 × 200,
  /// so each hex is where a size-10 geometry centered at 100,100 puts it)
  /// and their colors give the water (#74a9cf); a flood from the start
  /// (−2, 1) over the other hexes of the radius-3 map, the two ends always
  /// passable, never reaches the goal (2, −1).
  func testAWalledOffStartSaysWhyThereIsNoRoute() throws {
    let outcome = HexGridCommand.execute([
      "map", "--radius", "3", "--seed", "0", "--zoom", "1", "--center", "0,0", "--width", "200", "--height", "200",
    ])
    XCTAssertEqual(outcome.status, 0, outcome.standardError)
    XCTAssertEqual(
      outcome.standardError, "hexgrid: note: no route is drawn: water separates -2,1 from 2,-1 on this map (seed 0)\n")
    XCTAssertTrue(outcome.standardOutput.contains(" no route, "), outcome.standardOutput)
    let geometry = HexGeometry(orientation: .flatTop, size: 10, origin: PixelPoint(x: 100, y: 100))
    var water: Set<Hex> = []
    var land: Set<Hex> = []
    // The cells are the paths stroked #33415c; the range's outline is not.
    for line in outcome.standardOutput.split(separator: "\n")
    where line.hasPrefix("<path") && attribute("stroke", of: line) == "#33415c" {
      let corners = numbers(in: attribute("d", of: line))
      guard corners.count == 12 else { continue }
      let x = stride(from: 0, to: 12, by: 2).map { corners[$0] }.reduce(0, +) / 6
      let y = stride(from: 1, to: 12, by: 2).map { corners[$0] }.reduce(0, +) / 6
      guard let hex = geometry.hex(containing: PixelPoint(x: x, y: y)) else { continue }
      if attribute("fill", of: line) == "#74a9cf" { water.insert(hex) } else { land.insert(hex) }
    }
    XCTAssertEqual(water.count + land.count, 37, "the radius-3 map's 3 · 3 · 4 + 1 hexes")
    let start = Hex(q: -2, r: 1), goal = Hex(q: 2, r: -1)
    var reached: Set<Hex> = [start]
    var frontier = [start]
    while let hex = frontier.popLast() {
      for next in hex.neighbors where (land.contains(next) || next == goal) && reached.insert(next).inserted {
        frontier.append(next)
      }
    }
    XCTAssertFalse(reached.contains(goal))
  }
}

/// The value of `name="…"` in an element's line.
func attribute(_ name: String, of line: Substring) -> Substring {
  guard let start = line.range(of: " " + name + "=\"") else { return "" }
  return line[start.upperBound...].prefix { $0 != "\"" }
}

/// The numbers in an attribute: path data or points, split at spaces and commas.
func numbers(in text: Substring) -> [Double] {
  text.split(whereSeparator: { $0 == " " || $0 == "," }).compactMap { Double($0) }
}

/// Numbers are read in plain decimal only, as the help writes them, and
/// `--version` prints the version.
final class ArgumentTests: XCTestCase {
  /// Numbers that are not plain decimal are refused.
  ///
  /// `--width 0x10` drew a 16-wide grid: `Double` reads hexadecimal, and
  /// `inf`, `infinity` and `nan`. Each is refused with one line, for a
  /// number option and for each half of a point.
  func testNumbersAreDecimalOnly() {
    for text in ["0x10", "0x1p4", "-0x10", "inf", "infinity", "nan", "1e400", " 5", "5 ", "1_0", "", ".", "e5", "5e"] {
      let width = HexGridCommand.execute(["offset", "--width", text])
      XCTAssertEqual(width.status, 2, "'\(text)'")
      XCTAssertEqual(width.standardError, "hexgrid: error: --width needs a number, not '\(text)'\n")
      let center = HexGridCommand.execute(["map", "--zoom", "1", "--center", "0,\(text)"])
      XCTAssertEqual(center.status, 2, "'\(text)'")
      XCTAssertEqual(center.standardError, "hexgrid: error: --center needs a point written x,y, not '0,\(text)'\n")
    }
  }

  /// Decimal spellings of one number draw one picture.
  ///
  /// 16 = +16 = 16. = 1.6e1 = 160E-1, and .5e2 = 50 = 50.0; a whole number
  /// takes a plus sign too (+3 = 3).
  func testDecimalSpellingsOfANumberAgree() {
    func offset(_ arguments: [String]) -> HexGridCommand.Outcome { HexGridCommand.execute(["offset"] + arguments) }
    let sixteen = offset(["--width", "16"])
    XCTAssertEqual(sixteen.status, 0)
    for text in ["+16", "16.", "1.6e1", "160E-1", "16.0e+0"] {
      XCTAssertEqual(offset(["--width", text]), sixteen, text)
    }
    XCTAssertEqual(offset(["--width", ".5e2"]), offset(["--width", "50.0"]))
    XCTAssertNotEqual(offset(["--width", ".5e2"]), sixteen)
    XCTAssertEqual(offset(["--rows", "+3"]), offset(["--rows", "3"]))
    XCTAssertEqual(offset(["--rows", "0x3"]).status, 2)
  }

  /// `hexgrid --version` prints `hexgrid` and a version of three numbers
  /// (semantic versioning), and the usage lists it.
  func testVersionIsPrinted() {
    let outcome = HexGridCommand.execute(["--version"])
    XCTAssertEqual(outcome.status, 0, outcome.standardError)
    XCTAssertEqual(outcome.standardError, "")
    XCTAssertEqual(outcome.standardOutput, "hexgrid \(HexGridCommand.version)\n")
    let parts = HexGridCommand.version.split(separator: ".", omittingEmptySubsequences: false)
    XCTAssertEqual(parts.count, 3, HexGridCommand.version)
    XCTAssertTrue(parts.allSatisfy { !$0.isEmpty && $0.allSatisfy(\.isNumber) }, HexGridCommand.version)
    XCTAssertTrue(HexGridCommand.execute(["--help"]).standardOutput.contains("\n  hexgrid --version "))
    XCTAssertEqual(HexGridCommand.execute(["--version", "extra"]).status, 2)
  }
}
