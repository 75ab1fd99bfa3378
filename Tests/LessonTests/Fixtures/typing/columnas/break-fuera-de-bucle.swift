let n = 3
if n > 2 {
    print("grande")
    break
}
