import Testing

let jsonType = "application/json; charset=utf-8"
let graphQLResponseType = "application/graphql-response+json; charset=utf-8"
let typenameBody = #"{"data":{"__typename":"Query"}}"#

/// Expects the status, content type and exact body of an answer.
func expect(
    _ answer: Answer, status: Int, contentType: String, body: String, sourceLocation: SourceLocation = #_sourceLocation
) {
    #expect(answer.status == status, sourceLocation: sourceLocation)
    #expect(answer.contentType == contentType, sourceLocation: sourceLocation)
    #expect(answer.text == body, sourceLocation: sourceLocation)
}
