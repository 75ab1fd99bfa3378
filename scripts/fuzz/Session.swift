// libFuzzer target: a whole REPL session through the same `Session.run` the binary uses, with
// small budgets. The input is up to four sections separated by a line `%%`:
//   1. lines typed at the prompt;
//   2. a model file, written to a scratch folder and loaded with `:cargar`;
//   3. a pack lesson (Markdown), installed in a scratch pack root; each model it names is loaded;
//   4. lines typed after each load.
// After every load the explorer's commands run on whatever loaded. Built by scripts/fuzz.sh.
import Foundation
import Interpreter
import Platform
import REPL

private let scratch: URL = {
    let url = URL(fileURLWithPath: NSTemporaryDirectory()).appendingPathComponent("lesson-fuzz-\(getpid())")
    let pack = url.appendingPathComponent("Lessons/fuzz")
    try? FileManager.default.createDirectory(at: pack, withIntermediateDirectories: true)
    try? Data(#"{"titulo": "Fuzz", "lecciones": ["01-fuzz"]}"#.utf8).write(to: pack.appendingPathComponent("pack.json"))
    return url
}()

private let explorer = [":estado", ":eventos", ":tabla", ":grafo", ":grafo mermaid", ":contar", ":alcanzables 40",
                        ":camino ilegitimo", ":historia", ":exportar-test", ":deshacer", ":rehacer", ":reiniciar"]

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzSession(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let text = String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
    var sections = text.components(separatedBy: "\n%%\n")
    while sections.count < 4 { sections.append("") }
    let after = sections[3].split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    var lines = sections[0].split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    if !sections[1].isEmpty {
        let model = scratch.appendingPathComponent("modelo.swift")
        try? Data(sections[1].utf8).write(to: model)
        lines += [":cargar \(model.path)"] + explorer + after
    }
    if !sections[2].isEmpty {
        try? Data(sections[2].utf8).write(to: scratch.appendingPathComponent("Lessons/fuzz/01-fuzz.md"))
        for name in modelNames(in: sections[2]).prefix(3) {
            lines += [":cargar \(name)"] + explorer + after
        }
    }
    Interpreter.defaultStepBudget = 20_000
    Interpreter.defaultMemoryBudget = 256 << 20
    Session.explorationLimit = 500
    Session.viewExplorationLimit = 500
    let session = Session(output: CapturedOutput(), environment: ["LESSON_PATH": scratch.path, "NO_COLOR": "1"])
    session.run(ScriptedLineSource(lines))
    return 0
}

/// `modelo=NOMBRE` in the lesson's fence lines.
private func modelNames(in markdown: String) -> [String] {
    var names: [String] = []
    for line in markdown.split(separator: "\n") where line.hasPrefix("```") {
        guard let range = line.range(of: "modelo=") else { continue }
        let name = line[range.upperBound...].prefix { $0.isLetter || $0.isNumber || "-_.".contains($0) }
        if !name.isEmpty, !names.contains(String(name)) { names.append(String(name)) }
    }
    return names
}
