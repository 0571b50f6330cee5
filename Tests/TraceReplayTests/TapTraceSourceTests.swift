import ControlThrottle
import Foundation
import Testing
import TraceReplay

@Suite struct TapTraceSourceTests {
  /// A fresh directory for one test, removed afterwards.
  private static func withTemporaryDirectory(_ body: (URL) throws -> Void) throws {
    let directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("control-throttle-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    try body(directory)
  }

  @Test func readsAFileWhole() throws {
    try Self.withTemporaryDirectory { directory in
      let file = directory.appendingPathComponent("trace.txt")
      let bytes = Array(repeating: Array("120.5 pay\r\n".utf8), count: 20_000).joined()
      try Data(bytes).write(to: file)
      #expect(try TraceSource.file(file.path).read() == Array(bytes))
    }
  }

  @Test func saysAMissingFileIsMissing() throws {
    try Self.withTemporaryDirectory { directory in
      let path = directory.appendingPathComponent("absent.txt").path
      #expect(throws: TraceSource.ReadError.noSuchFile(path)) { try TraceSource.file(path).read() }
      let nested = directory.appendingPathComponent("absent/trace.txt").path
      #expect(throws: TraceSource.ReadError.noSuchFile(nested)) { try TraceSource.file(nested).read() }
    }
  }

  @Test func saysADirectoryIsADirectory() throws {
    try Self.withTemporaryDirectory { directory in
      #expect(throws: TraceSource.ReadError.isDirectory(directory.path)) {
        try TraceSource.file(directory.path).read()
      }
    }
  }

  @Test(.enabled(if: geteuid() != 0, "the superuser reads every file"))
  func saysAnUnreadableFileHasNoPermission() throws {
    try Self.withTemporaryDirectory { directory in
      let file = directory.appendingPathComponent("locked.txt")
      try Data("0 pay\n".utf8).write(to: file)
      try FileManager.default.setAttributes([.posixPermissions: 0o000], ofItemAtPath: file.path)
      #expect(throws: TraceSource.ReadError.permissionDenied(file.path)) { try TraceSource.file(file.path).read() }
    }
  }

  @Test(arguments: [
    (code: ENOENT, error: TraceSource.ReadError.noSuchFile("t")),
    (code: ENOTDIR, error: .noSuchFile("t")),
    (code: EISDIR, error: .isDirectory("t")),
    (code: EACCES, error: .permissionDenied("t")),
    (code: EPERM, error: .permissionDenied("t")),
  ])
  func mapsTheSystemsReasonToAReadError(code: Int32, error: TraceSource.ReadError) {
    #expect(TraceSource.ReadError(errno: code, path: "t") == error)
  }

  @Test func keepsTheSystemsWordsForAnyOtherFailure() {
    let error = TraceSource.ReadError(errno: EIO, path: "t")
    #expect(error == .unreadable("t", reason: String(cString: strerror(EIO))))
  }

  @Test func namesThePathAndTheReasonInItsMessage() {
    #expect(TraceSource.ReadError.noSuchFile("taps.txt").description == "'taps.txt': no such file")
    #expect(TraceSource.ReadError.isDirectory("Sources").description.contains("is a directory"))
    #expect(TraceSource.ReadError.permissionDenied("t").description == "'t': permission denied")
    #expect(TraceSource.standardInput.displayName == "standard input")
    #expect(TraceSource.file("a\u{1B}b").displayName == "'a\\u{1B}b'")
  }
}
