/// What the sandbox around the learner's program says: why it is weaker here, which limit a
/// program reached.
extension Msg {
    public enum Sandbox {
        public static let bubblewrapMissing = "bubblewrap (bwrap) no está instalado"
        public static func bubblewrapNotFound(_ path: String) -> String { "no encuentro bubblewrap en \(path)" }
        public static func bubblewrapRefused(_ said: String) -> String {
            "el sistema no deja que bubblewrap aísle el programa" + (said.isEmpty ? "" : " (dice: \(said))")
        }
        public static func onlyLimits(_ why: String) -> String {
            "aviso: \(why); el programa del alumno se ejecuta solo con límites de recursos (tiempo, memoria, archivos, procesos), sin aislar la red ni los archivos. Instala bubblewrap (bash scripts/setup.sh) para aislarlo."
        }
        public static func network(test: String?) -> String {
            "el programa intentó abrir una conexión de red\(during(test)): al corregir no hay red"
        }
        public static func processes(test: String?) -> String {
            "el programa superó el límite de procesos\(during(test)): no puede lanzar tantos"
        }
        public static func memory(test: String?) -> String {
            "el programa superó el límite de memoria (2 GiB)\(during(test))"
        }
        private static func during(_ test: String?) -> String { test.map { " durante «\($0)»" } ?? "" }
    }
}
