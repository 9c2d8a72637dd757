import Testing

@testable import GraphQL

/// The September 2025 spec's input object default value cycle rule, with graphql-js
/// 17's messages and locations (its validation tests' cases).
@Suite struct DefaultValueCycleTests {
    @Test func acceptsDefaultsThatEnd() throws {
        let schema = try buildSchema(
            """
            type Query { field(arg1: A, arg2: B): String }
            input A { x: A = null y: A = { x: null, y: null } z: [A] = [] }
            input B { x: B2! = {} y: String = "abc" z: Custom = {} }
            input B2 { x: B3 = {} }
            input B3 { x: B = { x: { x: null } } }
            scalar Custom
            """)
        #expect(validateSchema(schema).isEmpty)
    }

    @Test func rejectsDefaultsThatNeedThemselves() throws {
        let schema = try buildSchema(
            """

                  type Query {
                    field(arg1: A, arg2: B, arg3: C, arg4: D, arg5: E): String
                  }

                  input A {
                    x: A = {}
                  }

                  input B {
                    x: B2 = {}
                  }

                  input B2 {
                    x: B3 = {}
                  }

                  input B3 {
                    x: B = {}
                  }

                  input C {
                    x: [C] = [{}]
                  }

                  input D {
                    x: D = { x: { x: {} } }
                  }

                  input E {
                    x: E = { x: null }
                    y: E = { y: null }
                  }

                  input F {
                    x: F2! = {}
                  }

                  input F2 {
                    x: F = { x: {} }
                  }
            """)
        let lines = validateSchema(schema).map { error in
            error.locations.map { "\($0.line):\($0.column)" }.joined(separator: ", ") + ": " + error.message
        }
        #expect(
            lines == [
                "7:16: Invalid circular reference. The default value of Input Object field A.x references itself.",
                "11:17, 15:17, 19:16: Invalid circular reference. The default value of Input Object field B.x references itself via the default values of: B2.x, B3.x.",
                "23:18: Invalid circular reference. The default value of Input Object field C.x references itself.",
                "27:16: Invalid circular reference. The default value of Input Object field D.x references itself.",
                "31:16, 32:16: Invalid circular reference. The default value of Input Object field E.x references itself via the default values of: E.y.",
                "40:16: Invalid circular reference. The default value of Input Object field F2.x references itself.",
            ])
    }

    /// A cycle closed by an extension's field is found too.
    @Test func findsCyclesThroughExtensions() throws {
        let schema = try buildSchema("type Query { f(a: A): Int }\ninput A { first: B = {} }\ninput B { b: Int }")
        let extended = try extendSchema(schema, Source("extend input B { second: A = {} }"))
        #expect(
            validateSchema(extended).map(\.message) == [
                "Invalid circular reference. The default value of Input Object field A.first references itself via the default values of: B.second."
            ])
        #expect(validateSchema(extended).first?.locations == [SourceLocation(line: 2, column: 22), SourceLocation(line: 1, column: 30)])
    }
}
