import Foundation

/// The one atomic file write: the data goes to a temporary sibling, is flushed to disk, and the
/// sibling is renamed over the target, so a reader (or a crash, or a full disk) sees the old
/// content or the new one, never half of it.
public enum AtomicFile {
    /// Writes `data` to `url`, creating the folders above it unless told not to; `permissions`
    /// for a new file. Throws a `CocoaError` whose `userInfo["errno"]` holds the failing call's errno.
    public static func write(_ data: Data, to url: URL, permissions: mode_t = 0o644, creatingFolders: Bool = true) throws {
        let directory = url.deletingLastPathComponent()
        if creatingFolders { try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true) }
        // Only a regular file is replaced: renaming over a device (root may), a FIFO, a folder or
        // a link would put a file where the user had something else.
        guard [.none, .regular].contains(ExistingFile.kind(at: url.path)) else {
            throw CocoaError(.fileWriteFileExists, userInfo: [NSFilePathErrorKey: url.path])
        }
        let temporary = directory.appendingPathComponent(".\(url.lastPathComponent).\(getpid()).\(UUID().uuidString).tmp")
        let descriptor = open(temporary.path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, permissions)
        guard descriptor >= 0 else { throw failure(url, errno) }
        var code = Descriptor.writeAll(data, to: descriptor)
        if code == 0, fsync(descriptor) != 0 { code = errno }
        if close(descriptor) != 0, code == 0 { code = errno }
        if code == 0, rename(temporary.path, url.path) != 0 { code = errno }
        guard code == 0 else {
            unlink(temporary.path)
            throw failure(url, code)
        }
    }

    private static func failure(_ url: URL, _ code: Int32) -> CocoaError {
        CocoaError(.fileWriteUnknown, userInfo: [NSFilePathErrorKey: url.path, "errno": code])
    }
}
