import Foundation

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// `quill init [DIR] --template NAME | --schema FILE|URL`: a starting project, as seed 000
/// starts with `graphcool init --schema … --name ConferencePlanner` and seed 002 with
/// `grafbase init --template …`.
enum InitCommand {
    static let command: Command = Command(
        name: "init",
        abstract: "Write a starting project: a data model for 'quill dev' and a Swift client of it.",
        discussion: """
            Writes into DIR (default: the current directory, created if missing): the data
            model, schema.graphql, and its seed, seed.graphql, for 'quill dev'; and a Swift
            package of a client of that backend, Package.swift with Sources/NAME/ (NAME from
            DIR's name): the client's .graphql operations, the API they are generated
            against (api.graphqls, named in quill-codegen.json), and a main.swift that
            fetches once and prints the result. QuillCodegenPlugin makes the operations
            Swift at every build; the package depends on the Quill checkout this quill was
            built from. README.md gives the next commands: 'quill dev --schema
            schema.graphql --seed seed.graphql', then 'swift run' beside it ('--endpoint
            URL' for another server than http://localhost:4000/graphql).

            Templates: conference-planner (seeds 000/001, Graphcool's API), blog (seed 002,
            Grafbase's collections), launches (seed 004's launches, paged with cursors),
            empty (one type to start from; the default). --schema starts from an existing
            data model instead (a URL is downloaded), with a query of its first type and no
            seed.

            Nothing is overwritten: if any of the files exists, nothing is written and the
            exit status is 1, as for a data model that does not read.
            """,
        options: [
            .value("template", valueName: "NAME", help: "conference-planner, blog, launches or empty (the default)."),
            .value("schema", valueName: "FILE|URL", help: "Start from this data model instead of a template's."),
        ],
        arguments: [Argument(name: "DIR", help: "Where to write the project (default: the current directory).", isOptional: true)]
    ) { invocation, console throws(UsageError) in
        let path = ["init"]
        let template = invocation.value(of: "template")
        let schema = invocation.value(of: "schema")
        if template != nil, schema != nil { throw UsageError("give '--template' or '--schema', not both", commandPath: path) }
        if let template, !ProjectTemplate.names.contains(template) {
            throw UsageError(
                "no template '\(template)': the templates are \(ProjectTemplate.names.joined(separator: ", "))", commandPath: path)
        }
        let directory = URL(fileURLWithPath: invocation.arguments.first ?? ".").standardizedFileURL
        do throws(InitFailure) {
            let starter: ProjectStarter
            if let schema {
                starter = ProjectStarter.fromModel(try readModel(at: schema), source: schema)
            } else {
                starter = try ProjectStarter.fromTemplate(template ?? "empty")
            }
            let project = try Project(starter, in: directory)
            try project.write()
            console.write(project.summary)
            return ExitCode.success
        } catch {
            console.writeError(error.message.hasSuffix("\n") ? error.message : "quill: \(error.message)\n")
            return ExitCode.failure
        }
    }

    /// The data model at `location`: a file, or downloaded from an http(s) URL.
    private static func readModel(at location: String) throws(InitFailure) -> String {
        guard let url = URL(string: location), ["http", "https"].contains(url.scheme?.lowercased() ?? ""), url.host != nil else {
            do {
                return try String(contentsOfFile: location, encoding: .utf8)
            } catch {
                throw InitFailure("cannot read the data model '\(location)': \(error.localizedDescription)")
            }
        }
        let reply: (status: Int, body: Data)
        do {
            reply = try waitFor {
                let (data, response) = try await URLSession.shared.data(for: URLRequest(url: url, timeoutInterval: 30))
                return ((response as? HTTPURLResponse)?.statusCode ?? 0, data)
            }
        } catch {
            throw InitFailure("cannot download \(location): \(error.localizedDescription)")
        }
        guard reply.status == 200 else { throw InitFailure("cannot download \(location): HTTP \(reply.status)") }
        return String(decoding: reply.body, as: UTF8.self)
    }
}

/// Why `quill init` wrote nothing, for standard error.
struct InitFailure: Error {
    var message: String

    init(_ message: String) {
        self.message = message
    }
}
