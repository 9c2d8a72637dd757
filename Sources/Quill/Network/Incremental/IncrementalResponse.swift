import Foundation

/// An incremental response (`@defer`, `@stream`) as its payloads arrive, each merged into
/// what came before, in either format a server speaks: Apollo's `deferSpec=20220824`
/// (`incremental` entries with `path` and `label`; a stream's `items` at the path of the
/// first one) and the current RFC's, graphql-js 17's (`pending` with ids, `incremental`
/// entries by `id` with `subPath`, `completed`).
struct IncrementalResponse: Sendable {
    private(set) var data: JSONValue = .null
    private var errors: [JSONValue] = []
    private var extensions: JSONObject?
    /// The current format's announced fragments and streams, by id.
    private var pending: [String: (path: [PathComponent], label: String?)] = [:]
    private(set) var fulfilledFragments: Set<DeferredFragmentIdentifier> = []
    private(set) var hasNext = true
    private var started = false
    let url: URL

    init(url: URL) {
        self.url = url
    }

    /// The response so far: `data` with every increment merged in, every payload's
    /// `errors`, the last `extensions`.
    var object: JSONObject {
        var object = JSONObject()
        object.append("data", data)
        if !errors.isEmpty { object.append("errors", .array(errors)) }
        if let extensions { object.append("extensions", .object(extensions)) }
        return object
    }

    /// Merges the next payload.
    mutating func apply(_ payload: JSONObject) throws(ResponseFormatError) {
        if case .object(let extensions)? = payload["extensions"] { self.extensions = extensions }
        errors += payload["errors"]?.arrayValue ?? []
        hasNext = payload["hasNext"]?.boolValue ?? false
        if !started {
            started = true
            guard payload["data"] != nil || payload["errors"] != nil else { throw ResponseFormatError(url: url, reason: .noDataOrErrors) }
            data = payload["data"] ?? .null
        }
        for case .object(let entry) in payload["pending"]?.arrayValue ?? [] {
            guard case .string(let id)? = entry["id"], let path = Self.path(entry["path"]) else {
                throw malformed("a pending entry without id or path")
            }
            pending[id] = (path, entry["label"]?.stringValue)
        }
        for case .object(let entry) in payload["incremental"]?.arrayValue ?? [] { try applyIncrement(entry) }
        for case .object(let entry) in payload["completed"]?.arrayValue ?? [] {
            guard case .string(let id)? = entry["id"], let announced = pending.removeValue(forKey: id) else {
                throw malformed("a completed entry of no pending id")
            }
            errors += entry["errors"]?.arrayValue ?? []
            // A stream's path is its list's; a fragment's, an object's.
            if entry["errors"] == nil, case .object? = value(at: announced.path) {
                fulfilledFragments.insert(DeferredFragmentIdentifier(label: announced.label, path: announced.path))
            }
        }
    }

    private mutating func applyIncrement(_ entry: JSONObject) throws(ResponseFormatError) {
        errors += entry["errors"]?.arrayValue ?? []
        var path: [PathComponent]
        let label: String?
        if case .string(let id)? = entry["id"] {
            guard let announced = pending[id] else { throw malformed("an increment of no pending id \(id)") }
            path = announced.path + (Self.path(entry["subPath"]) ?? [])
            label = announced.label
        } else {
            guard let entryPath = Self.path(entry["path"]) else { throw malformed("an increment without a path or an id") }
            path = entryPath
            label = entry["label"]?.stringValue
        }
        if let items = entry["items"] {
            guard case .array(let items) = items else { return }  // null: the stream failed (its errors are kept)
            // Apollo's format names the first item's index; the current one, the list.
            if entry["id"] == nil {
                guard case .index? = path.last else { throw malformed("stream items whose path does not end in an index") }
                path.removeLast()
            }
            try update(at: path, expecting: "a list") { list in
                guard case .array(let existing) = list else { return false }
                list = .array(existing + items)
                return true
            }
        } else if let fragment = entry["data"] {
            guard case .object = fragment else { return }  // null: the fragment failed (its errors are kept)
            try update(at: path, expecting: "an object") { object in
                guard case .object = object else { return false }
                object = Self.merged(object, fragment)
                return true
            }
            if entry["id"] == nil { fulfilledFragments.insert(DeferredFragmentIdentifier(label: label, path: path)) }
        } else {
            throw malformed("an increment with neither data nor items")
        }
    }

    private func malformed(_ detail: String) -> ResponseFormatError {
        ResponseFormatError(url: url, reason: .malformedIncrement(detail))
    }

    private static func path(_ value: JSONValue?) -> [PathComponent]? {
        guard case .array(let components)? = value else { return nil }
        var path: [PathComponent] = []
        for component in components {
            switch component {
            case .string(let key): path.append(.key(key))
            case .int(let index): path.append(.index(index))
            default: return nil
            }
        }
        return path
    }

    private func value(at path: [PathComponent]) -> JSONValue? {
        var value = data
        for component in path {
            switch (component, value) {
            case (.key(let key), .object(let object)): guard let member = object[key] else { return nil }; value = member
            case (.index(let index), .array(let array)): guard array.indices.contains(index) else { return nil }; value = array[index]
            default: return nil
            }
        }
        return value
    }

    /// Changes the value at `path`, which must be `expected` (`change` says whether it was).
    private mutating func update(
        at path: [PathComponent], expecting expected: String, _ change: (inout JSONValue) -> Bool
    ) throws(ResponseFormatError) {
        guard Self.update(&data, at: path[...], change) else {
            throw malformed(path.located("not \(expected) in the data, where an increment goes"))
        }
    }

    /// Changes the value at `path`; false when there is none (a null on the way included).
    private static func update(_ value: inout JSONValue, at path: ArraySlice<PathComponent>, _ change: (inout JSONValue) -> Bool) -> Bool {
        guard let first = path.first else { return change(&value) }
        switch (first, value) {
        case (.key(let key), .object(var object)):
            guard let index = object.members.firstIndex(where: { $0.key == key }) else { return false }
            value = .null  // the object is uniquely held while it changes
            defer { value = .object(object) }
            return update(&object.members[index].value, at: path.dropFirst(), change)
        case (.index(let index), .array(var array)):
            guard array.indices.contains(index) else { return false }
            value = .null
            defer { value = .array(array) }
            return update(&array[index], at: path.dropFirst(), change)
        default:
            return false
        }
    }

    /// `base` with `addition`'s members: objects merged member by member, lists of one
    /// length element by element (a deferred fragment selecting more of a list's objects).
    static func merged(_ base: JSONValue, _ addition: JSONValue) -> JSONValue {
        switch (base, addition) {
        case (.object(var object), .object(let more)):
            for member in more.members {
                if let index = object.members.firstIndex(where: { $0.key == member.key }) {
                    object.members[index].value = merged(object.members[index].value, member.value)
                } else {
                    object.append(member.key, member.value)
                }
            }
            return .object(object)
        case (.array(let list), .array(let more)) where list.count == more.count:
            return .array(zip(list, more).map { merged($0, $1) })
        default:
            return addition
        }
    }
}
