import Foundation
import Messages
import Platform
import REPL

/// The command line: `lesson [ORDEN] [ARGUMENTOS]`. Exit codes: 0 ok, 1 check failed or error
/// in the learner's work (also: a command not yet available), 2 usage error.
public enum CLI {
    public static let usageError: Int32 = 2

    /// The program's entry: real standard streams and environment.
    public static func main(_ arguments: [String]) -> Int32 {
        let environment = ProcessInfo.processInfo.environment
        Budgets.apply(environment)
        return run(arguments, output: StandardOutput(), environment: environment,
                   style: Style.detect(environment: environment, outputIsTerminal: isatty(1) == 1))
    }

    /// Parses and runs one command line, writing to `output`.
    public static func run(_ arguments: [String], output: OutputSink,
                           environment: [String: String] = ProcessInfo.processInfo.environment,
                           style: Style = Style(enabled: false)) -> Int32 {
        guard let first = arguments.first else {
            // «Where was I»: on a terminal, what comes next in the course, before the REPL starts.
            if isatty(0) == 1, output is StandardOutput {
                output.write(SiguienteCommand.text(environment: environment, style: style,
                                                   notice: { output.writeError($0 + "\n") }) + "\n")
            }
            return execute(.repl, [], as: "lesson", output: output, environment: environment, style: style)
        }
        switch first {
        case "-h", "--help":
            output.write(globalHelp + "\n")
            return 0
        case "-V", "--version":
            output.write(Msg.CLI.versionLine(Msg.version) + "\n")
            return 0
        default:
            break
        }
        if first.hasPrefix("-") && first != "-" {
            // `lesson --modelo M` is `lesson repl --modelo M`.
            return execute(.repl, arguments, as: "lesson", output: output, environment: environment, style: style)
        }
        guard let command = Subcommand.named(first) else {
            var lines = [Msg.CLI.unknownCommand(first)]
            if let suggestion = suggestion(for: first) { lines.append(Msg.CLI.didYouMean(suggestion)) }
            lines.append("")
            lines.append(shortUsage)
            lines.append(Msg.CLI.seeHelp(nil))
            output.writeError(lines.joined(separator: "\n") + "\n")
            return usageError
        }
        return execute(command, Array(arguments.dropFirst()), as: "lesson \(command.name)",
                       output: output, environment: environment, style: style)
    }

    private static func execute(_ command: Subcommand, _ arguments: [String], as label: String,
                                output: OutputSink, environment: [String: String], style: Style) -> Int32 {
        switch parse(arguments, for: command) {
        case .help:
            output.write(command.help + "\n")
            return 0
        case .failure(let message):
            output.writeError([message, "\(Msg.CLI.usageTitle) lesson \(command.usage)",
                               Msg.CLI.seeHelp(command.name)].joined(separator: "\n") + "\n")
            return usageError
        case .success(let positionals, let options, let flags):
            return command.run(Invocation(command: command, arguments: positionals, options: options,
                                          flags: flags, environment: environment, output: output, style: style))
        }
    }

    enum Parsed {
        case success([String], [String: String], Set<String>)
        case help
        case failure(String)
    }

    static func parse(_ arguments: [String], for command: Subcommand) -> Parsed {
        var positionals: [String] = []
        var options: [String: String] = [:]
        var flags = Set<String>()
        var index = 0
        var optionsEnded = false
        while index < arguments.count {
            let argument = arguments[index]
            index += 1
            if optionsEnded || !argument.hasPrefix("-") || argument == "-" {
                positionals.append(argument)
                continue
            }
            if argument == "--" { optionsEnded = true; continue }
            if argument == "-h" || argument == "--help" { return .help }
            let parts = argument.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
            let spelling = String(parts[0])
            guard let option = command.options.first(where: { $0.spellings.contains(spelling) }) else {
                return .failure(Msg.CLI.unknownOption(spelling, command: command.name))
            }
            if option.value == nil {
                if parts.count > 1 { return .failure(Msg.CLI.flagTakesNoValue(spelling, command: command.name)) }
                flags.insert(option.name)
            } else if parts.count > 1 {
                options[option.name] = String(parts[1])
            } else if index < arguments.count {
                options[option.name] = arguments[index]
                index += 1
            } else {
                return .failure(Msg.CLI.missingValue(spelling, command: command.name))
            }
        }
        let required = command.arguments.filter(\.isRequired).count
        if positionals.count < required {
            return .failure(Msg.CLI.missingArgument(command.arguments[positionals.count].name, command: command.name))
        }
        if positionals.count > command.arguments.count {
            return .failure(Msg.CLI.unexpectedArgument(positionals[command.arguments.count], command: command.name))
        }
        return .success(positionals, options, flags)
    }

    static func suggestion(for word: String) -> String? {
        EditDistance.suggestion(for: word, among: Subcommand.all.flatMap(\.spellings))
    }

    /// The list of subcommands, for usage errors and the global help.
    static var commandList: String {
        let rows = Subcommand.all.map { command -> (String, String) in
            var left = command.name + (command.alias.map { " (\($0))" } ?? "")
            let rest = command.usage.dropFirst(command.name.count)
            if !rest.isEmpty { left += rest }
            return (left, command.summary)
        }
        let width = rows.map(\.0.count).max() ?? 0
        return rows.map { "  " + $0.0.padding(toLength: width + 3, withPad: " ", startingAt: 0) + $0.1 }
            .joined(separator: "\n")
    }

    static var shortUsage: String {
        "\(Msg.CLI.usageTitle) lesson [ORDEN] [ARGUMENTOS]\n\n\(Msg.CLI.commandsTitle)\n\(commandList)"
    }

    public static var globalHelp: String {
        [Msg.CLI.tagline, "", "\(Msg.CLI.usageTitle) lesson [ORDEN] [ARGUMENTOS]", Msg.CLI.noArgumentsStartsREPL, "",
         Msg.CLI.commandsTitle, commandList, "", Msg.CLI.globalOptions, "", Msg.CLI.environment, "",
         Msg.CLI.exitCodes].joined(separator: "\n")
    }
}
