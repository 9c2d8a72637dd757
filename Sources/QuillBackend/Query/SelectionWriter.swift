import GraphQL

/// A field's value made of what `SelectionReader` read: written as the response's JSON
/// when every value completes as it is, else as a `SelectionValue` for the executor
/// to complete, so that it reports each error where it is (`fieldValue`).
protocol SelectionRead: Sendable {
    /// About how many bytes the JSON takes.
    var estimatedSize: Int { get }
    /// Writes the value; false when `output` cannot hold part of it.
    func write<Output: SelectionOutput>(to output: inout Output) -> Bool
}

extension SelectionRead {
    /// The value a resolver returns: `CompletedJSON`, a `SelectionValue`, or nil for null.
    var fieldValue: (any Sendable)? {
        var json = JSONOutput(capacity: estimatedSize)
        if write(to: &json) {
            return json.writer.bytes == nullBytes ? nil : CompletedJSON(bytes: json.writer.bytes)
        }
        var value = SelectionValueOutput()
        _ = write(to: &value)
        return value.value
    }
}

private let nullBytes = Array("null".utf8)

/// The nodes of a level, as a list.
struct NodeList: SelectionRead {
    let selection: CompiledSelection
    let level: NodeLevel

    var estimatedSize: Int { 256 + level.rows.count * 64 }

    func write<Output: SelectionOutput>(to output: inout Output) -> Bool {
        output.beginList()
        for index in level.rows.indices {
            if index > 0 { output.separator() }
            guard SelectionWriter.node(selection, selection.entries, level, index, &output) else { return false }
        }
        output.endList()
        return true
    }
}

/// The first node of a level, or null.
struct OptionalNode: SelectionRead {
    let selection: CompiledSelection
    let level: NodeLevel

    var estimatedSize: Int { 1024 }

    func write<Output: SelectionOutput>(to output: inout Output) -> Bool {
        guard !level.rows.isEmpty else { return output.null(nonNull: false) }
        return SelectionWriter.node(selection, selection.entries, level, 0, &output)
    }
}

/// The nodes of a level (one more than the page when there are more) as a page of a connection.
struct NodePage: SelectionRead {
    let connection: CompiledConnection
    let selection: CompiledSelection
    let level: NodeLevel
    /// How many nodes the filter selects (when `totalCount` is selected).
    var total: Int?

    var estimatedSize: Int { 256 + level.rows.count * 96 }

    func write<Output: SelectionOutput>(to output: inout Output) -> Bool {
        SelectionWriter.page(connection, selection, level, Array(level.rows.indices), total: total, &output)
    }
}

/// A mutation's or event's payload object: constants, given values and nodes read.
struct PayloadObject: SelectionRead {
    enum Member: Sendable {
        case constant(JSONConstant)
        /// A leaf field's value.
        case leaf(JSONValue, SelectedField)
        case read(any SelectionRead)
    }

    var members: [(key: EntryKey, value: Member)] = []

    var estimatedSize: Int {
        members.reduce(64) { size, member in if case .read(let read) = member.value { size + read.estimatedSize } else { size + 32 } }
    }

    mutating func append(_ selected: SelectedField, _ value: Member) {
        members.append((EntryKey(selected.responseKey), value))
    }

    func write<Output: SelectionOutput>(to output: inout Output) -> Bool {
        output.beginObject()
        for (index, member) in members.enumerated() {
            if index > 0 { output.separator() }
            output.key(member.key)
            switch member.value {
            case .constant(let constant): output.constant(constant)
            case .leaf(let value, let field): guard output.leaf(value, field) else { return false }
            case .read(let read): guard read.write(to: &output) else { return false }
            }
        }
        output.endObject()
        return true
    }
}

/// Writes the nodes of a level with a selection's entries.
enum SelectionWriter {
    /// Writes row `index` of `level` as an object of `entries` (of `selection`).
    static func node<Output: SelectionOutput>(
        _ selection: CompiledSelection, _ entries: [CompiledSelection.Entry], _ level: NodeLevel, _ index: Int,
        _ output: inout Output
    ) -> Bool {
        guard selection.isCollected else { return output.uncollectedObject() }
        let row = level.rows[index]
        let offset = level.offset
        output.beginObject()
        for position in entries.indices {
            if position > 0 { output.separator() }
            output.key(entries[position].key)
            switch entries[position].value {
            case .constant(let constant):
                output.constant(constant)
            case .column(let column, let leaf):
                guard output.leaf(FieldValues.json(row.values[offset + column], of: leaf.field), leaf.selected) else { return false }
            case .relation(let relationIndex):
                let relation = selection.relations[relationIndex]
                let (children, byParent) = level.children[relationIndex]
                let targets = byParent[level.id(index)] ?? []
                if relation.isList {
                    output.beginList()
                    for (position, target) in targets.enumerated() {
                        if position > 0 { output.separator() }
                        guard node(relation.selection, relation.selection.entries, children, target, &output) else { return false }
                    }
                    output.endList()
                } else if let target = targets.first {
                    guard node(relation.selection, relation.selection.entries, children, target, &output) else { return false }
                } else {
                    guard output.null(nonNull: relation.isNonNull) else { return false }
                }
            case .connection(let relationIndex, let connection):
                let (children, byParent) = level.children[relationIndex]
                let targets = byParent[level.id(index)] ?? []
                let total = connection.totalCountIndex.map { level.counts[$0][level.id(index)] ?? 0 }
                guard page(connection, selection.relations[relationIndex].selection, children, targets, total: total, &output) else { return false }
            case .countObject(let countIndex, let countEntries):
                let count = level.counts[countIndex][level.id(index)] ?? 0
                output.beginObject()
                for (position, entry) in countEntries.enumerated() {
                    if position > 0 { output.separator() }
                    output.key(entry.key)
                    switch entry.value {
                    case .constant(let constant): output.constant(constant)
                    case .count: output.int(count)
                    }
                }
                output.endObject()
            case .error(let error):
                guard output.error(error) else { return false }
            }
        }
        if let deferred = selection.deferred {
            guard output.deferredFields(deferred(level.id(index))) else { return false }
        }
        output.endObject()
        return true
    }

    /// Writes the page of `connection` that the nodes in rows `targets` of `level` (in
    /// order, one more than the page holds when there are more) make.
    static func page<Output: SelectionOutput>(
        _ connection: CompiledConnection, _ selection: CompiledSelection, _ level: NodeLevel, _ targets: [Int], total: Int?,
        _ output: inout Output
    ) -> Bool {
        let hasMore = targets.count > connection.count
        let nodes = !hasMore ? targets[...] : connection.fromEnd ? targets.dropFirst() : targets.prefix(connection.count)
        func cursor(_ index: Int) -> String {
            connection.cursor(connection.orderColumns.map { level.rows[index].values[level.offset + $0] }, level.id(index))
        }
        func write(_ entries: [CompiledConnection.Entry], node: Int?, _ output: inout Output) -> Bool {
            output.beginObject()
            for position in entries.indices {
                if position > 0 { output.separator() }
                output.key(entries[position].key)
                switch entries[position].value {
                case .constant(let constant): output.constant(constant)
                case .edges(let edge):
                    output.beginList()
                    for (position, node) in nodes.enumerated() {
                        if position > 0 { output.separator() }
                        guard write(edge, node: node, &output) else { return false }
                    }
                    output.endList()
                case .node(let nodeEntries):
                    guard let node, self.node(selection, nodeEntries, level, node, &output) else { return false }
                case .cursor:
                    guard let node else { return false }
                    output.string(cursor(node))
                case .object(let entries): guard write(entries, node: nil, &output) else { return false }
                case .score:
                    guard let node else { return false }
                    output.constant(JSONConstant(.double(level.rows[node].values[level.offset + connection.orderColumns[0]].real ?? 0)))
                case .hasNextPage: output.bool(!connection.fromEnd && hasMore)
                case .hasPreviousPage: output.bool(connection.fromEnd && hasMore)
                case .startCursor:
                    if let first = nodes.first { output.string(cursor(first)) } else { _ = output.null(nonNull: false) }
                case .endCursor:
                    if let last = nodes.last { output.string(cursor(last)) } else { _ = output.null(nonNull: false) }
                case .totalCount: output.int(total ?? 0)
                }
            }
            output.endObject()
            return true
        }
        return write(connection.entries, node: nil, &output)
    }
}
