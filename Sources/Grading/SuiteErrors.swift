import Foundation

/// The compiler's errors located in the hidden suite's files (`oculto/Pruebas.swift:12:5: error: …`):
/// what `validar` shows an instructor whose suite does not compile with the reference solution.
public enum SuiteErrors {
    public struct Error: Sendable, Equatable {
        /// The suite file's name (`Pruebas.swift`).
        public var file: String
        public var line: Int
        public var column: Int
        public var message: String
    }

    static func read(_ output: String, suiteFolder: String) -> [Error] {
        var found: [Error] = []
        for line in output.split(separator: "\n") {
            guard let range = line.range(of: suiteFolder) else { continue }
            let parts = line[range.upperBound...].split(separator: ":", maxSplits: 4, omittingEmptySubsequences: false)
            guard parts.count == 5, let number = Int(parts[1]), let column = Int(parts[2]),
                  parts[3].trimmingCharacters(in: .whitespaces) == "error" else { continue }
            let error = Error(file: String(parts[0]), line: number, column: column,
                              message: parts[4].trimmingCharacters(in: .whitespaces))
            // One per line: the first is the cause, the rest follow from it.
            if !found.contains(where: { $0.file == error.file && $0.line == error.line }) { found.append(error) }
        }
        return found
    }
}
