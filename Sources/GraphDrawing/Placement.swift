/// Columns for every element: each layer in its order, each element as near as the layer
/// allows to the mean of its neighbours' attach columns. Placing one layer is a least-squares
/// fit under minimum gaps, solved by pooling adjacent violators: elements pushed against each
/// other move as one block to the weighted mean of what they want.
extension LayeredGraph {
    mutating func place(sweeps: Int = 6) {
        let above = linksAbove(), below = linksBelow()
        for layer in layers {
            var x = 0
            for (index, element) in layer.enumerated() {
                if index > 0 { x += gap(layer[index - 1], element) }
                elements[element].x = x
                x += elements[element].width
            }
        }
        func center(_ element: Int) -> Double { Double(elements[element].x + elements[element].anchor) }
        for sweep in 0..<(sweeps * 2 + 1) {
            let last = sweep == sweeps * 2
            let downward = sweep % 2 == 0
            let order = downward || last ? Array(layers.indices) : Array(layers.indices.reversed())
            for layer in order {
                let wanted = layers[layer].map { element -> Double in
                    var neighbours: [Int] = []
                    if downward || last { neighbours += above[element].map { links[$0].upper } }
                    if !downward || last { neighbours += below[element].map { links[$0].lower } }
                    guard !neighbours.isEmpty else { return center(element) }
                    return neighbours.map(center).reduce(0, +) / Double(neighbours.count)
                }
                fit(layer: layers[layer], wanted: wanted)
            }
        }
        let left = elements.map(\.x).min() ?? 0
        for index in elements.indices { elements[index].x -= left }
    }

    /// Columns between two neighbours in a layer: two lines may run closer than boxes and text.
    func gap(_ left: Int, _ right: Int) -> Int {
        if case .dummy = elements[left].kind, case .dummy = elements[right].kind { return 1 }
        return 2
    }

    private func weight(_ element: Int) -> Double {
        switch elements[element].kind {
        case .dummy: return 4  // long edges stay straight
        case .label: return 2
        case .node: return 1
        }
    }

    private mutating func fit(layer: [Int], wanted: [Double]) {
        guard !layer.isEmpty else { return }
        // Offsets of each element from the first when packed tight.
        var offset = [0]
        for index in 1..<layer.count {
            let previous = layer[index - 1]
            offset.append(offset[index - 1] + elements[previous].width + gap(previous, layer[index]))
        }
        struct Block { var first: Int, last: Int, weight: Double, sum: Double; var start: Double { sum / weight } }
        var blocks: [Block] = []
        for (index, element) in layer.enumerated() {
            let w = weight(element)
            let desired = wanted[index] - Double(elements[element].anchor) - Double(offset[index])
            blocks.append(Block(first: index, last: index, weight: w, sum: desired * w))
            // Block starts are in terms of the first element's column: merge while out of order.
            while blocks.count > 1, blocks[blocks.count - 2].start >= blocks[blocks.count - 1].start {
                let top = blocks.removeLast()
                blocks[blocks.count - 1].last = top.last
                blocks[blocks.count - 1].weight += top.weight
                blocks[blocks.count - 1].sum += top.sum
            }
        }
        for block in blocks {
            let start = Int(block.start.rounded())
            for index in block.first...block.last { elements[layer[index]].x = start + offset[index] }
        }
        // Rounding can bring two blocks one column too close: push right where needed.
        for index in 1..<layer.count {
            let previous = layer[index - 1]
            let minimum = elements[previous].x + elements[previous].width + gap(previous, layer[index])
            if elements[layer[index]].x < minimum { elements[layer[index]].x = minimum }
        }
    }
}
