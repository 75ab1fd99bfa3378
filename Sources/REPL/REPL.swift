// The REPL stage.
