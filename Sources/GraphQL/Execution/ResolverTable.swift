/// The resolvers of an executor, indexed for execution: per type ID and field
/// index, looked up once when a field is planned. A class: every execution
/// refers to it.
import QuillSync

final class ResolverTable: Sendable {
    let fields: [[FieldResolver]]
    /// By type ID (`nil` where none is registered), so that completing an object
    /// looks its check up without hashing.
    let typeResolvers: [TypeResolve<any Sendable>?]
    let isTypeOf: [IsTypeOf<any Sendable>?]
    let objectTypes: [ObjectIdentifier: TypeID]
    let scalars: CustomScalars
    /// Subscription root field index → the resolver of its source event stream.
    let subscriptions: [Int: SubscribeResolve]
    /// What runs each mutation operation, when the resolvers name one.
    let mutationRunner: MutationRunner<any Sendable>?
    /// The size of the last response written, to reserve the next one's bytes
    /// at once rather than grow them by doubling.
    let responseSizeHint = SizeHint()
    /// Whether an `async` resolver is reachable from each type's fields.
    let reachesAsync: [Bool]
    /// The object types' fields as planning uses them.
    let fieldTable: FieldTable

    init<Context>(schema: GraphQLSchema, resolvers: Resolvers<Context>) throws(GraphQLError) {
        var fields = schema.types.map { type in [FieldResolver](repeating: .default, count: type.fields.count) }
        for (typeName, byField) in resolvers.fields {
            guard let id = schema.typeID(named: typeName), case .object(let object) = schema[id] else {
                throw GraphQLError("Resolvers name \"\(typeName)\", which is not an object type of the schema.")
            }
            for (fieldName, resolver) in byField {
                guard let index = object.fields.firstIndex(where: { $0.name == fieldName }) else {
                    throw GraphQLError("Resolvers name \"\(typeName).\(fieldName)\", which is not a field of the schema.")
                }
                fields[id][index] = resolver
            }
        }
        self.fields = fields
        typeResolvers = try Self.index(resolvers.typeResolvers, schema, "an interface or union") { $0.isAbstract }
        isTypeOf = try Self.index(resolvers.isTypeOfChecks, schema, "an object type") { if case .object = $0 { true } else { false } }
        var objectTypes: [ObjectIdentifier: TypeID] = [:]
        for (swiftType, name) in resolvers.objectTypes {
            guard let id = schema.typeID(named: name), case .object = schema[id] else {
                throw GraphQLError("Resolvers name \"\(name)\", which is not an object type of the schema.")
            }
            objectTypes[swiftType] = id
        }
        self.objectTypes = objectTypes
        // How values of each named type are completed (for the field table).
        let shapes: [Shape] = schema.types.enumerated().map { id, type in
            switch type {
            case .object: .object(id)
            case .interface, .union: .abstract(id)
            case .enum(let enumType): .leaf(.enumeration(enumType))
            case .scalar(let scalar):
                if let builtIn = scalar.builtIn {
                    .leaf(.builtIn(builtIn))
                } else {
                    .leaf(.custom(name: scalar.name, serialize: resolvers.scalars[scalar.name]?.serialize))
                }
            case .inputObject(let input): .leaf(.custom(name: input.name, serialize: nil))
            }
        }
        scalars = resolvers.scalars
        subscriptions = try Self.subscriptions(resolvers.subscriptions, schema)
        mutationRunner = resolvers.mutationRunner
        reachesAsync = Self.asyncReachability(schema, fields)
        fieldTable = FieldTable(schema: schema, resolvers: fields, shapes: shapes, reachesAsync: reachesAsync, scalars: scalars)
    }

    private static func index<Value>(
        _ byName: [String: Value], _ schema: GraphQLSchema, _ kind: String, _ accepts: (GraphQLNamedType) -> Bool
    ) throws(GraphQLError) -> [Value?] {
        var table = [Value?](repeating: nil, count: schema.types.count)
        for (name, value) in byName {
            guard let id = schema.typeID(named: name), accepts(schema[id]) else {
                throw GraphQLError("Resolvers name \"\(name)\", which is not \(kind) of the schema.")
            }
            table[id] = value
        }
        return table
    }

    /// Per type: whether one of its fields, or of the types they lead to, has an
    /// `async` resolver (a fixed point over the type graph).
    private static func asyncReachability(_ schema: GraphQLSchema, _ fields: [[FieldResolver]]) -> [Bool] {
        var reaches = fields.map { resolvers in
            resolvers.contains { if case .async = $0 { true } else { false } }
        }
        var changed = true
        while changed {
            changed = false
            for (id, type) in schema.types.enumerated() where !reaches[id] {
                let next: [TypeID] = type.isAbstract ? schema.possibleTypes(of: id) : type.fields.map(\.type.namedType)
                if next.contains(where: { reaches[$0] }) {
                    reaches[id] = true
                    changed = true
                }
            }
        }
        return reaches
    }
}

/// A size remembered across executions.
final class SizeHint: Sendable {
    private let bytes = Locked<Int>(4096)

    var value: Int { bytes.value }

    func record(_ size: Int) {
        bytes.withLock { $0 = size }
    }
}
