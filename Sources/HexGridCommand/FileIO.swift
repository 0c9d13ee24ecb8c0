#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Writes `contents` to `path` atomically.
///
/// It goes to a temporary file beside it, then is renamed over it. On any failure nothing is left behind.
func writeAtomically(_ contents: String, to path: String) throws {
  let temporary = path + ".hexgrid-\(getpid()).tmp"
  guard let file = fopen(temporary, "wx") else {
    throw UsageError("cannot write \(path): \(String(cString: strerror(errno)))")
  }
  let bytes = Array(contents.utf8)
  let written = bytes.withUnsafeBufferPointer { fwrite($0.baseAddress, 1, $0.count, file) }
  let closed = fclose(file)
  guard written == bytes.count, closed == 0 else {
    let reason = String(cString: strerror(errno))
    unlink(temporary)
    throw UsageError("cannot write \(path): \(reason)")
  }
  guard rename(temporary, path) == 0 else {
    let reason = String(cString: strerror(errno))
    unlink(temporary)
    throw UsageError("cannot write \(path): \(reason)")
  }
}

/// Reads a text file, or throws a usage error naming it.
func readText(_ path: String) throws -> String {
  guard let file = fopen(path, "r") else {
    throw UsageError("cannot read \(path): \(String(cString: strerror(errno)))")
  }
  defer { fclose(file) }
  var bytes: [UInt8] = []
  var buffer = [UInt8](repeating: 0, count: 4096)
  while true {
    let n = buffer.withUnsafeMutableBufferPointer { fread($0.baseAddress, 1, $0.count, file) }
    if n == 0 { break }
    bytes += buffer[0..<n]
    if bytes.count > 1 << 20 { throw UsageError("\(path) is larger than 1 MB") }
  }
  if ferror(file) != 0 { throw UsageError("cannot read \(path)") }
  return String(decoding: bytes, as: UTF8.self)
}

/// Writes text to standard output or standard error.
func emit(_ text: String, error: Bool = false) {
  let bytes = Array(text.utf8)
  let descriptor: Int32 = error ? 2 : 1
  var offset = 0
  while offset < bytes.count {
    let n = bytes[offset...].withUnsafeBufferPointer { write(descriptor, $0.baseAddress, $0.count) }
    if n <= 0 { return }
    offset += n
  }
}
