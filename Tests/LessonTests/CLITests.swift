import Foundation
@testable import CLI
import Messages
import Platform
import REPL
import Testing

private func cli(_ arguments: String...) -> (status: Int32, out: String, err: String) {
    let output = CapturedOutput()
    let status = CLI.run(arguments, output: output, environment: [:])
    return (status, output.standardOutput, output.standardError)
}

/// The repository, from this file's place in it.
private let repository = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

@Suite("CLI: the command line of DESIGN §3")
struct CLITests {
    @Test("Every subcommand of DESIGN §3, with its Spanish name and English alias")
    func everySubcommand() {
        let pairs: [(String, String?)] = [("repl", nil), ("lecciones", "list"), ("leer", "read"),
                                          ("ejercicios", "exercises"), ("empezar", "start"),
                                          ("check", "comprobar"), ("pista", "hint"), ("vigilar", "watch"),
                                          ("validar", "validate"), ("corregir", "grade"), ("autograder", nil), ("publicar", "publish"),
                                          ("nuevo", "new"), ("siguiente", "next"), ("ayuda", "help")]
        for (name, alias) in pairs {
            #expect(Subcommand.named(name)?.name == name)
            if let alias { #expect(Subcommand.named(alias)?.name == name) }
        }
        #expect(Subcommand.all.count == pairs.count)
        let help = cli("--help")
        #expect(help.status == 0)
        for (name, alias) in pairs {
            #expect(help.out.contains("  " + name))
            if let alias { #expect(help.out.contains("(\(alias))")) }
        }
        #expect(help.out.contains("LESSON_HOME") && help.out.contains("NO_COLOR") && help.out.contains("LESSON_PATH"))
        #expect(help.out.contains("Códigos de salida"))
    }

    @Test("`--version`, `-V`")
    func version() {
        #expect(cli("--version").out == "lesson \(Msg.version)\n")
        #expect(cli("-V").status == 0)
    }

    @Test("Each subcommand explains itself in Spanish: `lesson X --help`, `lesson ayuda X`")
    func perCommandHelp() {
        for command in Subcommand.all {
            let viaFlag = cli(command.name, "--help")
            #expect(viaFlag.status == 0)
            #expect(viaFlag.out.hasPrefix("Uso: lesson \(command.name)"))
            #expect(viaFlag.out.contains(command.details))
            #expect(cli("ayuda", command.name).out == viaFlag.out)
            if let alias = command.alias { #expect(cli(alias, "-h").out == viaFlag.out) }
        }
        #expect(cli("check", "--help").out.contains("--json"))
        #expect(cli("empezar", "--help").out.contains("--dir D"))
    }

    @Test("Usage errors answer in Spanish with exit status 2", arguments: [
        (["nada"], "orden desconocida «nada»"),
        (["leeer"], "¿Quisiste decir «leer»?"),
        (["--nada"], "opción desconocida «--nada»"),
        (["leer"], "falta el argumento ID"),
        (["leer", "a", "b"], "sobra el argumento «b»"),
        (["leer", "x", "--json"], "opción desconocida «--json»"),
        (["check", "ej", "--dir"], "la opción --dir necesita un valor"),
        (["check", "ej", "--json=sí"], "la opción --json no lleva valor"),
        (["repl", "--modelo"], "la opción --modelo necesita un valor"),
        (["ayuda", "nada"], "orden desconocida «nada»"),
        (["lecciones", "-x"], "opción desconocida «-x»"),
    ])
    func usageErrors(arguments: [String], message: String) {
        let output = CapturedOutput()
        let status = CLI.run(arguments, output: output, environment: [:])
        #expect(status == 2)
        #expect(output.standardError.contains(message), "\(output.standardError)")
        #expect(output.standardError.contains("Uso:") || output.standardError.contains("lesson --help"))
        #expect(output.standardOutput.isEmpty)
    }

    @Test("Options: `--dir D`, `--dir=D`, flags, `--`")
    func parsing() {
        guard case .success(let positionals, let options, let flags) =
                CLI.parse(["ej", "--dir=mi dir", "--json"], for: .check) else {
            Issue.record("no se leyó")
            return
        }
        #expect(positionals == ["ej"])
        #expect(options == ["dir": "mi dir"])
        #expect(flags == ["json"])
        guard case .success(let p2, let o2, _) = CLI.parse(["--dir", "d", "--", "-raro"], for: .empezar) else {
            Issue.record("no se leyó")
            return
        }
        #expect(p2 == ["-raro"])
        #expect(o2 == ["dir": "d"])
        guard case .success(_, let o3, _) = CLI.parse(["--model", "pantalla"], for: .repl) else {
            Issue.record("--model es alias de --modelo")
            return
        }
        #expect(o3 == ["modelo": "pantalla"])
    }
}

@Suite("CLI: the real binary")
struct CLIBinaryTests {
    @Test("Exit codes 0 (help, version) and 2 (usage) from the binary")
    func exitCodes() throws {
        #expect(try runLesson(["--help"]).status == 0)
        #expect(try runLesson(["--version"]).stdout == "lesson \(Msg.version)\n")
        let unknown = try runLesson(["nada"])
        #expect(unknown.status == 2)
        #expect(unknown.stderr.contains("orden desconocida «nada»"))
        let flag = try runLesson(["leer", "x", "--nada"])
        #expect(flag.status == 2)
        #expect(flag.stderr.contains("opción desconocida «--nada»"))
    }

    @Test("Subcommands answer with an exit code of DESIGN §3, never crash, and always say something",
          arguments: [["lecciones"], ["list"], ["leer", "no-existe-esta-leccion"], ["ejercicios"],
                      ["check", "no-existe-este-ejercicio"], ["pista", "no-existe-este-ejercicio"],
                      ["validar", "/no/existe/esta/raiz"]])
    func subcommandsNeverCrash(arguments: [String]) throws {
        let result = try runLesson(arguments, timeout: 120)
        #expect(!result.crashed && !result.timedOut)
        #expect([0, 1, 2].contains(result.status), "\(arguments): \(result.status) \(result.stderr)")
        #expect(!(result.stdout + result.stderr).isEmpty)
    }

    @Test("`empezar` of an unknown exercise fails cleanly and writes nothing")
    func empezarUnknown() throws {
        let directory = TemporaryDirectory()
        defer { directory.remove() }
        let target = directory.file("destino")
        let result = try runLesson(["empezar", "no-existe-este-ejercicio", "--dir", target.path])
        #expect(result.status == 1)
        #expect(!FileManager.default.fileExists(atPath: target.path))
    }

    @Test("`lesson repl` and bare `lesson` read piped input; `--modelo` is accepted")
    func replEntries() throws {
        for arguments in [[], ["repl"], ["repl", "--modelo", "pantalla"], ["--model", "pantalla"]] {
            let result = try runLesson(arguments, input: script(":ayuda"))
            #expect(result.status == 0, "\(arguments)")
            #expect(result.stdout.contains(":cargar"), "\(arguments)")
        }
    }

    @Test("The binary links libedit; Package.swift has no package dependencies")
    func linkage() throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/ldd")
        process.arguments = [LessonBinary.path]
        let pipe = Pipe()
        process.standardOutput = pipe
        try process.run()
        let text = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(text.contains("libedit"), "\(text)")
        let manifest = try String(contentsOf: repository.appendingPathComponent("Package.swift"), encoding: .utf8)
        #expect(!manifest.contains(".package("))
        #expect(manifest.contains("pkgConfig: \"libedit\""))
    }

    @Test("`.ci/run` runs exactly the README's test command")
    func ciMatchesReadme() throws {
        let readme = try String(contentsOf: repository.appendingPathComponent("README.md"), encoding: .utf8)
        let ci = try String(contentsOf: repository.appendingPathComponent(".ci/run"), encoding: .utf8)
        let testCommand = "bash scripts/setup.sh && swift test"
        #expect(readme.contains("\n" + testCommand + "\n"))
        #expect(readme.contains("\nbash scripts/setup.sh && swift run -c release lesson\n"))
        #expect(ci.split(separator: "\n").contains { $0 == testCommand })
    }
}

