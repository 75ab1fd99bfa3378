enum Estado { case inactivo, activo }
func paso(_ e: Estado) -> Estado {
    if e == .inactivo { return .activo }
}
