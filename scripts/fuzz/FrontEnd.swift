// libFuzzer target: the front end alone, as the REPL runs it on every entry and model —
// lex and parse, then (on a tree that parsed) the static checks. Built by scripts/fuzz.sh.
import Language

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzFrontEnd(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    // Input is bytes, as a pasted line or a file is: invalid UTF-8 becomes U+FFFD, as `:cargar` reads it.
    let text = String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
    let source = SourceFile(path: "fuzz.swift", text: text)
    let parsed = Parse.file(source)
    if parsed.diagnostics.isEmpty {
        _ = Check.unit(parsed.unit, in: source)
    }
    for diagnostic in parsed.diagnostics.prefix(3) { _ = diagnostic.rendered }
    return 0
}
