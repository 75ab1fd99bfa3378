enum Fallo: Error { case malo }
do {
    throw Fallo.malo
} catch Fallo.bueno {
    print("b")
} catch {
    print("otro")
}
