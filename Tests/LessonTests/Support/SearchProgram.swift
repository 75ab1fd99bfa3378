import Machines

/// A breadth-first search over a machine's sample events, written in Swift for swiftc: from the
/// initial state, every event to every state reached (up to `limit` states), each step printed as
/// «from, event index, to» with states by their form, then «estados N». The explorer's own search,
/// compiled, for the differential suites.
enum SearchProgram {
    /// `step`: the statement that moves `nuevo` by `evento`; `column`: a Swift expression printed
    /// after the target (a reducer's effect), if any.
    static func source(declarations: String, stateType: String, eventType: String, initial: String, events: [String],
                       step: String, column: String? = nil, limit: Int) -> String {
        let extra = column.map { "\\t\\(\($0))" } ?? ""
        return """
        import Foundation
        \(declarations)
        \(TestExport.formHelperSource)
        let eventosDeLaBusqueda: [\(eventType)] = [
        \(events.map { "    " + $0 + "," }.joined(separator: "\n"))
        ]
        var estadosDeLaBusqueda: [\(stateType)] = [\(initial)]
        var vistosDeLaBusqueda: [String: Int] = [formaDeLaSesion(estadosDeLaBusqueda[0]): 0]
        var siguienteDeLaBusqueda = 0
        while siguienteDeLaBusqueda < estadosDeLaBusqueda.count {
            let estado = estadosDeLaBusqueda[siguienteDeLaBusqueda]
            for (indice, evento) in eventosDeLaBusqueda.enumerated() {
                var nuevo = estado
                \(step)
                let forma = formaDeLaSesion(nuevo)
                var destino = forma
                if vistosDeLaBusqueda[forma] == nil {
                    if estadosDeLaBusqueda.count < \(limit) {
                        vistosDeLaBusqueda[forma] = estadosDeLaBusqueda.count
                        estadosDeLaBusqueda.append(nuevo)
                    } else {
                        destino = "…"
                    }
                }
                print("\\(formaDeLaSesion(estado))\\t\\(indice)\\t\\(destino)\(extra)")
            }
            siguienteDeLaBusqueda += 1
        }
        print("estados \\(estadosDeLaBusqueda.count)")
        """
    }
}
