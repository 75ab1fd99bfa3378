enum Modo { case lectura, escritura }
func abrir(_ m: Modo) {}
abrir(.lectura, .escritura)
