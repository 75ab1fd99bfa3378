let n = 3
let a = #"""
    Regex: \d+ y "comillas" y """ triples
    Escape crudo: \#t|tab y \#n fin
    Valor: \#(n * 2) sin \(n)
    """#
print(a)
let b = ##"""
    Doble: \#(n) \##(n) "#
      más """#
    """##
print(b)
let c = #"""
    continúa \#
    aquí
    """#
print(c)
print(a.count, b.split(separator: "\n").count)
