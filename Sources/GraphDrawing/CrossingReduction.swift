/// Orders each layer to reduce crossings: alternating downward and upward sweeps that sort a
/// layer by the barycenter (or, every other round, the median) of its neighbours' positions in
/// the layer just swept, keeping the best order seen.
extension LayeredGraph {
    mutating func reduceCrossings(rounds: Int = 12) {
        let above = linksAbove(), below = linksBelow()
        var position = Array(repeating: 0, count: elements.count)
        func renumber() {
            for layer in layers { for (index, element) in layer.enumerated() { position[element] = index } }
        }
        renumber()
        var best = layers, bestCrossings = crossings(position: position)
        guard bestCrossings > 0 else { return }
        for round in 0..<rounds {
            let useMedian = round % 2 == 1
            let downward = round % 2 == 0
            let order = downward ? Array(1..<layers.count) : Array((0..<(layers.count - 1)).reversed())
            for layer in order {
                let keys = layers[layer].map { element -> Double in
                    let neighbours = downward ? above[element].map { position[links[$0].upper] }
                                              : below[element].map { position[links[$0].lower] }
                    guard !neighbours.isEmpty else { return Double(position[element]) }
                    if useMedian {
                        let sorted = neighbours.sorted()
                        return sorted.count % 2 == 1 ? Double(sorted[sorted.count / 2])
                            : Double(sorted[sorted.count / 2 - 1] + sorted[sorted.count / 2]) / 2
                    }
                    return Double(neighbours.reduce(0, +)) / Double(neighbours.count)
                }
                let sorted = zip(layers[layer], keys).enumerated().sorted { a, b in
                    (a.element.1, a.offset) < (b.element.1, b.offset)
                }
                layers[layer] = sorted.map(\.element.0)
                for (index, element) in layers[layer].enumerated() { position[element] = index }
            }
            let count = crossings(position: position)
            if count < bestCrossings {
                best = layers
                bestCrossings = count
                if count == 0 { break }
            }
        }
        layers = best
    }

    /// Pairs of links between the same two layers whose ends are in opposite orders.
    func crossings(position: [Int]) -> Int {
        var byLayer: [Int: [(Int, Int)]] = [:]
        for link in links {
            byLayer[elements[link.upper].layer, default: []].append((position[link.upper], position[link.lower]))
        }
        var count = 0
        for pairs in byLayer.values {
            for i in pairs.indices {
                for j in (i + 1)..<pairs.count where (pairs[i].0 - pairs[j].0) * (pairs[i].1 - pairs[j].1) < 0 {
                    count += 1
                }
            }
        }
        return count
    }
}
