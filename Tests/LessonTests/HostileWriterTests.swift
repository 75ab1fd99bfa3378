import Foundation
import Testing

/// Writers refuse any existing path that is not a regular file lesson wrote: a device node, a
/// FIFO, a directory, a symbolic link. The suite runs as root here, as the report did:
/// root may replace a device node by renaming over it, so only the check stops it.
@Suite("Ningún escritor reemplaza lo que no es un archivo suyo", .serialized)
struct HostileWriterTests {
    enum Target: String, CaseIterable, Sendable, CustomTestStringConvertible {
        case device = "un dispositivo como /dev/full"
        case fifo = "una FIFO"
        case directory = "una carpeta"
        case linkToDevice = "un enlace a un dispositivo"
        case linkToExport = "un enlace a un test que exportó lesson"
        var testDescription: String { rawValue }
    }

    /// Major 1, minor 7: what /dev/full is (glibc's makedev is a macro Swift does not import).
    static let fullDevice: dev_t = (1 << 8) | 7

    /// Makes the target at `path`; false when this system does not allow it (mknod without root).
    static func make(_ target: Target, at path: String, in directory: TemporaryDirectory) throws -> Bool {
        switch target {
        case .device: return mknod(path, S_IFCHR | 0o666, Self.fullDevice) == 0
        case .fifo: return mkfifo(path, 0o644) == 0
        case .directory: try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: false)
        case .linkToDevice:
            guard mknod(directory.file("dispositivo").path, S_IFCHR | 0o666, Self.fullDevice) == 0 else { return false }
            return symlink(directory.file("dispositivo").path, path) == 0
        case .linkToExport:
            try "// Exportado por lesson\n".write(to: directory.file("otro.swift"), atomically: true, encoding: .utf8)
            return symlink(directory.file("otro.swift").path, path) == 0
        }
        return true
    }

    /// The file type bits of `path` without following a link.
    static func kind(_ path: String) -> mode_t {
        var info = stat()
        guard lstat(path, &info) == 0 else { return 0 }
        return info.st_mode & S_IFMT
    }

    @Test(":exportar-test no reemplaza", arguments: Target.allCases)
    func exportRefuses(_ target: Target) throws {
        let directory = TemporaryDirectory("lesson-escritor")
        defer { directory.remove() }
        let path = directory.file("destino.swift").path
        guard try Self.make(target, at: path, in: directory) else { return }
        let before = Self.kind(path)
        let input = script(":cargar perfil", ".cargar(id: 7)", ":exportar-test \(path)", "print(\"\(aliveMarker)\")")
        let check = {
            let run = try runLesson(input: input, environment: wideColumns, addressSpaceKiB: hostileAddressSpaceKiB)
            #expect(!run.crashed && !run.timedOut, "\(run.stderr)")
            #expect(run.stdout.contains(aliveMarker))
            #expect(Self.kind(path) == before, "el destino cambió de tipo")
            #expect(run.stderr.contains("no es un archivo normal"),
                    "sin explicación: \(run.stderr)")
        }
        try check()
    }

    /// A package goes into a folder: whatever else is at its name, or at one of its folders, stays.
    @Test(":exportar-test CARPETA no escribe donde no hay una carpeta", arguments: Target.allCases.filter { $0 != .directory })
    func packageRefuses(_ target: Target) throws {
        let directory = TemporaryDirectory("lesson-escritor")
        defer { directory.remove() }
        for path in [directory.file("destino").path, directory.file("paquete/Sources").path] {
            try FileManager.default.createDirectory(at: directory.file("paquete"), withIntermediateDirectories: true)
            guard try Self.make(target, at: path, in: directory) else { return }
            let before = Self.kind(path)
            let folder = path.hasSuffix("Sources") ? directory.file("paquete").path : path
            let run = try runLesson(input: script(":cargar perfil", ".cargar(id: 7)", ":exportar-test \(folder)", "print(\"\(aliveMarker)\")"),
                                    addressSpaceKiB: hostileAddressSpaceKiB)
            #expect(!run.crashed && !run.timedOut && run.stdout.contains(aliveMarker), "\(run.stderr)")
            #expect(Self.kind(path) == before, "el destino cambió de tipo")
            #expect(run.stderr.contains("no es una carpeta"), "sin explicación: \(run.stderr)")
            #expect(!FileManager.default.fileExists(atPath: directory.file("paquete/Package.swift").path), "nada escrito a medias")
            try? FileManager.default.removeItem(atPath: directory.file("dispositivo").path)
            try? FileManager.default.removeItem(atPath: directory.file("otro.swift").path)
        }
    }
}
