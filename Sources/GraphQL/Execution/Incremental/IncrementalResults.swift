/// The result of `Executor.executeIncrementally`: one response when nothing was
/// deferred or streamed, else an initial result and the subsequent results
/// (graphql-js 17's `experimentalExecuteIncrementally`).
public enum IncrementalExecutionResult: Sendable {
    case single(Response)
    case incremental(InitialIncrementalResult, SubsequentIncrementalResults)
}

/// The first payload: `data` without what is deferred or not streamed yet, and
/// the fragments and streams announced as `pending`.
public struct InitialIncrementalResult: Sendable {
    /// `data` and the errors so far.
    public let response: Response
    public let pending: [PendingResult]

    /// The payload as graphql-js writes it: `errors` (when there are any), `data`,
    /// `pending`, `"hasNext":true`.
    public func jsonBytes() -> [UInt8] {
        var writer = JSONWriter(capacity: 256)
        var bytes = response.jsonBytes()
        bytes.removeLast()
        writer.writeRaw(bytes)
        writer.writeRaw(#","pending":"#.utf8)
        writer.writeList(pending) { writer, pending in pending.write(to: &writer) }
        writer.writeRaw(#","hasNext":true}"#.utf8)
        return writer.bytes
    }
}

/// A deferred fragment or stream announced to come, by id.
public struct PendingResult: Sendable, Equatable {
    public let id: String
    /// The deferred fragment's object, or the streamed list.
    public let path: [PathComponent]
    public let label: String?

    func write(to writer: inout JSONWriter) {
        writer.writeRaw(#"{"id":"#.utf8)
        writer.writeString(id)
        writer.writeRaw(#","path":"#.utf8)
        writer.write(path.json)
        if let label {
            writer.writeRaw(#","label":"#.utf8)
            writer.writeString(label)
        }
        writer.writeByte(UInt8(ascii: "}"))
    }
}

/// One payload after the first.
public struct SubsequentIncrementalResult: Sendable {
    public internal(set) var hasNext: Bool
    /// Fragments and streams announced in this payload.
    public internal(set) var pending: [PendingResult] = []
    public internal(set) var incremental: [IncrementalResult] = []
    /// Fragments and streams that are done, with the error that ended one early.
    public internal(set) var completed: [CompletedResult] = []

    /// The payload as graphql-js writes it: `hasNext`, then `pending`,
    /// `incremental` and `completed` when not empty.
    public func jsonBytes() -> [UInt8] {
        var writer = JSONWriter(capacity: 256)
        writer.writeRaw(#"{"hasNext":"#.utf8)
        writer.writeBool(hasNext)
        if !pending.isEmpty {
            writer.writeRaw(#","pending":"#.utf8)
            writer.writeList(pending) { writer, pending in pending.write(to: &writer) }
        }
        if !incremental.isEmpty {
            writer.writeRaw(#","incremental":"#.utf8)
            writer.writeList(incremental) { writer, result in result.write(to: &writer) }
        }
        if !completed.isEmpty {
            writer.writeRaw(#","completed":"#.utf8)
            writer.writeList(completed) { writer, completed in completed.write(to: &writer) }
        }
        writer.writeByte(UInt8(ascii: "}"))
        return writer.bytes
    }
}

/// Data of a deferred fragment, or items of a stream.
public struct IncrementalResult: Sendable {
    public enum Value: Sendable {
        /// The JSON text of an object's deferred fields.
        case data([UInt8])
        /// The JSON text of each item.
        case items([[UInt8]])
    }

    /// The pending fragment or stream it belongs to.
    public let id: String
    public let value: Value
    public let errors: [GraphQLError]
    /// Where the data is below the pending fragment's path.
    public let subPath: [PathComponent]?
    /// Where the value goes in the response: the deferred fields' object, or the
    /// list position of the first item (as Apollo's earlier format addresses it).
    public let path: [PathComponent]
    /// The label of the fragment or stream (of the first of several fragments).
    public let label: String?

    /// `data` (and `errors`) then `id` and `subPath` for a fragment; `id`, `items`
    /// (and `errors`) for a stream, as graphql-js writes them.
    func write(to writer: inout JSONWriter) {
        switch value {
        case .data(let data):
            writer.writeRaw(#"{"data":"#.utf8)
            writer.writeRaw(data)
            writeErrors(&writer)
            writer.writeRaw(#","id":"#.utf8)
            writer.writeString(id)
            if let subPath {
                writer.writeRaw(#","subPath":"#.utf8)
                writer.write(subPath.json)
            }
        case .items(let items):
            writer.writeRaw(#"{"id":"#.utf8)
            writer.writeString(id)
            writer.writeRaw(#","items":"#.utf8)
            writer.writeList(items) { writer, item in writer.writeRaw(item) }
            writeErrors(&writer)
        }
        writer.writeByte(UInt8(ascii: "}"))
    }

    private func writeErrors(_ writer: inout JSONWriter) {
        guard !errors.isEmpty else { return }
        writer.writeRaw(#","errors":"#.utf8)
        writer.writeList(errors) { writer, error in writer.write(error.responseJSON) }
    }
}

/// A deferred fragment or stream that is done: with `errors` when an error ended
/// it (its data or remaining items are not delivered).
public struct CompletedResult: Sendable {
    public let id: String
    public let errors: [GraphQLError]?
    /// The pending fragment's or stream's path and label.
    public let path: [PathComponent]
    public let label: String?
    /// Whether a stream completed (else a deferred fragment).
    public let isStream: Bool

    func write(to writer: inout JSONWriter) {
        writer.writeRaw(#"{"id":"#.utf8)
        writer.writeString(id)
        if let errors {
            writer.writeRaw(#","errors":"#.utf8)
            writer.writeList(errors) { writer, error in writer.write(error.responseJSON) }
        }
        writer.writeByte(UInt8(ascii: "}"))
    }
}

/// The payloads after the first, in order, the last with `hasNext: false`. One
/// pass: iterate once. Ending the iteration early stops the work still running.
public struct SubsequentIncrementalResults: AsyncSequence, Sendable {
    public typealias Element = SubsequentIncrementalResult

    let publisher: IncrementalPublisher

    public func makeAsyncIterator() -> Iterator {
        Iterator(owner: Owner(publisher))
    }

    public struct Iterator: AsyncIteratorProtocol {
        let owner: Owner

        public mutating func next() async -> SubsequentIncrementalResult? {
            await owner.publisher.next()
        }
    }

    /// Cancels the publisher's work when the iterator is gone.
    final class Owner: Sendable {
        let publisher: IncrementalPublisher

        init(_ publisher: IncrementalPublisher) {
            self.publisher = publisher
        }

        deinit {
            publisher.cancel()
        }
    }
}

extension JSONWriter {
    /// `[`, each element, separated by commas, `]`.
    mutating func writeList<Element>(_ elements: [Element], _ write: (inout JSONWriter, Element) -> Void) {
        writeByte(UInt8(ascii: "["))
        for (index, element) in elements.enumerated() {
            if index > 0 { writeByte(UInt8(ascii: ",")) }
            write(&self, element)
        }
        writeByte(UInt8(ascii: "]"))
    }
}

extension [PathComponent] {
    /// The path as the response writes it: keys as strings, indices as numbers.
    public var json: JSONValue {
        .array(
            map { component in
                switch component {
                case .key(let key): .string(key)
                case .index(let index): .int(index)
                }
            })
    }
}
