import Foundation
import Language
import Messages

// The memory budget: storage for collections and strings is charged as it is made (a result,
// a growth, a copy-on-write copy), so a program that doubles an array stops with a Spanish
// message before it asks the system for gigabytes, instead of aborting in the allocator.

extension Interpreter {
    /// Bytes one element of an array takes in the interpreter.
    static let elementBytes = MemoryLayout<Value>.stride

    /// Charges `bytes` of new storage to the run. A large piece is also weighed against what the
    /// process holds already, so values kept from earlier entries count too. The error is at
    /// `span` of `file`, by default the file running now.
    @inline(__always)
    func chargeMemory(_ bytes: Int, _ span: Span, in file: SourceFile? = nil) throws {
        memoryUsed &+= bytes
        // Once spent, spent until the next entry: what the entry runs after this stops as well.
        if isOutOfMemory || memoryUsed > memoryBudget || bytes >= 1 << 20 && ResidentMemory.bytes() &+ bytes > memoryBudget {
            memoryUsed = 0
            isOutOfMemory = true
            throw error(Msg.Run.outOfMemory(memoryBudget), span, in: file)
        }
    }

    /// Charges what a caller keeps beside the values for the rest of the entry (an exploration's
    /// key for each state it has seen): kept storage is storage, and the budget stands for it all.
    public func chargeKept(_ bytes: Int, for function: Located<FunctionDecl>) throws {
        try chargeMemory(bytes, function.node.nameSpan, in: function.file)
    }

    func chargeElements(_ count: Int, _ span: Span) throws {
        let (bytes, overflow) = count.multipliedReportingOverflow(by: Self.elementBytes)
        try chargeMemory(overflow ? Int.max / 2 : bytes, span)
    }

    /// Before `left op right` builds a new array or string, charges its size.
    func chargeResult(_ op: String, _ left: Value, _ right: Value, _ span: Span) throws {
        guard op == "+" else { return }
        switch (left, right) {
        case (.array(let a), .array(let b)): try chargeElements(a.count &+ b.count, span)
        case (.string(let a), .string(let b)): try chargeMemory(a.utf8.count &+ b.utf8.count, span)
        default: return
        }
    }

    /// Runs a change to an array in place, charging what it grew and any copy it made (an array
    /// shared with another value is copied on its first write: that copy is storage too).
    func changeArray<Result>(_ elements: inout [Value], _ span: Span, _ change: (inout [Value]) throws -> Result) throws -> Result {
        let before = elements.withUnsafeBufferPointer { UInt(bitPattern: $0.baseAddress) }
        let count = elements.count
        let result = try change(&elements)
        let after = elements.withUnsafeBufferPointer { UInt(bitPattern: $0.baseAddress) }
        if after != before { try chargeElements(elements.count, span) }
        else if elements.count > count { try chargeElements(elements.count - count, span) }
        return result
    }
}

/// The process's resident set, read from /proc (0 where there is none).
enum ResidentMemory {
    static func bytes() -> Int {
        let descriptor = open("/proc/self/statm", O_RDONLY)
        guard descriptor >= 0 else { return 0 }
        defer { close(descriptor) }
        var buffer = [UInt8](repeating: 0, count: 128)
        let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, 127) }
        guard count > 0 else { return 0 }
        let fields = String(decoding: buffer[0..<count], as: UTF8.self).split(separator: " ")
        guard fields.count > 1, let pages = Int(fields[1]) else { return 0 }
        return pages &* sysconf(Int32(_SC_PAGESIZE))
    }
}
