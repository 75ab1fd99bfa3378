class A { final func f() {} }
class B: A { override func f() {} }
