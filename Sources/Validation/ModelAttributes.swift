import Foundation
import Interpreter
import Language
import Machines
import Messages
import Packs

/// `inicial=` and `legitimo=` checked against the loaded model as swiftc would check them, each
/// problem at the fence of the model's block in the `.md` (never at a file called «inicial»).
enum ModelAttributes {
    static func problems(_ model: ModelSource, loaded: Model) -> [String] {
        let text = (try? String(contentsOfFile: model.path, encoding: .utf8)) ?? ""
        let lines = SourceLines(text)
        func at(_ attribute: String, _ message: String) -> String {
            Diagnostic(message, at: lines.location(path: model.path, line: model.line, text: attribute)).rendered
        }
        var problems: [String] = []
        if let initial = model.initial, let machine = loaded.machine {
            let entry = SourceFile(path: "inicial", text: initial)
            let parsed = Parse.file(entry)
            if let first = parsed.diagnostics.first {
                problems.append(at("inicial=", Msg.Validate.attributeRefused("inicial=\(initial)", first.message)))
            } else if parsed.unit.statements.count == 1, case .expression(let written) = parsed.unit.statements[0].kind {
                let (_, refused) = loaded.types.checkExpression(written, as: machine.stateTypeRef, in: entry)
                if let first = refused.first {
                    problems.append(at("inicial=", Msg.Validate.attributeRefused("inicial=\(initial)", first.message)))
                }
            } else {
                problems.append(at("inicial=", Msg.Validate.initialNotExpression(initial)))
            }
        }
        // Two machines and no `maquina=`: the REPL would guess, and the lesson should not leave it to chance.
        let tied = Machine.tied(in: loaded.interpreter)
        if model.machine == nil, tied.count > 1 {
            let line = lines.location(path: model.path, line: model.line, text: "modelo=")
            problems.append(Diagnostic(Msg.Validate.severalMachines(tied.map(\.signature)), at: line).rendered)
        }
        if let predicate = model.legitimate {
            let functions = loaded.interpreter.allFunctions
            let named = functions.filter { $0.node.name == predicate }
            if named.isEmpty {
                let suggestion = EditDistance.suggestion(for: predicate, among: Array(Set(functions.map(\.node.name))))
                problems.append(at("legitimo=", Msg.Validate.predicateMissing(predicate, suggestion: suggestion)))
            } else if !named.contains(where: { function in
                guard function.node.parameters.count == 1, let result = function.node.result else { return false }
                return loaded.interpreter.resolve(result).displayName == "Bool"
            }) {
                problems.append(at("legitimo=", Msg.Validate.predicateWrongType(predicate)))
            }
        }
        return problems
    }
}
