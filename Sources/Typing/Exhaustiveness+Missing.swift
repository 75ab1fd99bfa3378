/// How the missing values of a non-exhaustive `switch` are named: as patterns a learner could
/// write (`.listo`, `.fallo(…)`, `(.inactivo, .llego)`), and for a tuple, a whole row or column
/// of missing pairs as one pattern with `_` (`(.listo, _)`).
import Language

extension TypeChecker {
    /// `.a`, `.b(…)` (payload left whole; just `.b` inside a tuple, a pattern that compiles) or,
    /// detailed, `.b(confirmar: false, _)`.
    static func render(_ value: AbstractValue, detailed: Bool, inTuple: Bool = false) -> String {
        switch value {
        case .any: return "_"
        case .enumCase(let name, let labels, let payload):
            guard let payload else { return "." + name }
            guard detailed else { return inTuple ? "." + name : "." + name + "(…)" }
            let parts = payload.enumerated().map { index, element in
                let label = index < labels.count ? labels[index].map { "\($0): " } ?? "" : ""
                return label + render(element, detailed: true)
            }
            return "." + name + "(" + parts.joined(separator: ", ") + ")"
        case .bool(let b): return b ? "true" : "false"
        case .none: return "nil"
        case .some(let inner): return ".some(\(render(inner, detailed: detailed, inTuple: true)))"
        case .tuple(let elements):
            return "(" + elements.map { render($0, detailed: detailed, inTuple: true) }.joined(separator: ", ") + ")"
        }
    }

    /// The values at `indices` of `domain` (missing whole), named in order. For a tuple subject,
    /// a line of the product entirely missing along one component becomes one pattern with `_`.
    func mergedTerms(_ indices: [Int], domain: [AbstractValue], type: SwiftType) -> [(order: Int, text: String)] {
        let plain = indices.map { ($0, TypeChecker.render(domain[$0], detailed: false)) }
        guard case .tuple(let elementTypes) = type, elementTypes.count >= 2 else { return plain }
        var axes: [[AbstractValue]] = []
        for elementType in elementTypes {
            guard let choices = values(of: elementType.type, depth: 1) else { return plain }
            axes.append(choices)
        }
        let sizes = axes.map(\.count)
        guard !indices.isEmpty else { return [] }
        if indices.count == domain.count {
            return [(0, "(" + Array(repeating: "_", count: sizes.count).joined(separator: ", ") + ")")]
        }
        let missing = Set(indices)
        // Row-major: the last component varies fastest, as the domain was built.
        func coordinates(_ index: Int) -> [Int] {
            var rest = index
            var result = Array(repeating: 0, count: sizes.count)
            for axis in sizes.indices.reversed() {
                result[axis] = rest % max(sizes[axis], 1)
                rest /= max(sizes[axis], 1)
            }
            return result
        }
        func index(_ coordinates: [Int]) -> Int {
            zip(coordinates, sizes).reduce(0) { $0 * $1.1 + $1.0 }
        }
        var terms: [(order: Int, text: String)] = []
        var covered = Set<Int>()
        for axis in sizes.indices where sizes[axis] > 1 {
            var seenLines = Set<[Int]>()
            for start in indices {
                var line = coordinates(start)
                line[axis] = 0
                guard seenLines.insert(line).inserted else { continue }
                let members = (0..<sizes[axis]).map { position -> Int in
                    var point = line
                    point[axis] = position
                    return index(point)
                }
                guard members.allSatisfy(missing.contains) else { continue }
                covered.formUnion(members)
                let parts = line.enumerated().map { component, position in
                    component == axis ? "_" : TypeChecker.render(axes[component][position], detailed: false, inTuple: true)
                }
                terms.append((members.min() ?? start, "(" + parts.joined(separator: ", ") + ")"))
            }
        }
        for single in indices where !covered.contains(single) {
            terms.append((single, TypeChecker.render(domain[single], detailed: false)))
        }
        return terms
    }
}
