@testable import GraphQL

/// The schema of the coercion tests and helpers that run coercion on it and
/// return results as plain strings, so each test reads as a table.
enum CoercionHarness {
    static let sdl = """
        type Query {
          scalars(int: Int, float: Float, string: String, boolean: Boolean, id: ID): String
          required(int: Int!, list: [Int!]!, nested: [[Int]]): String
          defaults(int: Int = 7, color: Color = RED, input: In = {req: 1}, list: [Float] = 1.5, bad: Int = "x"): String
          enums(color: Color, colors: [Color!]): String
          inputs(in: In, ins: [In!], deep: Deep): String
          custom(json: JSON, date: Date = "2020"): String
        }

        enum Color { RED GREEN BLUE }

        input In {
          req: Int!
          opt: String
          def: Float = 2
          color: Color = GREEN
          list: [ID]
        }

        input Deep {
          in: In
          deep: Deep
          list: [Deep]
          name: String
        }

        scalar JSON
        scalar Date
        """

    static let oneOfSDL = """
        type Query { pick(by: By): String, picks(by: [By!]): String }
        input By @oneOf { id: ID, name: String, nested: By }
        """

    static let schema = try! buildSchema(sdl)
    static let oneOfSchema = try! buildSchema(oneOfSDL)

    static func type(_ text: String, in schema: GraphQLSchema = schema) -> GraphQLTypeRef {
        schema.typeReference(try! Parser.parseType(Source(text)))!
    }

    static func json(_ text: String) -> JSONValue {
        try! JSONReader().read(text)
    }

    /// A JSON value as JSON text, numbers as JavaScript writes them.
    static func text(_ value: JSONValue) -> String {
        var writer = JSONWriter()
        writer.write(value)
        return writer.string
    }

    static func format(_ error: GraphQLError) -> String {
        let locations = error.locations.isEmpty ? "-" : error.locations.map(\.description).joined(separator: ",")
        return locations + ": " + error.message
    }

    /// The first operation's variables coerced: their JSON, or the errors.
    static func variables(
        _ document: String, _ inputs: String = "{}", schema: GraphQLSchema = schema, scalars: CustomScalars = [:],
        maxErrors: Int = 50
    ) -> Result<CoercedVariables, GraphQLErrors> {
        let source = Source(document)
        let operation = operation(in: source)
        return coerceVariableValues(
            schema: schema, definitions: operation.variableDefinitions, inputs: json(inputs).objectValue!,
            source: source, scalars: scalars, maxErrors: maxErrors)
    }

    /// `variables` as `{"a":1}` or the error lines.
    static func variableOutcome(_ document: String, _ inputs: String = "{}", schema: GraphQLSchema = schema) -> [String] {
        switch variables(document, inputs, schema: schema) {
        case .success(let coerced): [text(.object(coerced.values))]
        case .failure(let errors): errors.errors.map(format)
        }
    }

    /// Each root field's arguments as JSON, or its error; after coercing the variables.
    static func argumentOutcome(
        _ document: String, _ inputs: String = "{}", schema: GraphQLSchema = schema, scalars: CustomScalars = [:]
    ) -> [String] {
        let source = Source(document)
        let operation = operation(in: source)
        let coerced: CoercedVariables
        switch coerceVariableValues(
            schema: schema, definitions: operation.variableDefinitions, inputs: json(inputs).objectValue!, source: source,
            scalars: scalars)
        {
        case .success(let variables): coerced = variables
        case .failure(let errors): return errors.errors.map(format)
        }
        let root = schema[schema.rootType(for: operation.operation)!]
        return operation.selectionSet.selections.map { selection in
            guard case .field(let field) = selection else { return "not a field" }
            do throws(GraphQLError) {
                let arguments = try coerceArgumentValues(
                    definitions: root.field(named: field.name.value)!.arguments, arguments: field.arguments,
                    variables: coerced, schema: schema, scalars: scalars, source: source, location: field.loc)
                return text(.object(arguments))
            } catch {
                return format(error)
            }
        }
    }

    static func operation(in source: Source) -> OperationDefinition {
        for definition in try! Parser.parse(source).definitions {
            if case .operation(let operation) = definition { return operation }
        }
        fatalError("no operation in \(source.body)")
    }
}
