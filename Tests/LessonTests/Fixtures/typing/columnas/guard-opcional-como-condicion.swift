func f(_ x: Int?) {
    guard x else { return }
}
