import GraphQL
import QuillHTTP

extension GraphQLServer {
    /// `POST <path>/validate` with `{"query": "…"}`: the document's syntax, validation and
    /// limit errors as the endpoint would report them, without running it, in
    /// `{"errors": [...]}` (empty when the document is valid). The Playground underlines
    /// them as the user types. The request's context is made as for the endpoint, so a
    /// caller it refuses learns nothing of the schema here either.
    func validate(_ request: ServerRequest) -> ServerReply {
        do {
            _ = try makeContext(request)
        } catch {
            return .response(contextFailure(error, .json))
        }
        let body: JSONValue
        do throws(JSONReadError) {
            body = try JSONReader().read(request.body)
        } catch {
            return .response(.graphQLError(status: .badRequest, "The request body is not valid JSON: \(error)."))
        }
        guard case .string(let query)? = body["query"] else {
            return .response(.graphQLError(status: .badRequest, #"Send {"query": "…"}: the document to check, as a string."#))
        }
        let errors = service.errors(in: query)
        let json = JSONValue.object(["errors": .array(errors.map(\.responseJSON))])
        return .response(HTTPResponse(status: .ok, headers: JSONMediaType.json.headers, body: json.serialized()))
    }
}
