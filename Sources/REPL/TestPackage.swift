import Foundation
import Language
import Machines
import Messages
import Platform

/// `:exportar-test CARPETA`: a SwiftPM package on which `swift test` runs the session's table
/// test against the model — the model's Swift (a lesson's blocks joined, as the REPL loaded
/// them) as a library target, the test as its test target. Every file starts with lesson's
/// mark, so a later export may replace it and nothing else is ever overwritten.
struct TestPackage {
    static let module = "Modelo"
    static let mark = "// Exportado por lesson"
    /// `Package.swift` must open with the tools version: the mark follows it.
    static let manifestStart = "// swift-tools-version:6.0\n" + mark

    /// Paths relative to the package folder, and their contents.
    var files: [(path: String, text: String)]
    var exported: Int
    var skipped: Int

    static var folders: [String] { ["Sources", "Sources/\(module)", "Tests", "Tests/\(module)Tests"] }

    init(model: Model, machine: Machine, transitions: [Transition]) {
        let test = TestExport.source(model: model, machine: machine, transitions: transitions, module: Self.module)
        exported = test.exported
        skipped = test.skipped
        let manifest = """
            \(Self.manifestStart) desde la sesión del modelo «\(model.name)»: `swift test` en esta carpeta la comprueba.
            import PackageDescription

            let package = Package(
                name: "\(Self.packageName(model.name))",
                targets: [
                    .target(name: "\(Self.module)"),
                    .testTarget(name: "\(Self.module)Tests", dependencies: ["\(Self.module)"]),
                ],
                // El modo de lenguaje de Swift 5, el del REPL: un `var` global del modelo sigue siendo válido.
                swiftLanguageModes: [.v5]
            )

            """
        // A TCA feature compiles beside the part of TCA the REPL runs, written for swiftc.
        let own = Self.declarationsOnly(model.source, unit: model.unit)
        let tca = ComposableArchitecture.imports(model.source)
        let source = "\(Self.mark): el modelo «\(model.name)» tal como lo cargó la sesión.\n"
            + (tca ? ComposableArchitecture.forSwiftc(ComposableArchitecture.withoutPrelude(own, in: model.source)) : own)
        files = [
            ("Package.swift", manifest),
            ("Sources/\(Self.module)/\(Self.module).swift", source.hasSuffix("\n") ? source : source + "\n"),
            ("Tests/\(Self.module)Tests/TransicionesTests.swift", test.source),
        ]
        if tca {
            files.append(("Sources/\(Self.module)/\(ComposableArchitecture.moduleName).swift",
                          "\(Self.mark): \(Msg.TCA.exportedSurface)\n" + ComposableArchitecture.compiledSurface))
        }
    }

    /// A library holds declarations only: top-level statements (a `print` to try the model out)
    /// become blank lines, so every declaration keeps its line number.
    static func declarationsOnly(_ source: SourceFile, unit: SourceUnit) -> String {
        var bytes = source.utf8
        for statement in unit.statements {
            if case .declaration = statement.kind { continue }
            let end = min(statement.span.end, bytes.count)
            guard statement.span.start < end else { continue }
            for index in statement.span.start..<end where bytes[index] != UInt8(ascii: "\n") { bytes[index] = UInt8(ascii: " ") }
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// A SwiftPM package name from the model's: letters, digits and hyphens.
    static func packageName(_ model: String) -> String {
        let kept = model.unicodeScalars.map { CharacterSet.alphanumerics.contains($0) && $0.isASCII ? Character($0) : "-" }
        let name = String(kept).trimmingCharacters(in: CharacterSet(charactersIn: "-"))
        return (name.isEmpty ? "modelo" : name) + "-sesion"
    }

    /// Whether `path` may receive `text` from an export: absent, or a regular file lesson wrote.
    static func mayReplace(_ path: String, manifest: Bool) -> ExistingFile.Kind? {
        let kind = ExistingFile.kind(at: path)
        switch kind {
        case .none: return nil
        case .regular: return ExistingFile.starts(path, with: manifest ? manifestStart : mark) ? nil : .regular
        case .directory, .link, .fifo, .device, .socket: return kind
        }
    }
}
