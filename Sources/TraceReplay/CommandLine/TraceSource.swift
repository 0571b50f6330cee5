#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// Where a trace comes from: a file, or standard input for `-`.
///
/// Reading says why it failed (missing, a directory, no permission) instead of a bare "cannot
/// read", and works the same for regular files, pipes and `/dev/stdin`.
package enum TraceSource: Hashable, Sendable {
  /// Standard input, given as `-`.
  case standardInput
  /// A file at a path.
  case file(String)

  /// Why a trace could not be read.
  package enum ReadError: Error, Hashable, Sendable, CustomStringConvertible {
    /// Nothing exists at the path.
    case noSuchFile(String)
    /// The path is a directory.
    case isDirectory(String)
    /// The file exists but may not be read.
    case permissionDenied(String)
    /// Any other failure, with the system's explanation.
    case unreadable(String, reason: String)

    /// Maps a failed system call's `errno` to a read error for `path`.
    package init(errno code: Int32, path: String) {
      switch code {
      case ENOENT, ENOTDIR: self = .noSuchFile(path)
      case EISDIR: self = .isDirectory(path)
      case EACCES, EPERM: self = .permissionDenied(path)
      default: self = .unreadable(path, reason: String(cString: strerror(code)))
      }
    }

    /// `'path': why`.
    package var description: String {
      switch self {
      case .noSuchFile(let path): return "\(TraceText.quoted(path)): no such file"
      case .isDirectory(let path): return "\(TraceText.quoted(path)): is a directory, not a trace file"
      case .permissionDenied(let path): return "\(TraceText.quoted(path)): permission denied"
      case .unreadable(let path, let reason): return "\(TraceText.quoted(path)): \(reason)"
      }
    }
  }

  /// How the source is named in messages: the quoted path, or `standard input`.
  package var displayName: String {
    switch self {
    case .standardInput: return "standard input"
    case .file(let path): return TraceText.quoted(path)
    }
  }

  /// Reads the whole source.
  ///
  /// - Throws: ``ReadError`` saying why the source cannot be read.
  package func read() throws(ReadError) -> [UInt8] {
    switch self {
    case .standardInput:
      return try Self.readAll(from: STDIN_FILENO, path: "-")
    case .file(let path):
      let descriptor = open(path, O_RDONLY)
      guard descriptor >= 0 else { throw ReadError(errno: errno, path: path) }
      defer { close(descriptor) }
      var status = stat()
      if fstat(descriptor, &status) == 0 && status.st_mode & S_IFMT == S_IFDIR {
        throw .isDirectory(path)
      }
      return try Self.readAll(from: descriptor, path: path)
    }
  }

  private static func readAll(from descriptor: Int32, path: String) throws(ReadError) -> [UInt8] {
    var bytes: [UInt8] = []
    var status = stat()
    if fstat(descriptor, &status) == 0 && status.st_mode & S_IFMT == S_IFREG {
      bytes.reserveCapacity(Int(status.st_size) + 1)
    }
    var chunk = [UInt8](repeating: 0, count: 1 << 16)
    while true {
      let count = chunk.withUnsafeMutableBytes { readBytes(descriptor, $0.baseAddress!, $0.count) }
      if count > 0 {
        bytes.append(contentsOf: chunk[..<count])
      } else if count == 0 {
        return bytes
      } else if errno != EINTR {
        throw ReadError(errno: errno, path: path)
      }
    }
  }
}

/// `read(2)`, named apart from ``TraceSource/read()``.
private func readBytes(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer, _ count: Int) -> Int {
  read(descriptor, buffer, count)
}
