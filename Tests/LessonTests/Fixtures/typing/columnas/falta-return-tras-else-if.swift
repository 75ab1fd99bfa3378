func es(_ n: Int) -> Bool {
    if n > 0 { return true }
    else if n < 0 { return false }
}
print(es(1))
