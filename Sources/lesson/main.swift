import CLI
import Foundation

// The interpreter recurses natively for every call a learner's program makes, so the program
// runs on a thread with a large stack: deep but finite recursion finishes, and the interpreter's
// own guard stops runaway recursion with a message long before this stack ends.
let arguments = Array(CommandLine.arguments.dropFirst())
let worker = Thread { exit(CLI.main(arguments)) }
worker.stackSize = 1 << 29
worker.start()

// Ctrl-C must reach the worker (where libedit reads and the interpreter polls), not this thread.
var signals = sigset_t()
sigemptyset(&signals)
sigaddset(&signals, SIGINT)
pthread_sigmask(SIG_BLOCK, &signals, nil)
while true { sleep(3600) }
