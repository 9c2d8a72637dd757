import QuillCodegen

// `quill-codegen`: what `quill generate` does, without the rest of `quill`, for the build
// plugin (a plugin's tool is built for the host with the package, so it should be small).
//
//     quill-codegen --schema SCHEMA --output DIR|FILE.swift [--config FILE]
//                   [--namespace NAME] [--access public|internal] [--scalar S=Type]...
//                   [--key-fields Type=field,...]... FILE...
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

func writeError(_ text: String) {
    var bytes = Array(text.utf8)
    var offset = 0
    while offset < bytes.count {
        let written = bytes.withUnsafeMutableBytes { write(STDERR_FILENO, $0.baseAddress! + offset, $0.count - offset) }
        guard written > 0 else { return }
        offset += written
    }
}

func fail(_ message: String) -> Never {
    writeError("quill-codegen: \(message)\n")
    exit(2)
}

var command = Generation(inputs: [], schemaPath: nil, output: "")
var arguments = CommandLine.arguments.dropFirst()
do throws(CodegenFailure) {
    while let argument = arguments.popFirst() {
        guard argument.hasPrefix("--") else {
            command.inputs.append(argument)
            continue
        }
        guard let value = arguments.popFirst() else { fail("option '\(argument)' requires a value") }
        switch argument {
        case "--schema": command.schemaPath = value
        case "--output": command.output = value
        case "--config": command.configurationPath = value
        case "--namespace": command.options.namespace = value
        case "--access":
            guard let access = CodegenOptions.Access(rawValue: value) else { fail("--access takes public or internal") }
            command.options.access = access
        case "--scalar": try command.options.addScalar(value)
        case "--key-fields": try command.options.addKeyFields(value)
        default: fail("unknown option '\(argument)'")
        }
    }
    guard !command.output.isEmpty || command.configurationPath != nil else { fail("missing option '--output'") }
    for warning in try command.run().warnings { writeError("\(warning.place): warning: \(warning.message)\n") }
} catch {
    // `FILE:LINE:COLUMN: error: message`, as SwiftPM and Xcode show a build tool's errors.
    for diagnostic in error.diagnostics {
        writeError("\(diagnostic.place): \(diagnostic.isNote ? "note" : "error"): \(diagnostic.message)\n")
    }
    exit(1)
}
