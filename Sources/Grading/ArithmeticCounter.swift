import Arithmetic
import Foundation
import Interpreter
import Language
import Machines

/// `formas` with the project's arithmetic (the same formula `:contar` shows in the REPL) when
/// the learner's files load as a model of the teaching subset. Files that use Swift beyond the
/// subset do not load; `FrontEndReader` then counts from the syntax tree alone.
struct ArithmeticCounter: @unchecked Sendable {
    private let model: Model?

    init(sources: [LearnerSource]) {
        let source = SourceFile(blocks: sources.map { (path: $0.displayPath, firstLine: 1, text: $0.text) })
        model = try? Model.load(name: "ejercicio", source: source, output: { _ in }).get()
    }

    var loaded: Bool { model != nil }

    /// `Luz = verde + ambar + rojo = 1 + 1 + 1 = 3`, and the count; nil when the type is unknown
    /// to the model (or the files did not load).
    func shapes(of typeName: String) -> TypeShapes? {
        guard let model, case .success(let type) = TypeLookup.resolve(typeName, in: model.interpreter) else { return nil }
        let formula = ShapeAnalyzer(interpreter: model.interpreter).formula(of: type)
        let equation = FormulaText.equation(formula).map { $0.trimmingCharacters(in: .whitespaces) }.joined(separator: " ")
        return TypeShapes(value: formula.count.finite?.description, formula: equation)
    }
}
