import Foundation
import Messages
import Packs
import Platform

/// `lesson nuevo paquete|leccion|ejercicio NOMBRE`: skeletons `validar` accepts at once, written
/// under a pack root (the current folder). Nothing that exists is overwritten.
public enum Scaffold {
    public enum Kind: String, CaseIterable, Sendable { case paquete, leccion, ejercicio }

    public struct Problem: Error, Sendable { public var message: String }

    /// Letters, digits, `-` and `_`, starting with a letter or digit.
    static func isName(_ name: String) -> Bool {
        guard let first = name.unicodeScalars.first, first.properties.isAlphabetic || ("0"..."9").contains(first) else { return false }
        return name.unicodeScalars.allSatisfy { $0.properties.isAlphabetic || ("0"..."9").contains($0) || $0 == "-" || $0 == "_" }
    }

    /// The files written, relative to `root`.
    public static func create(_ kind: Kind, name: String, in root: URL) -> Result<[String], Problem> {
        switch kind {
        case .paquete:
            guard isName(name) else { return .failure(Problem(message: Msg.Scaffold.badName(name))) }
            let lesson = "01-primera"
            return write(root, [
                ("Lessons/\(name)/pack.json", "{\"titulo\": \"\(name)\", \"lecciones\": [\"\(lesson)\"]}\n"),
                ("Lessons/\(name)/\(lesson).md", lessonText(pack: name, lesson: lesson)),
            ])
        case .leccion:
            let parts = name.split(separator: "/").map(String.init)
            guard parts.count == 2, isName(parts[0]), isName(parts[1]) else { return .failure(Problem(message: Msg.Scaffold.badLessonName(name))) }
            let manifestURL = root.appendingPathComponent("Lessons/\(parts[0])/pack.json")
            guard let text = try? String(contentsOf: manifestURL, encoding: .utf8) else {
                return .failure(Problem(message: Msg.Scaffold.noPack(parts[0])))
            }
            guard let manifest = PackManifest.parse(text, path: manifestURL.path, packName: parts[0]).0 else {
                return .failure(Problem(message: Msg.Scaffold.brokenPack(manifestURL.path)))
            }
            guard !manifest.lessons.contains(where: { $0.name == parts[1] }) else {
                return .failure(Problem(message: Msg.Scaffold.exists("Lessons/\(name).md")))
            }
            let lessons = (manifest.lessons.map(\.name) + [parts[1]]).map { "\"\(escaped($0))\"" }.joined(separator: ", ")
            let result = write(root, [("Lessons/\(name).md", lessonText(pack: parts[0], lesson: parts[1]))])
            guard case .success = result else { return result }
            do {
                try AtomicFile.write(Data("{\"titulo\": \"\(escaped(manifest.title))\", \"lecciones\": [\(lessons)]}\n".utf8), to: manifestURL)
            } catch {
                return .failure(Problem(message: Msg.Scaffold.cannotWrite(manifestURL.path)))
            }
            return .success(["Lessons/\(name).md", "Lessons/\(parts[0])/pack.json"])
        case .ejercicio:
            guard isName(name) else { return .failure(Problem(message: Msg.Scaffold.badName(name))) }
            let base = "Exercises/\(name)"
            return write(root, [
                ("\(base)/exercise.json", exerciseJSON(name)),
                ("\(base)/enunciado.md", Msg.Scaffold.statement(name)),
                ("\(base)/plantilla/Interruptor.swift", template),
                ("\(base)/solucion/Interruptor.swift", solution),
                ("\(base)/pruebas/PruebasInterruptor.swift", Msg.Scaffold.suite),
            ])
        }
    }

    private static func escaped(_ text: String) -> String {
        text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"")
    }

    /// All or nothing: refuses when any file exists, then writes each.
    private static func write(_ root: URL, _ files: [(String, String)]) -> Result<[String], Problem> {
        for (path, _) in files where FileManager.default.fileExists(atPath: root.appendingPathComponent(path).path) {
            return .failure(Problem(message: Msg.Scaffold.exists(path)))
        }
        for (path, text) in files {
            let url = root.appendingPathComponent(path)
            do {
                try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
                try AtomicFile.write(Data(text.utf8), to: url)
            } catch {
                return .failure(Problem(message: Msg.Scaffold.cannotWrite(url.path)))
            }
        }
        return .success(files.map(\.0))
    }

    static func lessonText(pack: String, lesson: String) -> String {
        let model = "\(pack)-\(lesson)"
        return Msg.Scaffold.lesson(title: lesson, model: model, code: """
            enum Luz { case apagada, encendida }
            enum Pulsacion { case pulsar }

            func siguiente(_ luz: Luz, ante pulsacion: Pulsacion) -> Luz {
                switch (luz, pulsacion) {
                case (.apagada, .pulsar): return .encendida
                case (.encendida, .pulsar): return .apagada
                }
            }
            """)
    }

    static func exerciseJSON(_ name: String) -> String {
        """
        {"titulo": "\(escaped(name))",
         "archivos": ["Interruptor.swift"],
         "pistas": ["\(escaped(Msg.Scaffold.hint))"],
         "comprobaciones": [{"tipo": "formas", "de": "Interruptor", "igual": 2},
                            {"tipo": "sin-default", "de": "Interruptor"}],
         "limite_segundos": 10}

        """
    }

    static let template = """
        enum Interruptor { case apagado, encendido, roto }
        enum Orden { case pulsar }

        func siguiente(_ interruptor: Interruptor, ante orden: Orden) -> Interruptor {
            interruptor
        }

        """

    static let solution = """
        enum Interruptor { case apagado, encendido }
        enum Orden { case pulsar }

        func siguiente(_ interruptor: Interruptor, ante orden: Orden) -> Interruptor {
            switch interruptor {
            case .apagado: return .encendido
            case .encendido: return .apagado
            }
        }

        """
}
