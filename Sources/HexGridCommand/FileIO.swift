#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Writes `contents` to the file `-o` names, through whatever is there.
///
/// - Nothing: a new file (mode 0666 less the umask, as a shell's `>`
///   makes), written as a temporary file beside it and renamed into place.
/// - A regular file: replaced the same way, atomically (a reader sees the
///   old contents or the new, never part), with the file's permission
///   bits, and its owner and group where the system allows. Other hard
///   links to it keep the old contents.
/// - A symbolic link: followed, link after link, to what it finally
///   names, which is written as above; the links stay. A link to nothing
///   is refused, as GNU `cp` refuses to write through one: a stray link
///   must not make `hexgrid` create a file somewhere else.
/// - A directory: refused, saying so.
/// - Anything else (a FIFO, a character or block device, a socket): opened
///   for writing and written in place, never created or replaced. A FIFO
///   waits for a reader, as a shell's `>` does.
///
/// Every failure throws a ``UsageError`` naming `path`, and leaves no
/// temporary file.
func writeOutput(_ contents: String, to path: String) throws {
  func refusal(_ reason: String) -> UsageError { UsageError("cannot write \(path): \(reason)") }
  var status = stat()
  guard lstat(path, &status) == 0 else {
    let code = errno
    guard code == ENOENT else { throw refusal(SystemError(code: code).description) }
    return try replace(path, with: contents, keeping: nil, naming: path)
  }
  var target = path
  var links = 0
  while status.st_mode & S_IFMT == S_IFLNK {
    // Linux's limit of links in one lookup.
    links += 1
    guard links <= 40 else { throw refusal(SystemError(code: ELOOP).description) }
    let next = try linkTarget(target, naming: path)
    // A relative link is relative to the folder that holds it.
    target = next.hasPrefix("/") ? next : folder(of: target) + next
    guard lstat(target, &status) == 0 else {
      let code = errno
      if code == ENOENT { throw refusal("it is a symbolic link to \(target), which does not exist") }
      throw refusal(SystemError(code: code).description)
    }
  }
  switch status.st_mode & S_IFMT {
  case S_IFDIR:
    throw refusal(target == path ? "it is a directory" : "it is a symbolic link to a directory, \(target)")
  case S_IFREG:
    try replace(target, with: contents, keeping: status, naming: path)
  default:
    try writeInPlace(target, with: contents, naming: path)
  }
}

/// What the symbolic link at `link` holds.
private func linkTarget(_ link: String, naming path: String) throws -> String {
  var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
  let count = buffer.withUnsafeMutableBufferPointer { readlink(link, $0.baseAddress!, $0.count) }
  guard count >= 0 else { throw UsageError("cannot write \(path): \(SystemError(code: errno))") }
  return String(decoding: buffer[..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
}

/// The folder part of `path` with its final slash (`a/b/` of `a/b/c`), or
/// nothing for a name alone.
private func folder(of path: String) -> Substring {
  guard let slash = path.lastIndex(of: "/") else { return "" }
  return path[...slash]
}

/// Writes `contents` to a temporary file beside `target`, then renames it
/// over `target`: a new file, or a regular file whose permission bits,
/// owner and group (`original`) the new one keeps.
private func replace(_ target: String, with contents: String, keeping original: stat?, naming path: String) throws {
  var temporary = ""
  var descriptor: Int32 = -1
  for attempt in 0..<100 {
    temporary = target + ".hexgrid-\(getpid())" + (attempt == 0 ? "" : "-\(attempt)") + ".tmp"
    descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o666)
    if descriptor >= 0 || errno != EEXIST { break }
  }
  guard descriptor >= 0 else { throw UsageError("cannot write \(path): \(SystemError(code: errno))") }
  do {
    if let original {
      // The owner and group first, where allowed (root, or the owner
      // choosing one of their groups): a change of owner clears the set-ID
      // bits, which the mode then sets again.
      _ = fchown(descriptor, original.st_uid, original.st_gid)
      guard fchmod(descriptor, original.st_mode & 0o7777) == 0 else { throw SystemError(code: errno) }
    }
    try writeAll(contents, to: descriptor)
    // On disk before the rename, so a crash leaves the old file or the new.
    guard fsync(descriptor) == 0 || errno == EINVAL else { throw SystemError(code: errno) }
  } catch {
    close(descriptor)
    unlink(temporary)
    throw UsageError("cannot write \(path): \(error)")
  }
  guard close(descriptor) == 0 || errno == EINTR, rename(temporary, target) == 0 else {
    let reason = SystemError(code: errno)
    unlink(temporary)
    throw UsageError("cannot write \(path): \(reason)")
  }
}

/// Opens `target`, which is not a regular file, for writing and writes
/// `contents` to it: nothing is created or replaced.
private func writeInPlace(_ target: String, with contents: String, naming path: String) throws {
  var descriptor: Int32
  repeat {
    descriptor = open(target, O_WRONLY | O_TRUNC | O_NOCTTY | O_CLOEXEC)
  } while descriptor < 0 && errno == EINTR
  guard descriptor >= 0 else { throw UsageError("cannot write \(path): \(SystemError(code: errno))") }
  do {
    try writeAll(contents, to: descriptor)
  } catch {
    close(descriptor)
    throw UsageError("cannot write \(path): \(error)")
  }
  guard close(descriptor) == 0 || errno == EINTR else {
    throw UsageError("cannot write \(path): \(SystemError(code: errno))")
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
