// libFuzzer target: the front end alone, as the REPL runs it on every entry and model —
// lex and parse, then (on a tree that parsed) the type checker, as a model file and as an entry
// typed after it. Built by scripts/fuzz.sh.
import Language
import Typing

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzFrontEnd(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    // Input is bytes, as a pasted line or a file is: invalid UTF-8 becomes U+FFFD, as `:cargar` reads it.
    let text = String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
    let source = SourceFile(path: "fuzz.swift", text: text)
    let parsed = Parse.file(source)
    for diagnostic in parsed.diagnostics { _ = diagnostic.rendered }
    guard parsed.diagnostics.isEmpty else { return 0 }
    // As a model (`:cargar`), then the same text again as a prompt entry typed after it.
    let session = TypeSession()
    let model = session.check(parsed.unit, in: source)
    for diagnostic in model.diagnostics { _ = diagnostic.rendered }
    let entry = SourceFile(path: "<entrada 1>", text: text)
    let again = session.check(Parse.file(entry).unit, in: entry, isEntry: true)
    for diagnostic in again.diagnostics { _ = diagnostic.rendered }
    return 0
}
