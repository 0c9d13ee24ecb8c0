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

/// A system call that failed: its `errno`, described as `strerror` does.
struct SystemError: Error, CustomStringConvertible {
  /// The `errno` value.
  var code: Int32
  /// The system's description, such as "No space left on device".
  var description: String { String(cString: strerror(code)) }
}

/// Writes every byte of `text` to `descriptor`, or throws the
/// ``SystemError`` of the write that failed.
///
/// A write interrupted by a signal (`EINTR`) is retried, and a partial
/// write continues with the bytes not yet written.
func writeAll(_ text: String, to descriptor: Int32) throws {
  let bytes = Array(text.utf8)
  var offset = 0
  while offset < bytes.count {
    let (count, code) = bytes[offset...].withUnsafeBufferPointer { buffer in
      let count = write(descriptor, buffer.baseAddress, buffer.count)
      return (count, count < 0 ? errno : 0)
    }
    if count < 0 {
      if code == EINTR { continue }
      throw SystemError(code: code)
    }
    // A write that takes nothing of a non-empty buffer would repeat forever.
    guard count > 0 else { throw SystemError(code: EIO) }
    offset += count
  }
}

/// Reports a write error the system deferred to the close of
/// `descriptor` (as NFS does), without closing it: closes a duplicate,
/// which flushes the same open file.
///
/// Nothing is checked if the duplicate cannot be made.
func checkDeferredErrors(of descriptor: Int32) throws {
  let copy = dup(descriptor)
  guard copy >= 0 else { return }
  if close(copy) != 0 {
    let code = errno
    // After EINTR the descriptor is closed anyway, and nothing was lost.
    if code != EINTR { throw SystemError(code: code) }
  }
}
