// The Interpreter stage; see the issue that builds it.
