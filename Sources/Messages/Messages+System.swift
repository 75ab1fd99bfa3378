import Foundation

extension Msg {
    /// Why a call to the system failed, in Spanish: the C library's own words are English here.
    public enum System {
        public static func reason(_ code: Int32) -> String {
            switch code {
            case EACCES, EPERM: return "permiso denegado"
            case ENOENT: return "no existe"
            case ENOTDIR: return "una parte de la ruta no es una carpeta"
            case EISDIR: return "es una carpeta"
            case EEXIST: return "ya existe"
            case ENOSPC: return "no queda espacio en el disco"
            case EROFS: return "el sistema de archivos es de solo lectura"
            case EDQUOT: return "se agotó la cuota de disco"
            case ENAMETOOLONG: return "el nombre es demasiado largo"
            case EMFILE, ENFILE: return "hay demasiados archivos abiertos"
            case ENOMEM: return "no queda memoria"
            case EAGAIN: return "el sistema no admite más procesos ahora"
            case ELOOP: return "demasiados enlaces simbólicos seguidos"
            case EIO: return "error de entrada/salida"
            default: return "error del sistema \(code) (\(String(cString: strerror(code))))"
            }
        }
    }
}
