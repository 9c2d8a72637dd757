import Foundation
import GraphQL

/// The parse phase: both schemas, then every operation file of the corpus.
func parseBenchmarks() throws -> [Benchmark] {
    let corpus = RepositoryPaths.corpus
    let operations = try FileManager.default.contentsOfDirectory(atPath: corpus + "/operations")
        .filter { $0.hasSuffix(".graphql") }
        .sorted()
        .map { "operations/" + $0 }
    return (["schema.graphql", "github-schema.graphql"] + operations).map { file in
        let path = corpus + "/" + file
        return Benchmark(
            name: "parse " + URL(fileURLWithPath: file).lastPathComponent,
            setUp: {
                let source = Source(try String(contentsOfFile: path, encoding: .utf8), name: file)
                return { try Parser.parse(source).definitions.count }
            },
            peer: PeerTask(id: "parse", args: ["file": path])
        )
    }
}
