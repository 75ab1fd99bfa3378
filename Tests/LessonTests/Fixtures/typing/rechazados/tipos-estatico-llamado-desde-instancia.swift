struct S { static func f() {}; func g() { f() } }
