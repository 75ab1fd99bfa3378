let r1 = [1].filter { $0 > "2" }
let r2 = [1, 2].filter { $0 > "2" }
let r3 = ["a", "b"].filter { $0 == 1 }
let r4 = ["a"].filter { $0 > 1 }
let r5 = [1, 2].map { $0 + "a" }
let r6 = [1].map { $0 + "a" }
let r7 = ["a"].map { $0 + 1 }
let r8 = ["a"].filter { $0 == 1.5 }
let r9 = [1.5].filter { $0 > "2" }
let r10 = [1, 2].filter { "2" < $0 }
let r11 = [1, 2].filter { $0 == "a" }
let r12 = [1.5, 2].map { $0 * "a" }
let r13 = ["a"].filter { 1 == $0 }
let r14 = [1, 2].filter { x in x > "2" }
let r15 = ["a"].map { $0 * 2 }
