import Foundation
import GraphQL

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// `quill fetch-schema URL --output schema.json|schema.graphql`: a server's schema, by
/// introspection (seed 000's `apollo-codegen download-schema`).
enum FetchSchemaCommand {
    static let command: Command = Command(
        name: "fetch-schema",
        abstract: "Download a GraphQL server's schema by introspection.",
        discussion: """
            Sends graphql-js's introspection query (with descriptions) to URL in a POST,
            builds the schema from the result, and writes it to OUTPUT: the result as
            JSON ({"__schema": ...}) when OUTPUT ends in .json, the schema as SDL (as
            'quill schema print' prints it) when it ends in .graphql or .graphqls. The
            file is written only when its text changed.

            An unreachable URL, a status other than 200 without a result, or a server
            that refuses introspection is reported on standard error, nothing is
            written, and the exit status is 1.
            """,
        options: [
            .value("output", short: "o", valueName: "OUTPUT", help: "schema.json or schema.graphql."),
            .value("header", short: "H", valueName: "'NAME: VALUE'", help: "A request header (e.g. Authorization); repeatable."),
        ],
        arguments: [Argument(name: "URL", help: "The GraphQL endpoint, http:// or https://.")]
    ) { invocation, console throws(UsageError) in
        let path = ["fetch-schema"]
        let address = invocation.arguments[0]
        guard let url = URL(string: address), ["http", "https"].contains(url.scheme?.lowercased() ?? ""), url.host != nil else {
            throw UsageError("'\(address)' is not an http:// or https:// URL", commandPath: path)
        }
        guard let output = invocation.value(of: "output") else { throw UsageError("missing option '--output'", commandPath: path) }
        let asJSON = output.hasSuffix(".json")
        guard asJSON || output.hasSuffix(".graphql") || output.hasSuffix(".graphqls") else {
            throw UsageError("'--output' must end in .json, .graphql or .graphqls", commandPath: path)
        }
        var headers: [(String, String)] = []
        for header in invocation.values["header"] ?? [] {
            guard let colon = header.firstIndex(of: ":"), !header[..<colon].trimmingCharacters(in: .whitespaces).isEmpty else {
                throw UsageError("'--header' takes 'NAME: VALUE', not '\(header)'", commandPath: path)
            }
            headers.append(
                (
                    header[..<colon].trimmingCharacters(in: .whitespaces),
                    header[header.index(after: colon)...].trimmingCharacters(in: .whitespaces)
                ))
        }
        do throws(FetchFailure) {
            let result = try fetchIntrospection(from: url, headers: headers)
            let schema: GraphQLSchema
            do throws(GraphQLErrors) {
                schema = try buildClientSchema(result)
            } catch {
                let messages = error.errors.map(\.message).joined(separator: "; ")
                throw FetchFailure("\(address): not a valid introspection result: \(messages)")
            }
            let text = asJSON ? String(decoding: result.prettySerialized(), as: UTF8.self) + "\n" : printSchema(schema) + "\n"
            if (try? String(contentsOfFile: output, encoding: .utf8)) != text {
                do {
                    try Data(text.utf8).write(to: URL(fileURLWithPath: output), options: .atomic)
                } catch {
                    throw FetchFailure("cannot write '\(output)': \(error.localizedDescription)")
                }
            }
            return ExitCode.success
        } catch {
            console.writeError("quill: \(error.message)\n")
            return ExitCode.failure
        }
    }

    struct FetchFailure: Error {
        var message: String

        init(_ message: String) {
            self.message = message
        }
    }

    /// The introspection result (`data`) that `url` answers.
    private static func fetchIntrospection(from url: URL, headers: [(String, String)]) throws(FetchFailure) -> JSONValue {
        var request = URLRequest(url: url, timeoutInterval: 30)
        request.httpMethod = "POST"
        request.setValue("application/json", forHTTPHeaderField: "Content-Type")
        request.setValue("application/graphql-response+json, application/json", forHTTPHeaderField: "Accept")
        for (name, value) in headers { request.setValue(value, forHTTPHeaderField: name) }
        let body: JSONValue = ["query": .string(introspectionQuery()), "operationName": "IntrospectionQuery"]
        request.httpBody = Data(body.serialized())
        let reply: (status: Int, body: Data)
        do {
            reply = try waitFor { [request] in
                let (data, response) = try await URLSession.shared.data(for: request)
                return ((response as? HTTPURLResponse)?.statusCode ?? 0, data)
            }
        } catch {
            throw FetchFailure("cannot reach \(url.absoluteString): \(error.localizedDescription)")
        }
        let json: JSONValue
        do throws(JSONReadError) {
            json = try JSONReader().read([UInt8](reply.body))
        } catch {
            throw FetchFailure("\(url.absoluteString): HTTP \(reply.status), and the body is not JSON (\(error.message))")
        }
        if let data = json["data"], data["__schema"] != nil { return data }
        if let message = json["errors"]?.arrayValue?.first?["message"]?.stringValue {
            throw FetchFailure("\(url.absoluteString) refused introspection (HTTP \(reply.status)): \(message)")
        }
        throw FetchFailure("\(url.absoluteString): HTTP \(reply.status), and no introspection result in the response")
    }
}
