#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// The peak resident set size of this process so far, in bytes: what the
/// memory tests compare before and after a call that must not allocate
/// much.
///
/// A peak never falls, so a test that measures its growth passes spuriously
/// when an earlier test already reached a higher peak; it never fails
/// spuriously.
public func peakResidentBytes() -> Int {
  var usage = rusage()
  #if canImport(Darwin)
    getrusage(RUSAGE_SELF, &usage)
    return Int(usage.ru_maxrss)  // bytes on Darwin
  #else
    getrusage(RUSAGE_SELF.rawValue, &usage)
    return Int(usage.ru_maxrss) * 1024  // kilobytes on Linux
  #endif
}
