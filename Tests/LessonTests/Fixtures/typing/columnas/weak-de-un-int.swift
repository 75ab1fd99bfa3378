struct Nodo {
    weak var siguiente: Int?
}
print(Nodo().siguiente ?? 0)
