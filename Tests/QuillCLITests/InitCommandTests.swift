import Foundation
import QuillTestSupport
import Testing

/// `quill init`, run as its own process: the files of each kind of start, and what it
/// refuses. (InitCompileTests builds and runs what it writes.)
@Suite(.timeLimit(.minutes(2))) struct InitCommandTests {
    static let templates = packageRoot.appendingPathComponent("Templates")

    @Test func aTemplatesProject() async throws {
        try await withTemporaryDirectory { directory in
            let result = try await QuillProcess.run(["init", "my-launches", "--template", "launches"], in: directory)
            let project = directory.appendingPathComponent("my-launches")
            #expect(result.status == 0)
            #expect(result.errors == "")
            #expect(
                result.output == """
                    Wrote MyLaunches, from the launches template, in \(project.path):
                      schema.graphql, seed.graphql: the data model and its first data, for quill dev
                      Package.swift, Sources/MyLaunches/: a client of its API (the .graphql operations, api.graphqls, main.swift)
                      README.md: what to run next
                    Next:
                      cd \(project.path)
                      quill dev --schema schema.graphql --seed seed.graphql
                      swift run                                    # in another terminal

                    """)
            #expect(
                try Self.files(in: project) == [
                    "Package.swift", "README.md", "Sources/MyLaunches/LaunchList.graphql", "Sources/MyLaunches/api.graphqls",
                    "Sources/MyLaunches/main.swift", "Sources/MyLaunches/quill-codegen.json", "schema.graphql", "seed.graphql",
                ])
            let template = Self.templates.appendingPathComponent("launches")
            for (written, original) in [
                ("schema.graphql", "schema.graphql"), ("seed.graphql", "seed.graphql"),
                ("Sources/MyLaunches/LaunchList.graphql", "App/LaunchList.graphql"), ("Sources/MyLaunches/main.swift", "App/main.swift"),
            ] {
                #expect(try Self.text(project, written) == Self.text(template, original))
            }
            let manifest = try Self.text(project, "Package.swift")
            #expect(manifest.contains(#".package(name: "Quill", path: "\#(packageRoot.standardizedFileURL.path)"),"#))
            #expect(manifest.contains(#"plugins: [.plugin(name: "QuillCodegenPlugin", package: "Quill")]"#))
            #expect(try Self.text(project, "Sources/MyLaunches/quill-codegen.json") == "{\n  \"schema\": \"api.graphqls\"\n}\n")
            // The API quill dev serves for the model: the collections'.
            let api = try Self.text(project, "Sources/MyLaunches/api.graphqls")
            #expect(api.contains("launchCollection(first: Int, last: Int, before: String, after: String, orderBy: [LaunchOrderByInput!]"))
            #expect(
                try Self.text(project, "README.md").contains(
                    "quill fetch-schema http://localhost:4000/graphql --output Sources/MyLaunches/api.graphqls"))
        }
    }

    @Test func nothingIsOverwritten() async throws {
        try await withTemporaryDirectory { directory in
            #expect(try await QuillProcess.run(["init", "--template", "empty"], in: directory).status == 0)
            let main = directory.appendingPathComponent("Sources/\(Self.projectName(directory))/main.swift")
            try Data("// mine\n".utf8).write(to: main)
            try FileManager.default.removeItem(at: directory.appendingPathComponent("README.md"))
            let again = try await QuillProcess.run(["init", "--template", "blog"], in: directory)
            #expect(again.status == 1)
            #expect(again.output == "")
            #expect(again.errors.hasPrefix("quill: \(directory.path) has schema.graphql, seed.graphql, Package.swift, Sources/"))
            #expect(again.errors.hasSuffix(" already: quill init writes a new project and overwrites nothing\n"))
            #expect(try String(contentsOf: main, encoding: .utf8) == "// mine\n")
            #expect(!FileManager.default.fileExists(atPath: directory.appendingPathComponent("README.md").path))
            #expect(try Self.text(directory, "schema.graphql") == Self.text(Self.templates.appendingPathComponent("empty"), "schema.graphql"))
        }
    }

    @Test func wrongCommandLines() async throws {
        try await withTemporaryDirectory { directory in
            let unknown = try await QuillProcess.run(["init", "--template", "todo"], in: directory)
            #expect(unknown.status == 2)
            #expect(unknown.errors.hasPrefix("quill: no template 'todo': the templates are conference-planner, blog, launches, empty"))
            let both = try await QuillProcess.run(["init", "--template", "blog", "--schema", "model.graphql"], in: directory)
            #expect(both.status == 2)
            #expect(both.errors.hasPrefix("quill: give '--template' or '--schema', not both"))
            #expect(try Self.files(in: directory).isEmpty)
        }
    }

    /// `--schema FILE`: the model as it is, a query of its first type, and no seed.
    @Test func aModelFromAFile() async throws {
        let model = "type Conference {\n  id: String!\n  name: String!\n}\n"
        try await withFiles(["model.graphql": model]) { directory in
            let result = try await QuillProcess.run(["init", "Conferences", "--schema", "model.graphql"], in: directory)
            #expect(result.status == 0)
            #expect(result.output.hasPrefix("Wrote Conferences, from the data model of model.graphql, in "))
            let project = directory.appendingPathComponent("Conferences")
            #expect(
                try Self.files(in: project) == [
                    "Package.swift", "README.md", "Sources/Conferences/AllConferences.graphql", "Sources/Conferences/api.graphqls",
                    "Sources/Conferences/main.swift", "Sources/Conferences/quill-codegen.json", "schema.graphql",
                ])
            #expect(try Self.text(project, "schema.graphql") == model)
            #expect(
                try Self.text(project, "Sources/Conferences/AllConferences.graphql") == "query AllConferences {\n  allConferences {\n    id\n  }\n}\n"
            )
            #expect(try Self.text(project, "README.md").contains("\nquill dev --schema schema.graphql\nswift run\n"))
        }
    }

    /// `--schema URL`: the model downloaded (graphcool init's `--schema http://…`).
    @Test func aModelFromAURL() async throws {
        let model = "type Post @model {\n  title: String!\n}\n"
        let server = try ScriptedHTTPServer { _, request in
            request.hasPrefix("GET /posts.graphql ")
                ? .http(status: 200, contentType: "text/plain", body: model) : .http(status: 404, reason: "Not Found", body: "")
        }
        defer { server.stop() }
        try await withTemporaryDirectory { directory in
            let url = "http://127.0.0.1:\(server.port)/posts.graphql"
            let result = try await QuillProcess.run(["init", "Posts", "--schema", url], in: directory)
            #expect(result.status == 0)
            let project = directory.appendingPathComponent("Posts")
            #expect(try Self.text(project, "schema.graphql") == model)
            #expect(
                try Self.text(project, "Sources/Posts/PostCollection.graphql")
                    == "query PostCollection {\n  postCollection(first: 10) {\n    edges {\n      node {\n        id\n      }\n    }\n  }\n}\n")

            let missing = try await QuillProcess.run(["init", "Missing", "--schema", "http://127.0.0.1:\(server.port)/none.graphql"], in: directory)
            #expect(missing.status == 1)
            #expect(missing.errors == "quill: cannot download http://127.0.0.1:\(server.port)/none.graphql: HTTP 404\n")
            #expect(!FileManager.default.fileExists(atPath: directory.appendingPathComponent("Missing").path))
        }
    }

    @Test func aModelThatDoesNotRead() async throws {
        try await withFiles(["model.graphql": "type Conference {\n  name: Strin!\n}\n"]) { directory in
            let result = try await QuillProcess.run(["init", "Broken", "--schema", "model.graphql"], in: directory)
            #expect(result.status == 1)
            #expect(result.errors.hasPrefix("model.graphql:2:9: "))
            #expect(!FileManager.default.fileExists(atPath: directory.appendingPathComponent("Broken").path))
        }
    }

    /// The project's name, from its directory's.
    static func projectName(_ directory: URL) -> String {
        directory.lastPathComponent.split { !($0.isASCII && ($0.isLetter || $0.isNumber)) }
            .map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
    }

    /// The files below `directory`, relative to it, sorted.
    static func files(in directory: URL) throws -> [String] {
        let base = directory.standardizedFileURL.path + "/"
        let enumerator = FileManager.default.enumerator(at: directory, includingPropertiesForKeys: [.isRegularFileKey])
        return (enumerator?.allObjects as? [URL] ?? [])
            .filter { (try? $0.resourceValues(forKeys: [.isRegularFileKey]).isRegularFile) == true }
            .map { String($0.standardizedFileURL.path.dropFirst(base.count)) }.sorted()
    }

    static func text(_ directory: URL, _ path: String) throws -> String {
        try String(contentsOf: directory.appendingPathComponent(path), encoding: .utf8)
    }
}
