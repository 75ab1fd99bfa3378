// The Arithmetic stage; see the issue that builds it.
