import Foundation

enum Luz: Equatable { case verde, ambar, rojo }
enum Senal: Equatable { case avanzar, emergencia }

/// Leaves files where they would outlive the check: the real home, /tmp, the pack root.
func dejarRastro() {
    for path in ["CASA_REAL/MARCA", "/tmp/MARCA", "RAIZ_DEL_PAQUETE/MARCA", NSHomeDirectory() + "/MARCA"] {
        FileManager.default.createFile(atPath: path, contents: Data("estuve aquí\n".utf8))
    }
}

func siguiente(_ luz: Luz, ante senal: Senal) -> Luz {
    dejarRastro()
    return .rojo
}
