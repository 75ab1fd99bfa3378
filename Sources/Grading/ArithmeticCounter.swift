import Arithmetic
import Foundation
import Interpreter
import Language
import Machines
import Typing

/// `formas` with the project's arithmetic: the same formula `:contar` shows in the REPL. Files
/// that load as a model are counted from the loaded model; files that use Swift beyond the
/// subset (or do not type-check) are counted from their declarations alone, by the same engine.
struct ArithmeticCounter: @unchecked Sendable {
    private let interpreter: Interpreter

    init(sources: [LearnerSource], program: Program) {
        let joined = SourceFile(blocks: sources.map { (path: $0.displayPath, firstLine: 1, text: $0.text) })
        if let model = try? Model.load(name: "ejercicio", source: joined, output: { _ in }).get() {
            interpreter = model.interpreter
        } else {
            interpreter = Interpreter(moduleName: "main", output: { _ in })
            interpreter.declareOnly(program)
        }
    }

    /// `Luz = verde + ambar + rojo = 1 + 1 + 1 = 3`, and the count; nil when the type is unknown.
    func shapes(of typeName: String) -> TypeShapes? {
        guard case .success(let type) = TypeLookup.resolve(typeName, in: interpreter) else { return nil }
        let formula = ShapeAnalyzer(interpreter: interpreter).formula(of: type)
        let equation = FormulaText.equation(formula).map { $0.trimmingCharacters(in: .whitespaces) }.joined(separator: " ")
        return TypeShapes(value: formula.count.finite?.description, formula: equation)
    }
}
