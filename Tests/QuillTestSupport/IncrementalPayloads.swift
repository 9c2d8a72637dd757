import GraphQL

/// The payloads of an incremental result put together as a client would: the initial
/// data with each deferred fragment's data merged at its path and each streamed batch
/// appended to its list.
public enum IncrementalPayloads {
    /// The whole data; nil (with `requireNoErrors`) if a payload has errors.
    public static func merged(_ result: IncrementalExecutionResult, requireNoErrors: Bool = false) async throws -> JSONValue? {
        switch result {
        case .single(let response):
            return requireNoErrors && !response.errors.isEmpty ? nil : response.data
        case .incremental(let initial, let subsequent):
            var data = initial.response.data ?? .null
            var hasErrors = !initial.response.errors.isEmpty
            var paths: [String: [PathComponent]] = Dictionary(uniqueKeysWithValues: initial.pending.map { ($0.id, $0.path) })
            for await payload in subsequent {
                for pending in payload.pending { paths[pending.id] = pending.path }
                for entry in payload.incremental {
                    hasErrors = hasErrors || !entry.errors.isEmpty
                    let base = paths[entry.id] ?? []
                    switch entry.value {
                    case .data(let bytes):
                        data.merge(try JSONReader().read(bytes), at: base + (entry.subPath ?? []))
                    case .items(let items):
                        data.append(try items.map { try JSONReader().read($0) }, at: base)
                    }
                }
                hasErrors = hasErrors || payload.completed.contains { $0.errors != nil }
            }
            return requireNoErrors && hasErrors ? nil : data
        }
    }
}

extension JSONValue {
    /// The value with every object's members sorted by key: to compare data whose deferred
    /// fields came after the others.
    public func sortingKeys() -> JSONValue {
        switch self {
        case .object(let object):
            .object(JSONObject(object.members.sorted { $0.key < $1.key }.map { .init(key: $0.key, value: $0.value.sortingKeys()) }))
        case .array(let array): .array(array.map { $0.sortingKeys() })
        default: self
        }
    }

    fileprivate mutating func merge(_ value: JSONValue, at path: some Collection<PathComponent>) {
        update(at: path) { target in
            guard case .object(var object) = target, case .object(let fields) = value else { return }
            for member in fields { object.set(member.key, member.value) }
            target = .object(object)
        }
    }

    fileprivate mutating func append(_ items: [JSONValue], at path: some Collection<PathComponent>) {
        update(at: path) { target in
            if case .array(let existing) = target { target = .array(existing + items) }
        }
    }

    private mutating func update(at path: some Collection<PathComponent>, _ change: (inout JSONValue) -> Void) {
        guard let first = path.first else { return change(&self) }
        switch (self, first) {
        case (.object(var object), .key(let key)):
            var child = object[key] ?? .null
            child.update(at: path.dropFirst(), change)
            object.set(key, child)
            self = .object(object)
        case (.array(var array), .index(let index)) where array.indices.contains(index):
            array[index].update(at: path.dropFirst(), change)
            self = .array(array)
        default:
            return
        }
    }
}
