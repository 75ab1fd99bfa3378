// The Grading stage; see the issue that builds it.
