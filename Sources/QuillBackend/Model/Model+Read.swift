import Foundation
import GraphQL

extension Model {
    /// Reads a data model from SDL in either dialect (Graphcool or Grafbase).
    ///
    /// Throws a `ModelError` with every problem found, each at its place in `source`.
    public static func read(_ source: Source) throws(ModelError) -> Model {
        var reader = ModelReader(source: source)
        return try reader.read()
    }

    /// Reads the data model in the file at `path` (its diagnostics name the path).
    public static func read(contentsOfFile path: String) throws -> Model {
        let text = try String(contentsOfFile: path, encoding: .utf8)
        return try read(Source(text, name: path))
    }
}
