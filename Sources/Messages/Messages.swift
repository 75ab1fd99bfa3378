/// Every sentence a learner or an instructor reads, in one place, so the Spanish stays consistent.
/// Each area of the program adds its own extension in its own file (`Messages+REPL.swift`, …).
public enum Msg {
    public static let version = "0.1.0"
}
