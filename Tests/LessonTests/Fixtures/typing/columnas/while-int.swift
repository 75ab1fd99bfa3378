var n = 3
while n { n -= 1 }
