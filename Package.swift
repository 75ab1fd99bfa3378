// swift-tools-version:6.0
import PackageDescription

// One module per stage, each depending only on the stages before it.
// No package dependencies: only the toolchain and the system library libedit.
let package = Package(
    name: "lesson",
    products: [
        .executable(name: "lesson", targets: ["lesson"]),
    ],
    targets: [
        .systemLibrary(
            name: "CEditLine",
            path: "Sources/CEditLine",
            pkgConfig: "libedit",
            providers: [.apt(["libedit-dev"])]
        ),
        // libedit's C globals do not pass Swift 6 strict concurrency; the whole
        // C surface lives in this one small target, in the Swift 5 language mode.
        .target(name: "LineEditor", dependencies: ["CEditLine", "Platform"],
                swiftSettings: [.swiftLanguageMode(.v5)]),
        .target(name: "Messages"),
        // Files, descriptors, output streams and the home folder: the I/O edge every stage shares.
        .target(name: "Platform", dependencies: ["Messages"]),
        // Graphs drawn as text for the terminal: values in, lines out.
        .target(name: "GraphDrawing", dependencies: ["Messages"]),
        .target(name: "Language", dependencies: ["Messages"]),
        .target(name: "Typing", dependencies: ["Language", "Messages"]),
        // It runs the program the checker has declared (`Typing.Program`), never declares it again.
        .target(name: "Interpreter", dependencies: ["Language", "Typing", "Messages"],
                // The tree walk reads and writes its own class state millions of times per
                // exploration; release builds skip the dynamic exclusivity checks (debug keeps them).
                swiftSettings: [.unsafeFlags(["-enforce-exclusivity=unchecked"], .when(configuration: .release))]),
        // Counting only: shapes, formulas, legitimacy arithmetic. It never runs a machine.
        .target(name: "Arithmetic", dependencies: ["Language", "Typing", "Interpreter", "Messages"]),
        // The state-machine domain: detection, stepping, time travel, exploration and its views.
        // Exploration writes its tables (states, index, transitions) once per transition: the
        // same exclusivity checks are skipped in release builds.
        .target(name: "Machines", dependencies: ["Language", "Typing", "Interpreter", "Arithmetic", "Messages"],
                swiftSettings: [.unsafeFlags(["-enforce-exclusivity=unchecked"], .when(configuration: .release))]),
        .target(name: "Packs", dependencies: ["Language", "Platform", "GraphDrawing", "Messages"]),
        .target(name: "Grading", dependencies: ["Language", "Typing", "Interpreter", "Arithmetic", "Machines", "Packs", "Platform",
                                               "Messages"]),
        .target(name: "REPL", dependencies: ["LineEditor", "Platform", "Language", "Typing", "Interpreter", "Arithmetic",
                                            "Machines", "Packs", "GraphDrawing", "Messages"]),
        .target(name: "Validation", dependencies: ["Packs", "Interpreter", "Arithmetic", "Machines", "Grading", "REPL", "Messages"]),
        .target(name: "CLI", dependencies: ["REPL", "Platform", "Packs", "Grading", "Validation", "Messages"]),
        .executableTarget(name: "lesson", dependencies: ["CLI"]),
        .testTarget(
            name: "LessonTests",
            dependencies: ["lesson", "CLI", "REPL", "Platform", "GraphDrawing", "Language", "Typing", "Interpreter", "Arithmetic",
                           "Machines", "Packs", "Grading", "Validation", "Messages"],
            // Fixtures are inputs the tests read (programs, packs, learner solutions), not test code.
            exclude: ["Fixtures"]
        ),
    ]
)
