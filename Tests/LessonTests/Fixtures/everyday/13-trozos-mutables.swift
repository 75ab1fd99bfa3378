// `xs[...]` takes a collection whole; a slice is a mutable collection that keeps its array's indices.
var xs = [1, 2, 3]
print(xs[...], xs[ ... ])
let s = "hola"
print(s[...], [s[...]], "abc"[...])
let sl = xs[1...2]
print(sl[...], [sl[...]], sl[...].startIndex, xs[...].endIndex, (1..<4)[...])
xs[...] = [7, 8]
print(xs)
xs[...] += [9]
print(xs)
// Changed in place, a slice keeps its start; `removeFirst` moves it, `removeAll()` makes it new.
var slice = xs[0...1]
slice.append(9)
print(slice, slice.startIndex, slice.endIndex, slice.indices)
slice.append(contentsOf: [10, 11])
print(slice)
slice.insert(5, at: 1)
print(slice)
print(slice.remove(at: 1), slice)
print(slice.removeFirst(), slice, slice.startIndex)
print(slice.removeLast(), slice)
slice[1] = 100
print(slice)
slice += [4]
print(slice, slice.firstIndex(of: 100) as Any)
var ys = [1, 2, 3, 4, 5]
var t = ys[2...]
print(t.startIndex, t.firstIndex(of: 4) as Any, t.lastIndex(of: 5) as Any, t.indices)
t[2] = 30
t[3...4] += [6]
print(t, ys, t.endIndex)
ys[1...2] = [0]
print(ys)
let base = [0, 1, 2, 3, 4, 5]
var a = base[2...4]
a.removeAll(); print(a, a.startIndex)
a = base[2...4]; a.removeAll(where: { $0 == 3 }); print(a, a.startIndex)
a = base[2...4]; print(a.popLast() as Any, a, a.startIndex)
a = base[2...4]; a.removeFirst(2); print(a, a.startIndex)
a = base[2...4]; a.removeLast(2); print(a, a.startIndex)
a = base[2...4]; a.removeSubrange(2...3); print(a, a.startIndex)
a = base[2...4]; a.swapAt(2, 4); print(a, a.startIndex)
a = base[2...4]; a.sort(by: >); print(a, a.startIndex)
a = base[2...4]; a.reverse(); print(a, a.startIndex)
a = base[2...4]; a = a + [7]; print(a, a.startIndex)
a = base[2...4]; a[...] = [8]; print(a, a.startIndex)
a = base[2...4]; a.insert(contentsOf: [5, 6], at: 3); print(a, a.startIndex)
a = base[2...4]; a.append(contentsOf: base[0...1]); a.append(contentsOf: 8...9); print(a, a.startIndex)
a = base[2...4]; a.removeFirst(); a.removeFirst(); a.removeFirst(); print(a, a.startIndex, a.endIndex, a.isEmpty)
var vacio: ArraySlice<Int> = []
print(vacio, vacio.startIndex, [vacio])
vacio.append(1)
print(vacio, vacio.startIndex)
var zs = [1, 2]
zs += base[4...]
print(zs)
// Slices passed `inout`, copied, held in a struct.
func crece(_ s: inout ArraySlice<Int>) { s.append(1); s.removeFirst(); s[s.startIndex] = 0 }
a = base[2...4]
crece(&a)
print(a, a.startIndex)
func copia(_ s: ArraySlice<Int>) -> ArraySlice<Int> {
    var c = s
    c.insert(4, at: c.startIndex)
    return c
}
print(copia(base[3...]), copia(base[3...]).startIndex, base)
struct Cola {
    var pendientes: ArraySlice<Int>
    mutating func siguiente() -> Int? { pendientes.isEmpty ? nil : pendientes.removeFirst() }
}
var cola = Cola(pendientes: base[1...3])
print(cola.pendientes.popFirst() as Any, cola.pendientes, cola.pendientes.startIndex)
while let n = cola.siguiente() { print(n, cola.pendientes.startIndex) }
// Strings and substrings change in place by characters.
var w = "hola mundo"
print(w.removeFirst(), w.removeLast(), w.popLast() as Any, w)
w.insert("¡", at: w.startIndex)
w.insert(contentsOf: "ya ", at: w.index(after: w.startIndex))
print(w, w.remove(at: w.startIndex), w)
w.removeFirst(3); w.removeLast(2)
print(w)
var sub = "hola mundo".dropFirst(5)
sub.append("!")
sub += "?"
sub += w
print(sub, [sub])
sub.append(contentsOf: "ab")
print(sub.removeFirst(), sub.removeLast(), sub)
sub.insert("X", at: sub.startIndex)
print(sub, sub.count)
var texto = "ab"
texto += "hola mundo".dropLast(6)
print(texto)
