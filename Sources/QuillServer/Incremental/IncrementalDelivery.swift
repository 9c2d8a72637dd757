import GraphQL
import QuillHTTP

/// Incremental delivery over HTTP (`@defer`, `@stream`): the payloads of an incremental
/// result as the parts of a `multipart/mixed` body (the GraphQL over HTTP RFC's
/// framing, boundary `-`), in the format the client's `Accept` asks for:
///
/// - `multipart/mixed; incrementalSpec=v0.2` (or no parameter): the current format,
///   graphql-js 17's (`pending`, `incremental` with `id`, `completed`);
/// - `multipart/mixed; deferSpec=20220824`: Apollo's, which Apollo iOS and Kotlin, Apollo
///   Router and Apollo Client's `Defer20220824Handler` speak (`incremental` entries with
///   `data` or `items`, `path` and `label`; a fragment or stream that failed is an entry
///   with `data` or `items` null and its `errors`).
///
/// Server-Sent Events carry the current format, a `next` event per payload.
public enum IncrementalDelivery {
    public enum Format: Sendable, Hashable {
        /// graphql-js 17's, `incrementalSpec=v0.2`.
        case current
        /// Apollo's, `deferSpec=20220824`.
        case defer20220824

        /// The `Content-Type` of a multipart response in this format.
        public var contentType: String {
            switch self {
            case .current: #"multipart/mixed; boundary="-"; incrementalSpec=v0.2"#
            case .defer20220824: #"multipart/mixed; boundary="-"; deferSpec=20220824"#
            }
        }
    }

    /// The incremental format the request's `Accept` lists `multipart/mixed` with: Apollo's
    /// with `deferSpec=20220824`, else the current one (`incrementalSpec`, or no
    /// parameter but `boundary`); nil when none (a `subscriptionSpec` range is Apollo's
    /// subscription protocol, not this).
    public static func format(acceptedBy headers: HTTPHeaders) -> Format? {
        var found: Format?
        _ = SubscriptionMediaTypes.accepts(headers) { type, parameters in
            guard type == "multipart/mixed", parameters["subscriptionspec"] == nil else { return false }
            if parameters["deferspec"] == "20220824" {
                found = .defer20220824
                return true
            }
            if parameters["deferspec"] == nil, found == nil { found = .current }
            return false
        }
        return found
    }

    /// The multipart response of an outcome in `format`: the initial result and each
    /// subsequent result as parts, as they come; a single response as one part (with
    /// `"hasNext":false`). Ending the connection early stops the work still running.
    public static func multipartResponse(for outcome: GraphQLOutcome, format: Format) -> HTTPResponse {
        let headers: HTTPHeaders = ["Content-Type": format.contentType, "Cache-Control": "no-cache"]
        let payloads: @Sendable (HTTPBodyWriter) async throws -> Void
        switch outcome {
        case .incremental(let initial, let subsequent):
            payloads = { writer in try await write(initial, subsequent, format, to: writer) }
        case .executed(let response), .rejected(let response, _):
            if case .rejected(let response, let rejection) = outcome, let plain = SubscriptionMediaTypes.plainResponse(response, rejection) {
                return plain
            }
            payloads = { writer in try await writer.write(opening + part(completed(response), last: true)) }
        case .subscription:
            return .graphQLError(status: .badRequest, "Subscriptions need a streaming transport.")
        }
        return HTTPResponse(status: .ok, headers: headers, body: .stream { writer in try? await payloads(writer) })
    }

    /// The incremental result's payloads as `next` events of Server-Sent Events, then `complete`.
    static func writeEvents(
        _ initial: InitialIncrementalResult, _ subsequent: SubsequentIncrementalResults, to writer: HTTPBodyWriter
    ) async throws {
        func event(_ json: [UInt8]) -> [UInt8] { Array("event: next\ndata: ".utf8) + json + Array("\n\n".utf8) }
        try await writer.write(Array(":\n\n".utf8) + event(initial.jsonBytes()))
        for await payload in subsequent { try await writer.write(event(payload.jsonBytes())) }
        try await writer.write(Array("event: complete\ndata:\n\n".utf8))
    }

    private static func write(
        _ initial: InitialIncrementalResult, _ subsequent: SubsequentIncrementalResults, _ format: Format, to writer: HTTPBodyWriter
    ) async throws {
        let first = format == .current ? initial.jsonBytes() : initial.defer20220824JSON()
        try await writer.write(opening + part(first, last: false))
        for await payload in subsequent {
            let json = format == .current ? payload.jsonBytes() : payload.defer20220824JSON()
            try await writer.write(part(json, last: !payload.hasNext))
        }
    }

    /// The delimiter that opens the body's first part.
    private static let opening = Array("\r\n---".utf8)

    /// One part after its delimiter, ended by the next one in the same write, so that a
    /// client sees it as soon as it arrives (a part is whole only at the delimiter after
    /// it); after the last, the close delimiter.
    private static func part(_ json: [UInt8], last: Bool) -> [UInt8] {
        Array("\r\ncontent-type: application/json; charset=utf-8\r\n\r\n".utf8) + json
            + Array((last ? "\r\n-----\r\n" : "\r\n---").utf8)
    }

    /// A response that is all there is, with `"hasNext":false`.
    private static func completed(_ response: Response) -> [UInt8] {
        var bytes = response.jsonBytes()
        bytes.removeLast()
        return bytes + Array(#","hasNext":false}"#.utf8)
    }
}

extension InitialIncrementalResult {
    /// The payload in Apollo's `deferSpec=20220824` format: `data` (and `errors`), `"hasNext":true`.
    func defer20220824JSON() -> [UInt8] {
        var bytes = response.jsonBytes()
        bytes.removeLast()
        return bytes + Array(#","hasNext":true}"#.utf8)
    }
}

extension SubsequentIncrementalResult {
    /// The payload in Apollo's `deferSpec=20220824` format: `hasNext`, and `incremental`
    /// with an entry per delivered fragment or batch of items (`data` or `items`, `path`,
    /// `label`, `errors`) and per fragment or stream that failed (its data null).
    func defer20220824JSON() -> [UInt8] {
        var writer = JSONWriter(capacity: 256)
        writer.writeRaw(#"{"hasNext":"#.utf8)
        writer.writeBool(hasNext)
        let failed = completed.filter { $0.errors != nil }
        guard !incremental.isEmpty || !failed.isEmpty else {
            writer.writeByte(UInt8(ascii: "}"))
            return writer.bytes
        }
        writer.writeRaw(#","incremental":["#.utf8)
        var first = true
        func entry(_ key: String, _ value: (inout JSONWriter) -> Void, _ path: [PathComponent], _ label: String?, _ errors: [GraphQLError]) {
            if !first { writer.writeByte(UInt8(ascii: ",")) }
            first = false
            writer.writeRaw("{\"\(key)\":".utf8)
            value(&writer)
            writer.writeRaw(#","path":"#.utf8)
            writer.write(path.json)
            if let label {
                writer.writeRaw(#","label":"#.utf8)
                writer.writeString(label)
            }
            if !errors.isEmpty {
                writer.writeRaw(#","errors":"#.utf8)
                writer.write(.array(errors.map(\.responseJSON)))
            }
            writer.writeByte(UInt8(ascii: "}"))
        }
        for result in incremental {
            switch result.value {
            case .data(let data): entry("data", { $0.writeRaw(data) }, result.path, result.label, result.errors)
            case .items(let items):
                entry(
                    "items",
                    { writer in
                        writer.writeByte(UInt8(ascii: "["))
                        for (index, item) in items.enumerated() {
                            if index > 0 { writer.writeByte(UInt8(ascii: ",")) }
                            writer.writeRaw(item)
                        }
                        writer.writeByte(UInt8(ascii: "]"))
                    }, result.path, result.label, result.errors)
            }
        }
        for completed in failed {
            entry(completed.isStream ? "items" : "data", { $0.writeNull() }, completed.path, completed.label, completed.errors ?? [])
        }
        writer.writeRaw("]}".utf8)
        return writer.bytes
    }
}
