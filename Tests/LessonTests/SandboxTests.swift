import Foundation
@testable import Grading
import Testing
#if canImport(Glibc)
import Glibc
#endif

/// A TCP server on the host's loopback that a hostile submission tries to reach.
private final class Listener: @unchecked Sendable {
    let fd: Int32
    let port: UInt16

    init() throws {
        let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        self.fd = fd
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let bound = withUnsafeMutablePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(fd, $0, length) == 0 && listen(fd, 8) == 0 && getsockname(fd, $0, &length) == 0 }
        }
        try #require(bound)
        port = UInt16(bigEndian: address.sin_port)
        _ = fcntl(fd, F_SETFL, fcntl(fd, F_GETFL) | O_NONBLOCK)
    }

    /// Whether anybody connected (the connection waits in the backlog until accepted).
    func anybodyCame() -> Bool {
        let client = accept(fd, nil, nil)
        if client >= 0 { close(client); return true }
        return false
    }

    deinit { close(fd) }
}

/// Processes whose command line contains `text`.
private func processes(containing text: String) -> Int {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []
    return names.filter { $0.first?.isNumber == true }.filter { name in
        let data = FileManager.default.contents(atPath: "/proc/\(name)/cmdline") ?? Data()
        return String(decoding: data, as: UTF8.self).contains(text)
    }.count
}

@Suite("Sandbox: hostile submissions under check")
struct SandboxTests {
    @Test("each hostile submission fails with its reason and leaves nothing behind",
          arguments: ["lee-pruebas", "red", "escribe", "procesos", "archivo-grande"])
    func hostile(_ name: String) async throws {
        let work = TemporaryDirectory("lesson-hostil")
        defer { work.remove() }
        let listener = try Listener()
        let mark = "lesson-hostil-\(UUID().uuidString.prefix(8))"
        let duration = "3\(Int.random(in: 1000...9999)).5"
        let home = ProcessInfo.processInfo.environment["HOME"] ?? NSHomeDirectory()
        var source = try String(contentsOf: gradingFixtures.appendingPathComponent("hostiles/\(name)/Semaforo.swift"), encoding: .utf8)
        for (placeholder, value) in [("RAIZ_DEL_PAQUETE", gradingFixtures.path), ("PUERTO", String(listener.port)),
                                     ("CASA_REAL", home), ("MARCA", mark), ("DURACION", duration)] {
            source = source.replacingOccurrences(of: placeholder, with: value)
        }
        try Data(source.utf8).write(to: work.file("Semaforo.swift"))
        let leftovers = [home + "/" + mark, "/tmp/" + mark, gradingFixtures.path + "/" + mark]
        defer { for path in leftovers { try? FileManager.default.removeItem(atPath: path) } }

        let report = try await offPool { try grader().check(semaforo, directory: work.url, displayBase: work.url) }
        let everything = report.json() + report.rendered()
        #expect(!report.passed)
        #expect(report.lines.first?.passed == true, "it compiles: \(report.rendered())")
        #expect(!everything.contains("@Test(") && !everything.contains("func verdeAvanza"), "the hidden suite's source never shows")
        #expect(!listener.anybodyCame(), "no connection reached the host")
        // Files: only bubblewrap can keep a program from writing where its user may (the limits cannot).
        if case .bubblewrap = try grader().sandbox.mode {
            #expect(leftovers.allSatisfy { !FileManager.default.fileExists(atPath: $0) }, "no file outside the scratch folder")
        }
        #expect(processes(containing: duration) == 0, "no process left behind")
        // Each stops for its own reason, never by waiting out a clock; the clock's backstop bounds the
        // rest (generous: a loaded machine may slow the run, not change its verdict).
        #expect(report.reason?.contains("se agotó el tiempo") != true, "\(report.rendered())")
        let compile = report.phases["compilar"] ?? 0
        #expect(report.seconds < compile + semaforo.wallClockLimit + 10, "\(report.seconds) s")
        switch name {
        case "red":
            #expect(report.reason?.contains("el programa intentó abrir una conexión de red") == true, "\(report.rendered())")
        case "procesos":
            #expect(report.reason?.contains("el programa superó el límite de procesos") == true, "\(report.rendered())")
        case "archivo-grande":
            #expect(report.reason?.contains("intentó escribir un archivo demasiado grande") == true, "\(report.rendered())")
        default:
            #expect(report.lines.contains { $0.kind == .test && !$0.passed }, "it fails its tests: \(report.rendered())")
        }
    }

    @Test("without bubblewrap (missing or refused) check says so once, in Spanish, and still grades")
    func withoutBubblewrap() throws {
        let home = TemporaryDirectory("lesson-sin-bwrap")
        defer { home.remove() }
        for bwrap in ["/no/existe/bwrap", "/bin/false"] {
            let run = try runLesson(["check", "semaforo", "--dir", home.file("nada").path],
                                    environment: ["LESSON_HOME": home.path, "LESSON_PATH": gradingFixtures.path, "LESSON_BWRAP": bwrap])
            #expect(run.status == 1)
            #expect(run.stderr.components(separatedBy: "solo con límites de recursos").count == 2, "\(run.stderr)")
            #expect(run.stderr.contains(bwrap == "/bin/false" ? "el sistema no deja que bubblewrap aísle el programa" : "no encuentro bubblewrap en /no/existe/bwrap"))
            #expect(run.stdout.contains("no encuentro"), "the check itself goes on: \(run.stdout)")
        }
    }

    @Test("the sandbox hides the pack roots and LESSON_HOME, never the system or the toolchain")
    func hiddenFolders() {
        #expect(Sandbox.hideable("/work/curso", keep: ["/usr/share/swift/usr"]))
        #expect(!Sandbox.hideable("/", keep: []))
        #expect(!Sandbox.hideable("/usr", keep: ["/usr/share/swift/usr"]), "an ancestor of the toolchain stays")
        #expect(!Sandbox.hideable("/home/ana/curso", keep: []), "already under a hidden folder")
    }
}
