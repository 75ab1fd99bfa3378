import Foundation
import Grading
import Messages
import Packs
import Platform

extension Subcommand {
    public static let nuevo = Subcommand(
        name: "nuevo", alias: "new",
        arguments: [.init("TIPO"), .init("NOMBRE")],
        options: [.init("raiz", value: "R", summary: Msg.CLI.Help.raiz)],
        summary: Msg.CLI.Help.nuevo, details: Msg.CLI.Help.nuevoDetails,
        run: NuevoCommand.run)

    public static let publicar = Subcommand(
        name: "publicar", alias: "publish",
        arguments: [.init("RAIZ"), .init("DESTINO")],
        options: [.init("sin-pruebas", summary: Msg.CLI.Help.sinPruebas)],
        summary: Msg.CLI.Help.publicar, details: Msg.CLI.Help.publicarDetails,
        run: PublicarCommand.run)
}

/// `lesson nuevo paquete|leccion|ejercicio NOMBRE [--raiz R]`.
enum NuevoCommand {
    static func run(_ invocation: Invocation) -> Int32 {
        guard let kind = Scaffold.Kind(rawValue: (invocation.argument("TIPO") ?? "").replacingOccurrences(of: "ó", with: "o")) else {
            invocation.complain("lesson: " + Msg.Scaffold.unknownKind)
            return CLI.usageError
        }
        let current = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
        let root = invocation.option("raiz").map { URL(fileURLWithPath: $0, relativeTo: current).standardizedFileURL } ?? current
        switch Scaffold.create(kind, name: invocation.argument("NOMBRE") ?? "", in: root) {
        case .success(let files):
            invocation.say(Msg.Scaffold.created(files))
            return 0
        case .failure(let problem):
            invocation.complain("lesson: " + problem.message)
            return 1
        }
    }
}

/// `lesson publicar RAIZ DESTINO [--sin-pruebas]`.
enum PublicarCommand {
    static func run(_ invocation: Invocation) -> Int32 {
        let current = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
        let rootPath = invocation.argument("RAIZ") ?? "."
        let root = URL(fileURLWithPath: rootPath, relativeTo: current).standardizedFileURL
        guard PackRoots.isRoot(root) else {
            invocation.complain("lesson: " + Msg.Validate.notARoot(rootPath))
            return CLI.usageError
        }
        let destination = URL(fileURLWithPath: invocation.argument("DESTINO") ?? "", relativeTo: current).standardizedFileURL
        let withoutSuites = invocation.flag("sin-pruebas")
        switch Publisher.publish(root: root, to: destination, withoutSuites: withoutSuites) {
        case .success(let count):
            invocation.say(Msg.Scaffold.published(Grader.display(destination, base: current), exercises: count, withoutSuites: withoutSuites))
            return 0
        case .failure(let problem):
            invocation.complain("lesson: " + problem.message)
            return 1
        }
    }
}
