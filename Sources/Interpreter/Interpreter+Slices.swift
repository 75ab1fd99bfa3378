import Language
import Messages

/// `xs[...]`, and an array slice as the mutable collection Swift makes it: its subscripts read
/// and write by the indices of the array it comes from, and its in-place changes (`append`,
/// `removeFirst`…) keep those indices as Swift keeps them.
extension Interpreter {
    /// `xs[...]`: all of an array (as a slice), of a slice, of a string (as a substring) or of a range.
    func wholeCollection(_ container: Value, span: Span) throws -> Value {
        switch container {
        case .array(let elements): return arraySlice(of: container, 0..<elements.count) ?? container
        case .string(let text): return .substring(SubstringValue(text: text, start: 0))
        case .substring: return container
        case .range(let range) where range.isBounded: return container
        default:
            if container.arraySlice != nil { return container }
            throw error(Msg.Run.notInSubset(Msg.Run.unboundedSubscript(runtimeTypeName(container))), span)
        }
    }

    /// Every index of an array or a slice, as the range `xs[...]` stands for.
    func wholeIndices(of container: Value) -> Value? {
        let start: Int, count: Int
        switch container {
        case .array(let elements): (start, count) = (0, elements.count)
        default:
            guard let (elements, first) = container.arraySlice else { return nil }
            (start, count) = (first, elements.count)
        }
        return .range(RangeValue(lower: .int(start), upper: .int(start + count), kind: .halfOpen))
    }

    /// `xs[i] = v`, `xs[1...2] = [8, 9]`, `xs[...] = []`, `trozo[i] += 1`: `body` changes the
    /// element, or the elements, at `index` of the array or the slice in `container`.
    func modifyElements(_ container: inout Value, at index: Value, span: Span, _ body: (inout Value) throws -> Void) throws {
        let start = container.arraySlice?.start
        try changeElements(&container, span: span, otherwise: error(Msg.Run.notAssignable, span)) { elements in
            switch index {
            case .range(let range):
                let positions = try slicePositions(range, count: elements.count, start: start ?? 0, span: span)
                var part = Value.array(Array(elements[positions]))
                try body(&part)
                elements.replaceSubrange(positions, with: try sequenceElements(part, span))
            case .int(let position):
                let offset = position - (start ?? 0)
                guard elements.indices.contains(offset) else {
                    throw indexOutOfRange(position, start: start, count: elements.count, span: span)
                }
                try body(&elements[offset])
            default:
                throw error(Msg.Run.notAssignable, span)
            }
        }
    }

    /// Runs `change` on the elements of the array or the slice in `stored`. A slice keeps where
    /// it starts, except as `start` says.
    func changeElements<Result>(_ stored: inout Value, start rule: SliceStart = .kept, span: Span,
                                otherwise: @autoclosure () -> RuntimeError,
                                _ change: (inout [Value]) throws -> Result) throws -> Result {
        if case .array(var elements) = stored {
            stored = .void
            defer { stored = .array(elements) }
            return try changeArray(&elements, span, change)
        }
        guard case .structure(var slice) = stored, slice.type.library == .arraySlice, case .array(var elements) = slice.fields[0],
              case .int(let start) = slice.fields[1] else { throw otherwise() }
        // Nothing else holds the elements while they change: they are not copied.
        stored = .void
        slice.fields = []
        let before = elements.count
        defer {
            let newStart: Int
            switch rule {
            case .kept: newStart = start
            case .movedByRemovedFront: newStart = start + before - elements.count
            case .reset: newStart = 0
            }
            stored = libraryValue(.arraySlice, [.array(elements), .int(newStart)])
        }
        return try changeArray(&elements, span, change)
    }

    /// An index outside an array (`index` counted from 0) or outside a slice that starts at `start`.
    func indexOutOfRange(_ index: Int, start: Int?, count: Int, span: Span) -> RuntimeError {
        guard let start else { return error(Msg.Run.indexOutOfRange(index, count), span) }
        return error(Msg.Run.sliceIndexOutOfRange(index, start, start + count), span)
    }
}

extension Interpreter {
    /// `s[i]` and `s[i..<j]` of a string or a substring (whose text starts at index `start` of
    /// the string it was cut from): a `String.Index` is a character offset at run time (the
    /// checker refuses an Int), and a substring is read by its string's indices, as in Swift.
    func textSubscript(_ text: String, start: Int, _ index: Value, span: Span) throws -> Value {
        switch index {
        case .int(let position):
            let offset = position - start
            guard offset >= 0, offset < text.count else { throw error(Msg.Run.stringIndexOutOfRange, span) }
            return .string(String(text[text.index(text.startIndex, offsetBy: offset)]))
        case .range(let range):
            let positions = try slicePositions(range, count: text.count, start: start, span: span)
            return .substring(SubstringValue(text: String(text.dropFirst(positions.lowerBound).prefix(positions.count)),
                                             start: start + positions.lowerBound))
        default:
            throw error(Msg.Run.stringIndexOutOfRange, span)
        }
    }
}

/// Where a slice starts once changed: where it did (`append`, `insert`, `remove(at:)`), past
/// what `removeFirst` took off its front, or at 0 once `removeAll()` made it a new empty one.
enum SliceStart { case kept, movedByRemovedFront, reset }
