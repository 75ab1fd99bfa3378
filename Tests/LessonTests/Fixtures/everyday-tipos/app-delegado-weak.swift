// Patrón delegado con protocolos de clase y weak
protocol DescargaDelegado: AnyObject {
    func progreso(_ porcentaje: Int, de nombre: String)
    func terminada(_ nombre: String, bytes: Int)
}

final class Descarga {
    let nombre: String
    let tamano: Int
    weak var delegado: DescargaDelegado?
    private(set) var recibidos = 0

    init(nombre: String, tamano: Int) {
        self.nombre = nombre
        self.tamano = tamano
    }

    func recibir(_ bytes: Int) {
        recibidos = min(tamano, recibidos + bytes)
        delegado?.progreso(recibidos * 100 / tamano, de: nombre)
        if recibidos == tamano {
            delegado?.terminada(nombre, bytes: tamano)
        }
    }
}

class Pantalla: DescargaDelegado {
    var mensajes: [String] = []
    func progreso(_ porcentaje: Int, de nombre: String) {
        mensajes.append("\(nombre): \(porcentaje)%")
    }
    func terminada(_ nombre: String, bytes: Int) {
        mensajes.append("\(nombre) lista (\(bytes) bytes)")
    }
    deinit {
        print("Pantalla cerrada")
    }
}

class Registro: DescargaDelegado {
    var total = 0
    func progreso(_ porcentaje: Int, de nombre: String) {}
    func terminada(_ nombre: String, bytes: Int) { total += bytes }
}

var pantalla: Pantalla? = Pantalla()
let foto = Descarga(nombre: "foto.jpg", tamano: 300)
foto.delegado = pantalla
for trozo in [100, 120, 150] {
    foto.recibir(trozo)
}
print(pantalla?.mensajes ?? [])

let registro = Registro()
let video = Descarga(nombre: "video.mp4", tamano: 1000)
video.delegado = registro
video.recibir(1000)
print(registro.total)

foto.delegado = nil
foto.recibir(10)
print(pantalla!.mensajes.count)
let musica = Descarga(nombre: "cancion.mp3", tamano: 50)
musica.delegado = pantalla
pantalla = nil
print(musica.delegado == nil)
musica.recibir(50)
print("fin")
