import Foundation
import GraphQL
import QuillBackend

/// The files of a project `quill init` writes: the data model and its seed, and a Swift
/// package of a client of the API `quill dev` serves for it. Written all or not at all:
/// none may exist already.
struct Project {
    let directory: URL
    /// The package's and its executable target's name, from the directory's.
    let name: String
    let origin: String
    let hasSeed: Bool
    /// Paths relative to `directory`, and their text.
    let files: [(path: String, text: String)]

    init(_ starter: ProjectStarter, in directory: URL) throws(InitFailure) {
        self.directory = directory
        name = Self.swiftName(directory.lastPathComponent)
        origin = starter.origin
        hasSeed = starter.seed != nil
        let checkout = QuillCheckout.root.path
        guard name.lowercased() != QuillCheckout.root.lastPathComponent.lowercased() else {
            throw InitFailure(
                "the project cannot be named \(name), as the Quill checkout it depends on (\(checkout)) is: SwiftPM tells packages apart by their directory's name"
            )
        }
        let api = try Self.api(of: starter.model, named: starter.modelName)
        let sources = "Sources/\(name)"
        var files: [(path: String, text: String)] = [("schema.graphql", starter.model)]
        if let seed = starter.seed { files.append(("seed.graphql", seed)) }
        files += [
            ("Package.swift", Self.manifest(name: name, quill: checkout)),
            ("README.md", Self.readme(name: name, origin: origin, hasSeed: hasSeed)),
            ("\(sources)/api.graphqls", printSchema(api) + "\n"),
            ("\(sources)/quill-codegen.json", "{\n  \"schema\": \"api.graphqls\"\n}\n"),
        ]
        files += try starter.clientFiles(api).map { ("\(sources)/\($0.name)", $0.text) }
        self.files = files
    }

    /// Writes every file, or none: an existing one is an error before anything is written,
    /// and a write that fails removes what was written.
    func write() throws(InitFailure) {
        let fileManager = FileManager.default
        let existing = files.map(\.path).filter { fileManager.fileExists(atPath: directory.appendingPathComponent($0).path) }
        guard existing.isEmpty else {
            throw InitFailure(
                "\(directory.path) has \(existing.joined(separator: ", ")) already: quill init writes a new project and overwrites nothing")
        }
        var written: [URL] = []
        do {
            for file in files {
                let url = directory.appendingPathComponent(file.path)
                try fileManager.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
                try Data(file.text.utf8).write(to: url, options: .withoutOverwriting)
                written.append(url)
            }
        } catch {
            for url in written { try? fileManager.removeItem(at: url) }
            throw InitFailure("cannot write the project in \(directory.path): \(error.localizedDescription)")
        }
    }

    /// What was written, and what to run next.
    var summary: String {
        """
        Wrote \(name), from \(origin), in \(directory.path):
          schema.graphql\(hasSeed ? ", seed.graphql" : ""): the data model\(hasSeed ? " and its first data" : ""), for quill dev
          Package.swift, Sources/\(name)/: a client of its API (the .graphql operations, api.graphqls, main.swift)
          README.md: what to run next
        Next:
          cd \(directory.path)
          \(devCommand)
          swift run                                    # in another terminal

        """
    }

    private var devCommand: String {
        Self.devCommand(hasSeed: hasSeed)
    }

    private static func devCommand(hasSeed: Bool) -> String {
        "quill dev --schema schema.graphql" + (hasSeed ? " --seed seed.graphql" : "")
    }

    private static func readme(name: String, origin: String, hasSeed: Bool) -> String {
        """
        # \(name)

        A Quill project, written by `quill init` from \(origin):
        a data model for `quill dev` (`schema.graphql`\(hasSeed ? ", with its first data in `seed.graphql`" : "")),
        and a Swift package of a client of the GraphQL API `quill dev` serves for it.

        ```sh
        \(devCommand(hasSeed: hasSeed))
        swift run
        quill fetch-schema http://localhost:4000/graphql --output Sources/\(name)/api.graphqls
        ```

        1. `quill dev` serves the API at http://localhost:4000/graphql (the Playground at
           http://localhost:4000/), stores the data in `.quill/data.sqlite`, and serves the
           model again when `schema.graphql` changes.
        2. `swift run`, in another terminal, builds the client and runs it: it fetches once
           and prints the result (`swift run \(name) --endpoint URL` for another server). The
           `.graphql` files in `Sources/\(name)` are its operations: `QuillCodegenPlugin` makes them
           Swift at every build, against `Sources/\(name)/api.graphqls`.
        3. After changing `schema.graphql`, `quill fetch-schema` downloads the API it now
           serves into `api.graphqls`, for the operations to be generated against.

        """
    }

    /// The API `quill dev` serves for `model`.
    private static func api(of model: String, named name: String) throws(InitFailure) -> GraphQLSchema {
        do {
            return try Backend(model: Model.read(Source(model, name: name)), database: .sqliteInMemory).schema
        } catch let error as ModelError {
            throw InitFailure("\(error)\n")
        } catch {
            throw InitFailure("the data model does not make an API: \(error)")
        }
    }

    private static func manifest(name: String, quill: String) -> String {
        """
        // swift-tools-version: 6.0
        import PackageDescription

        // A client of the API `quill dev` serves for schema.graphql: the .graphql files in
        // Sources/\(name) become Swift at every build (QuillCodegenPlugin), against api.graphqls.
        let package = Package(
            name: "\(name)",
            platforms: [.macOS(.v12)],
            dependencies: [
                // The Quill checkout `quill init` came from.
                .package(name: "Quill", path: "\(quill)"),
            ],
            targets: [
                .executableTarget(
                    name: "\(name)",
                    dependencies: [.product(name: "Quill", package: "Quill")],
                    plugins: [.plugin(name: "QuillCodegenPlugin", package: "Quill")]
                ),
            ]
        )

        """
    }

    /// A Swift type name made of a directory's name: its words, capitalized ("my-app": MyApp).
    static func swiftName(_ directoryName: String) -> String {
        let words = directoryName.split { !($0.isASCII && ($0.isLetter || $0.isNumber)) }.map { $0.prefix(1).uppercased() + $0.dropFirst() }
        let name = words.joined()
        guard let first = name.first, first.isLetter else { return "App" + name }
        return name
    }
}
