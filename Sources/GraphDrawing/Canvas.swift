import Messages

/// A grid of terminal cells. Lines are kept as the directions they leave each cell in (and how
/// heavy), so that crossings, corners and a box border with a line leaving it compose into the
/// right box-drawing character; text is written over them.
struct Canvas {
    enum Weight: Int { case none = 0, light, heavy, double }
    enum Direction: Int { case up = 0, down, left, right }

    enum Cell: Equatable {
        case empty
        case lines([Weight], GraphPicture.Role)
        case text(Character, GraphPicture.Role)
        /// The second column of a wide character.
        case covered
    }

    private(set) var cells: [[Cell]] = []
    private(set) var width = 0

    var height: Int { cells.count }

    private mutating func reach(row: Int, column: Int) {
        while cells.count <= row { cells.append(Array(repeating: .empty, count: width)) }
        if column >= width {
            width = column + 1
            for index in cells.indices { cells[index] += Array(repeating: .empty, count: width - cells[index].count) }
        }
    }

    mutating func connect(_ row: Int, _ column: Int, _ direction: Direction, _ weight: Weight = .light,
                          role: GraphPicture.Role = .line) {
        guard row >= 0, column >= 0 else { return }
        reach(row: row, column: column)
        // Text (a label, a box's inside) is never crossed out by a line.
        if case .text = cells[row][column] { return }
        if case .covered = cells[row][column] { return }
        var weights = [Weight](repeating: .none, count: 4), cellRole = role
        if case .lines(let existing, let existingRole) = cells[row][column] {
            weights = existing
            cellRole = existingRole
        }
        if weights[direction.rawValue].rawValue < weight.rawValue { weights[direction.rawValue] = weight }
        cells[row][column] = .lines(weights, cellRole)
    }

    mutating func vertical(_ column: Int, from top: Int, to bottom: Int, _ weight: Weight = .light,
                           role: GraphPicture.Role = .line) {
        for row in min(top, bottom)..<max(top, bottom) {
            connect(row, column, .down, weight, role: role)
            connect(row + 1, column, .up, weight, role: role)
        }
    }

    mutating func horizontal(_ row: Int, from left: Int, to right: Int, _ weight: Weight = .light,
                             role: GraphPicture.Role = .line) {
        for column in min(left, right)..<max(left, right) {
            connect(row, column, .right, weight, role: role)
            connect(row, column + 1, .left, weight, role: role)
        }
    }

    mutating func write(_ text: String, row: Int, column: Int, role: GraphPicture.Role) {
        var column = column
        for character in text {
            let columns = DisplayWidth.of(character)
            guard columns > 0 else { continue }
            reach(row: row, column: column + columns - 1)
            cells[row][column] = .text(character, role)
            if columns == 2 { cells[row][column + 1] = .covered }
            column += columns
        }
    }

    /// A box with its top-left corner at (`row`, `column`); lines may already touch its border.
    mutating func box(row: Int, column: Int, width: Int, height: Int, weight: Weight, role: GraphPicture.Role) {
        let right = column + width - 1, bottom = row + height - 1
        horizontal(row, from: column, to: right, weight, role: role)
        horizontal(bottom, from: column, to: right, weight, role: role)
        vertical(column, from: row, to: bottom, weight, role: role)
        vertical(right, from: row, to: bottom, weight, role: role)
        for inner in (row + 1)..<bottom {
            for x in (column + 1)..<right { cells[inner][x] = .text(" ", role) }
        }
    }

    /// The cells as runs of one role each.
    func runs() -> [[GraphPicture.Run]] {
        cells.map { row in
            var runs: [GraphPicture.Run] = []
            for cell in row {
                let (text, role): (String, GraphPicture.Role)
                switch cell {
                case .empty: (text, role) = (" ", .text)
                case .covered: continue
                case .text(let character, let cellRole): (text, role) = (String(character), cellRole)
                case .lines(let weights, let cellRole): (text, role) = (String(Self.glyph(weights)), cellRole)
                }
                if let last = runs.last, last.role == role || text == " " {
                    runs[runs.count - 1].text += text
                } else {
                    runs.append(GraphPicture.Run(text: text, role: role))
                }
            }
            while let last = runs.last, last.text.allSatisfy({ $0 == " " }) { runs.removeLast() }
            if let last = runs.last {
                var text = last.text
                while text.hasSuffix(" ") { text.removeLast() }
                runs[runs.count - 1].text = text
            }
            return runs
        }
    }

    /// Up, down, left, right: the box-drawing character joining those directions.
    static func glyph(_ weights: [Weight]) -> Character {
        let present = weights.filter { $0 != .none }
        let mask = weights.enumerated().reduce(0) { $0 | ($1.element == .none ? 0 : 1 << $1.offset) }
        if let heaviest = present.max(by: { $0.rawValue < $1.rawValue }), present.allSatisfy({ $0 == heaviest }),
           let glyph = tables[heaviest]?[mask] {
            return glyph
        }
        // A light line leaving a heavy or double border.
        let key = weights.map { String($0.rawValue) }.joined()
        if let glyph = mixed[key] { return glyph }
        return tables[.light]?[mask] ?? "┼"
    }

    // Bits: up 1, down 2, left 4, right 8.
    private static let tables: [Weight: [Int: Character]] = [
        .light: [1: "│", 2: "│", 3: "│", 4: "─", 8: "─", 12: "─", 10: "┌", 6: "┐", 9: "└", 5: "┘",
                 11: "├", 7: "┤", 14: "┬", 13: "┴", 15: "┼"],
        .heavy: [1: "┃", 2: "┃", 3: "┃", 4: "━", 8: "━", 12: "━", 10: "┏", 6: "┓", 9: "┗", 5: "┛",
                 11: "┣", 7: "┫", 14: "┳", 13: "┻", 15: "╋"],
        .double: [1: "║", 2: "║", 3: "║", 4: "═", 8: "═", 12: "═", 10: "╔", 6: "╗", 9: "╚", 5: "╝",
                  11: "╠", 7: "╣", 14: "╦", 13: "╩", 15: "╬"],
    ]
    // Weights of up, down, left, right.
    private static let mixed: [String: Character] = [
        "0122": "┯", "1022": "┷", "2201": "┠", "2210": "┨",
        "0133": "╤", "1033": "╧", "3301": "╟", "3310": "╢",
    ]
}
