struct NoError {}
func f() throws { throw NoError() }
