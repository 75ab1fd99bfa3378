import Machines
import Messages

/// What `:alcanzables` lists of the states it reached, named as tables and graphs name them
/// (`StateNames`): an enum's cases (said by the caller), the cases of the enum field a struct's
/// switches look at, or the states themselves by the fields that vary, nearest first, at most
/// `limit` of them.
struct ReachedListing {
    let exploration: Exploration
    let limit: Int

    func lines() -> [String] {
        let names = StateNames(exploration: exploration)
        switch names.basis {
        case .cases:
            return []
        case .fields(let fields):
            var seen = Set<String>()
            var labels: [String] = []
            for state in exploration.states {
                guard let key = names.group(of: state), seen.insert(key).inserted else { continue }
                labels.append(names.label(of: state))
            }
            if fields.count == 1 { return [Msg.Explore.fieldCasesReached(fields[0].name, labels.map { "." + $0 })] }
            return [Msg.Explore.combinationsReached(fields.map(\.name))] + shown(labels, total: labels.count, complete: true)
        case .states(let varying):
            let labels = exploration.states.prefix(limit).map(names.label(of:))
            return [Msg.Explore.statesReached(varying: varying.map(\.name))]
                + shown(labels, total: exploration.states.count, complete: exploration.isComplete)
        }
    }

    /// One label a line, and how many more there are.
    private func shown(_ labels: [String], total: Int, complete: Bool) -> [String] {
        let lines = labels.prefix(limit).map { "    " + $0 }
        guard lines.count < total || !complete else { return lines }
        return lines + [Msg.Explore.showingReached(lines.count, of: total, complete: complete)]
    }
}
