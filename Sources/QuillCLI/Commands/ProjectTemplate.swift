import Foundation
import GraphQL

/// What a project of `quill init` starts from: a template of the Quill checkout's
/// `Templates/` (a data model, its seed, the client's operations and main.swift), or a data
/// model given with `--schema`, for which the client lists the model's first type.
struct ProjectStarter {
    /// How the summary and the README name it: "the blog template".
    var origin: String
    var model: String
    /// How the model's diagnostics name it.
    var modelName: String
    var seed: String?
    /// The client's files (operations, main.swift) by name, for its API.
    var clientFiles: (GraphQLSchema) throws(InitFailure) -> [(name: String, text: String)]

    /// The template `name` of the Quill checkout.
    static func fromTemplate(_ name: String) throws(InitFailure) -> ProjectStarter {
        let directory = QuillCheckout.root.appendingPathComponent("Templates/\(name)")
        let model = try read(directory.appendingPathComponent("schema.graphql"))
        let seed = try read(directory.appendingPathComponent("seed.graphql"))
        let app = directory.appendingPathComponent("App")
        let names: [String]
        do {
            names = try FileManager.default.contentsOfDirectory(atPath: app.path).sorted()
        } catch {
            throw InitFailure("the template's files are missing from \(app.path): \(error.localizedDescription)")
        }
        var files: [(name: String, text: String)] = []
        for file in names { files.append((file, try read(app.appendingPathComponent(file)))) }
        return ProjectStarter(
            origin: "the \(name) template", model: model, modelName: "schema.graphql", seed: seed, clientFiles: { _ in files })
    }

    /// A data model read from `source` (a file or a URL): the client lists its first type.
    static func fromModel(_ model: String, source: String) -> ProjectStarter {
        ProjectStarter(origin: "the data model of \(source)", model: model, modelName: source, seed: nil) { api throws(InitFailure) in
            let list = try FirstTypeList(api)
            return [(list.operationName + ".graphql", list.operation), ("main.swift", list.main)]
        }
    }

    private static func read(_ file: URL) throws(InitFailure) -> String {
        do {
            return try String(contentsOf: file, encoding: .utf8)
        } catch {
            throw InitFailure("cannot read the template file \(file.path): \(error.localizedDescription)")
        }
    }
}

/// The Quill checkout this quill was built from: its templates, and the package the
/// projects depend on.
enum QuillCheckout {
    /// This file is Sources/QuillCLI/Commands/ProjectTemplate.swift in it.
    static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
}

/// The template names, as `--template` takes them.
enum ProjectTemplate {
    static let names = ["conference-planner", "blog", "launches", "empty"]
}

/// A query that lists the nodes of a data model's first type, and a main.swift that prints
/// their ids: the first field of the API's Query that returns a list of objects (Graphcool's
/// `allConferences`) or a connection of them (the collections' `postCollection`).
struct FirstTypeList {
    let operationName: String
    let operation: String
    let main: String

    init(_ api: GraphQLSchema) throws(InitFailure) {
        guard let queryID = api.queryType, case .object(let query) = api[queryID] else {
            throw InitFailure("the data model's API has no queries")
        }
        for field in query.fields where field.arguments.allSatisfy({ !$0.type.isNonNull }) {
            let name = field.name.prefix(1).uppercased() + field.name.dropFirst()
            if case .list(let element) = field.type.nullable, case .object = api[element.namedType] {
                // Graphcool: allConferences: [Conference!]!
                operationName = name
                operation = "query \(name) {\n  \(field.name) {\n    id\n  }\n}\n"
                let nodes = "(result.data?.\(field.name) ?? [])" + (element.isNonNull ? "" : ".compactMap { $0 }")
                main = Self.main(operationName: name, nodes: nodes)
                return
            }
            if case .object(let connection) = api[field.type.namedType], let edges = connection.field(named: "edges"),
                case .list(let edge) = edges.type.nullable, case .object(let edgeType) = api[edge.namedType],
                let node = edgeType.field(named: "node")
            {
                // Collections: postCollection(first: Int, …): PostConnection { edges { node } }
                operationName = name
                operation = "query \(name) {\n  \(field.name)(first: 10) {\n    edges {\n      node {\n        id\n      }\n    }\n  }\n}\n"
                var nodes = "(result.data?.\(field.name)\(field.type.isNonNull ? "" : "?").edges ?? [])"
                nodes += edge.isNonNull ? ".map { $0.node }" : ".compactMap { $0?.node }"
                if !node.type.isNonNull { nodes += ".compactMap { $0 }" }
                main = Self.main(operationName: name, nodes: nodes)
                return
            }
        }
        throw InitFailure("the data model's API has no query that lists a type's nodes")
    }

    private static func main(operationName: String, nodes: String) -> String {
        """
        import Foundation
        import Quill

        // Fetches the ids of the data model's first type once and prints them: the query of
        // \(operationName).graphql (which QuillCodegenPlugin makes Swift at every build), sent by
        // QuillClient to `quill dev` (`swift run`, or `swift run NAME --endpoint URL` for another server).

        let arguments = CommandLine.arguments
        let endpoint = arguments.firstIndex(of: "--endpoint").flatMap { arguments.indices.contains($0 + 1) ? URL(string: arguments[$0 + 1]) : nil }
            ?? URL(string: "http://localhost:4000/graphql")!
        let client = QuillClient(url: endpoint)

        /// Fetches the nodes once and prints their ids.
        func printIDs(from client: QuillClient) async throws {
            let result = try await client.fetch(query: \(operationName)Query())
            if let errors = result.errors, !errors.isEmpty { throw errors[0] }
            for node in \(nodes) {
                print(node.id)
            }
        }

        do {
            try await printIDs(from: client)
        } catch {
            FileHandle.standardError.write(Data("\\(URL(fileURLWithPath: arguments[0]).lastPathComponent): \\(error.localizedDescription)\\n".utf8))
            exit(1)
        }

        """
    }
}
