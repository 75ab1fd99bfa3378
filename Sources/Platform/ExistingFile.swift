import Foundation

/// What stands at a path before a writer replaces it, seen without following a link.
public enum ExistingFile {
    public enum Kind: Equatable { case none, regular, directory, link, fifo, device, socket }

    public static func kind(at path: String) -> Kind {
        var info = stat()
        guard lstat(path, &info) == 0 else { return .none }
        switch info.st_mode & S_IFMT {
        case S_IFREG: return .regular
        case S_IFDIR: return .directory
        case S_IFLNK: return .link
        case S_IFIFO: return .fifo
        case S_IFCHR, S_IFBLK: return .device
        default: return .socket
        }
    }

    /// Whether a regular file begins with `prefix` (reads at most that many bytes).
    public static func starts(_ path: String, with prefix: String) -> Bool {
        let descriptor = open(path, O_RDONLY | O_NOFOLLOW | O_NONBLOCK)
        guard descriptor >= 0 else { return false }
        defer { close(descriptor) }
        var buffer = [UInt8](repeating: 0, count: prefix.utf8.count)
        let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
        return count == buffer.count && buffer == Array(prefix.utf8)
    }
}
