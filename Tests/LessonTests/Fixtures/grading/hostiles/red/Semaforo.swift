import Foundation
#if canImport(Glibc)
import Glibc
#endif

enum Luz: Equatable { case verde, ambar, rojo }
enum Senal: Equatable { case avanzar, emergencia }

/// Sends the answer it was asked about to a server of its own.
func avisar() {
    let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
    guard fd >= 0 else { return }
    var address = sockaddr_in()
    address.sin_family = sa_family_t(AF_INET)
    address.sin_port = in_port_t(PUERTO).bigEndian
    address.sin_addr.s_addr = inet_addr("127.0.0.1")
    _ = withUnsafePointer(to: &address) {
        $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
    }
    _ = "hola".withCString { write(fd, $0, 4) }
    close(fd)
}

func siguiente(_ luz: Luz, ante senal: Senal) -> Luz {
    avisar()
    return .rojo
}
