import GraphQL

/// `quill print FILE...`: parses GraphQL documents and prints them canonically.
enum PrintCommand {
    static let command: Command = Command(
        name: "print",
        abstract: "Print GraphQL documents in canonical form.",
        discussion: """
            Each FILE is parsed and printed as graphql-js's print() prints it: comments
            and the original layout are dropped. Several files are printed in order,
            separated by a blank line.

            A syntax error is written to standard error as FILE:LINE:COLUMN: MESSAGE
            (FILE is <stdin> for '-'); the other files are still printed, and the exit
            status is 1.
            """,
        arguments: [Argument(name: "FILE", help: "A GraphQL document; '-' reads standard input.", isRepeating: true)]
    ) { invocation, console in
        var status = ExitCode.success
        var printedAny = false
        for path in invocation.arguments {
            guard let text = console.readInput(path) else {
                status = ExitCode.failure
                continue
            }
            let document: Document
            do throws(GraphQLError) {
                document = try Parser.parse(Source(text, name: inputName(path)))
            } catch {
                console.writeError(error.diagnostic(file: inputName(path)) + "\n")
                status = ExitCode.failure
                continue
            }
            console.write((printedAny ? "\n" : "") + Printer.print(document) + "\n")
            printedAny = true
        }
        return status
    }
}
