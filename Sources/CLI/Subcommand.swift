import Foundation
import Messages
import Platform

/// One subcommand of DESIGN §3: its spellings, what it takes, its help and its handler.
/// Each lives in its own file under `Commands/`, beside its handler, so the owner of the work
/// edits one file. `Subcommand.all` (in `Subcommands.swift`) lists them in help order.
public struct Subcommand: Sendable {
    public struct Argument: Sendable {
        public let name: String
        public let isRequired: Bool
        public init(_ name: String, required: Bool = true) { self.name = name; self.isRequired = required }
    }

    public struct Option: Sendable {
        /// Canonical long name without dashes: `dir`. Invocation looks options up by it.
        public let name: String
        /// Other long names without dashes, e.g. `model` for `modelo`.
        public let aliases: [String]
        /// The value's placeholder (`D`), or nil for a flag such as `--json`.
        public let value: String?
        public let summary: String
        public init(_ name: String, aliases: [String] = [], value: String? = nil, summary: String) {
            self.name = name; self.aliases = aliases; self.value = value; self.summary = summary
        }
        var spellings: [String] { ([name] + aliases).map { "--" + $0 } }
        var usage: String { "--" + name + (value.map { " " + $0 } ?? "") }
    }

    /// Spanish name (`leer`); `check` keeps its English name as in DESIGN §3.
    public let name: String
    /// The other spelling (`read`), if any.
    public let alias: String?
    public let arguments: [Argument]
    public let options: [Option]
    /// One line for the global help.
    public let summary: String
    /// A paragraph for `lesson ORDEN --help`.
    public let details: String
    public let run: @Sendable (Invocation) -> Int32

    public init(name: String, alias: String?, arguments: [Argument] = [], options: [Option] = [],
                summary: String, details: String, run: @escaping @Sendable (Invocation) -> Int32) {
        self.name = name; self.alias = alias; self.arguments = arguments; self.options = options
        self.summary = summary; self.details = details; self.run = run
    }

    public var spellings: [String] { [name] + (alias.map { [$0] } ?? []) }

    /// `leer ID`, `empezar EJ [--dir D]`.
    public var usage: String {
        var parts = [name]
        parts += arguments.map { $0.isRequired ? $0.name : "[\($0.name)]" }
        parts += options.map { "[\($0.usage)]" }
        return parts.joined(separator: " ")
    }

    /// The help shown by `lesson ORDEN --help` and `lesson ayuda ORDEN`.
    public var help: String {
        var lines = ["\(Msg.CLI.usageTitle) lesson \(usage)"]
        if let alias { lines.append("     lesson \(alias) …  (alias en inglés)") }
        lines.append("")
        lines.append(details)
        lines.append("")
        lines.append(Msg.CLI.optionsTitle)
        let rows = options.map { (([$0.usage] + $0.aliases.map { "--" + $0 }).joined(separator: ", "), $0.summary) }
            + [("-h, --help", Msg.CLI.Help.thisHelp)]
        let width = rows.map(\.0.count).max() ?? 0
        lines += rows.map { "  " + $0.0.padding(toLength: width + 3, withPad: " ", startingAt: 0) + $0.1 }
        return lines.joined(separator: "\n")
    }
}

/// What a handler receives: the parsed command line and where to write.
public struct Invocation {
    public let command: Subcommand
    /// Positional arguments, in order.
    public let arguments: [String]
    /// Options with values, by canonical name (`dir` → `./mi-ejercicio`).
    public let options: [String: String]
    /// Flags given, by canonical name (`json`).
    public let flags: Set<String>
    public let environment: [String: String]
    public let output: OutputSink
    public let style: Style

    /// The positional argument declared under `name` (e.g. `ID`), if given.
    public func argument(_ name: String) -> String? {
        guard let index = command.arguments.firstIndex(where: { $0.name == name }),
              index < arguments.count else { return nil }
        return arguments[index]
    }
    public func option(_ name: String) -> String? { options[name] }
    public func flag(_ name: String) -> Bool { flags.contains(name) }

    /// A line on standard output.
    public func say(_ text: String) { output.write(text + "\n") }
    /// A line on standard error.
    public func complain(_ text: String) { output.writeError(text + "\n") }
}
