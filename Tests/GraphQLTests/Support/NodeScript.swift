import Foundation
import QuillTestSupport

/// `GraphQLJSScript` on `Data`, as the differential tests encode and decode it.
enum NodeScript {
    static func run(_ name: String, input: Data) async throws -> Data {
        Data(try await GraphQLJSScript.run(name, input: Array(input)))
    }
}
