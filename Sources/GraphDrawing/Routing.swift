/// The lines between two adjacent layers. Every edge passes through a label or dummy element
/// between node layers, so in the band below a node layer each element underneath has one line
/// in (a fan-out), and in the band above a node layer each element overhead has one line out (a
/// fan-in). The lines of one fan share a horizontal track: they all start, or all end, at the
/// same node, so joining them says nothing false. Different fans get tracks that neither overlap
/// nor make one fan's vertical run along another's.
struct Bus {
    /// (column, row where the line meets the element) at the top and bottom of the band.
    var tops: [(column: Int, attach: Int)] = []
    var bottoms: [(column: Int, attach: Int)] = []
    /// An arrowhead on the node above (an edge that points up) or the node below.
    var arrowUp = false
    var arrowDown = false
    var track = -1

    var columns: [Int] { tops.map(\.column) + bottoms.map(\.column) }
    var low: Int { columns.min() ?? 0 }
    var high: Int { columns.max() ?? 0 }
    var isStraight: Bool { low == high }
}

struct Band {
    var buses: [Bus]
    var arrowRowOnTop: Bool
    var arrowRowBelow: Bool
    var tracks: Int

    var rows: Int { max(1, (arrowRowOnTop ? 1 : 0) + tracks + (arrowRowBelow ? 1 : 0)) }
    func trackRow(_ bus: Bus, top: Int) -> Int { top + (arrowRowOnTop ? 1 : 0) + bus.track }

    init(buses: [Bus]) {
        var buses = buses
        arrowRowOnTop = buses.contains { $0.arrowUp }
        arrowRowBelow = buses.contains { $0.arrowDown }
        let bent = buses.indices.filter { !buses[$0].isStraight }
        // `above[b]`: the fans whose track must be higher than b's, because one of their lines
        // comes down a column where one of b's lines goes on down.
        var above = [Int: Set<Int>]()
        for a in bent {
            let starts = Set(buses[a].tops.map(\.column))
            for b in bent where a != b && !starts.isDisjoint(with: buses[b].bottoms.map(\.column)) {
                above[b, default: []].insert(a)
            }
        }
        var placed = Set<Int>(), onTrack: [[Int]] = []
        var pending = bent.sorted { buses[$0].low < buses[$1].low }
        while !pending.isEmpty {
            // The leftmost fan whose constraints are met (or, in a cycle of them, the first).
            let next = pending.firstIndex { (above[$0] ?? []).isSubset(of: placed) } ?? 0
            let bus = pending.remove(at: next)
            var track = (above[bus] ?? []).filter(placed.contains).map { buses[$0].track + 1 }.max() ?? 0
            while track < onTrack.count, onTrack[track].contains(where: { other in
                buses[other].low <= buses[bus].high + 1 && buses[bus].low <= buses[other].high + 1
            }) { track += 1 }
            if track == onTrack.count { onTrack.append([]) }
            onTrack[track].append(bus)
            buses[bus].track = track
            placed.insert(bus)
        }
        tracks = onTrack.count
        self.buses = buses
    }

    /// Draws the band's lines with its first row at `top`.
    func draw(on canvas: inout Canvas, top: Int) {
        let bottom = top + rows - 1
        for bus in buses {
            let row = bus.isStraight ? nil : trackRow(bus, top: top)
            for start in bus.tops {
                let from = bus.arrowUp ? start.attach + 1 : start.attach
                canvas.vertical(start.column, from: from, to: row ?? (bus.arrowDown ? bottom : bus.bottoms[0].attach))
                if bus.arrowUp { canvas.write("▲", row: from, column: start.column, role: .line) }
            }
            guard let row else {
                if bus.arrowDown, let end = bus.bottoms.first { canvas.write("▼", row: bottom, column: end.column, role: .line) }
                continue
            }
            canvas.horizontal(row, from: bus.low, to: bus.high)
            for end in bus.bottoms {
                canvas.vertical(end.column, from: row, to: bus.arrowDown ? bottom : end.attach)
                if bus.arrowDown { canvas.write("▼", row: bottom, column: end.column, role: .line) }
            }
        }
    }
}
