import Foundation
import QuillTestSupport
import Testing

/// What `quill init` writes builds and runs against `quill dev` as it is: each template, and
/// a model given with `--schema`. The packages build in one scratch directory with the
/// examples' (`.build/examples`), so that this package's modules compile once for all.
/// ("CompileTests": scripts/test runs them apart from the rest, for their load.)
@Suite(.serialized, .timeLimit(.minutes(30))) struct InitCompileTests {
    struct Case: Sendable, CustomTestStringConvertible {
        var template: String
        var output: [String]

        var testDescription: String { template }
    }

    static let templates: [Case] = [
        Case(
            template: "conference-planner",
            output: [
                "UIKonf 2017 — Berlin (4 attendees)", "WWDC 2017 — San Jose (1 attendee)", "Swift Summit 2017 — San Francisco (0 attendees)",
            ]),
        Case(template: "blog", output: ["Swift + GraphQL! (2 comments)"]),
        Case(
            template: "launches",
            output: [
                "110  CRS-21 — KSC LC 39A", "109  Starlink-15 (v1.0) — CCAFS SLC 40", "108  Sentinel-6 Michael Freilich — VAFB SLC 4E", "more: yes",
            ]),
        Case(template: "empty", output: ["Hello from quill init."]),
    ]

    @Test(arguments: templates)
    func aTemplateBuildsAndRuns(_ testCase: Case) async throws {
        try await withTemporaryDirectory { directory in
            let name = "Init" + testCase.template.split(separator: "-").map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
            let initialized = try await QuillProcess.run(["init", name, "--template", testCase.template], in: directory)
            #expect(initialized.status == 0, "\(initialized.errors)")
            let project = directory.appendingPathComponent(name)
            let printed = try await Self.buildAndRun(project, name: name, dev: ["--schema", "schema.graphql", "--seed", "seed.graphql"])
            #expect(printed == testCase.output)
        }
    }

    /// A model of the Graphcool dialect: the client lists its first type's ids (here, of the
    /// conferences the example's seed creates).
    @Test func aModelGivenWithSchemaBuildsAndRuns() async throws {
        let example = packageRoot.appendingPathComponent("Examples/ConferencePlanner")
        try await withTemporaryDirectory { directory in
            let model = example.appendingPathComponent("schema.graphql").path
            #expect(try await QuillProcess.run(["init", "InitFromModel", "--schema", model], in: directory).status == 0)
            let project = directory.appendingPathComponent("InitFromModel")
            let seed = example.appendingPathComponent("seed.graphql").path
            let printed = try await Self.buildAndRun(project, name: "InitFromModel", dev: ["--schema", "schema.graphql", "--seed", seed])
            #expect(printed.count == 3)
            #expect(printed.allSatisfy { !$0.isEmpty && !$0.contains(" ") })
        }
    }

    /// Builds the package in `project`, starts `quill dev dev…` there, and runs the client
    /// against it; the lines it printed.
    static func buildAndRun(_ project: URL, name: String, dev: [String]) async throws -> [String] {
        let scratch = packageRoot.appendingPathComponent(".build/examples").path
        let build = try await ChildProcess.run(
            "/usr/bin/env", ["swift", "build", "--package-path", project.path, "--scratch-path", scratch], timeout: 1800)
        try #require(build.status == 0, "swift build failed: \(build.outputText)\(build.errorsText)")
        #expect(!build.outputText.contains("warning:"), "\(build.outputText)")
        let server = try await DevProcess(dev, in: project)
        defer { server.kill() }
        let client = scratch + "/debug/" + name
        let run = try await ChildProcess.run(client, ["--endpoint", "http://127.0.0.1:\(server.port)/graphql"], timeout: 120)
        #expect(run.status == 0, "\(run.errorsText)")
        return run.outputText.split(separator: "\n").map(String.init)
    }
}
