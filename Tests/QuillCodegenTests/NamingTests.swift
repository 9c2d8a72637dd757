import Testing

@testable import QuillCodegen

@Suite struct NamingTests {
    @Test(arguments: [
        ("allConferences", "allConference"), ("launches", "launch"), ("categories", "category"),
        ("addresses", "address"), ("people", "person"), ("status", "status"), ("statuses", "status"),
        ("conferencesMeta", "conferencesMeta"), ("analyses", "analysis"), ("boxes", "box"), ("branches", "branch"),
        ("news", "news"), ("series", "series"), ("data", "datum"), ("repositoryTopics", "repositoryTopic"),
        ("bus", "bus"), ("class", "class"), ("edges", "edge"), ("nodes", "node"), ("movies", "movie"),
    ])
    func singularOfTheLastWord(_ plural: String, _ singular: String) {
        #expect(Singular.of(plural) == singular)
        #expect(Singular.of(SwiftName.upperFirst(plural)) == SwiftName.upperFirst(singular))
    }

    @Test func propertyNamesDropLeadingUnderscores() {
        #expect(SwiftName.propertyBase("_conferencesMeta") == "conferencesMeta")
        #expect(SwiftName.propertyBase("__schema") == "schema")
        #expect(SwiftName.propertyBase("_") == "_")
        #expect(SwiftName.propertyBase("id") == "id")
    }

    @Test func keywordsAreEscaped() {
        #expect(SwiftName.identifier("default") == "`default`")
        #expect(SwiftName.identifier("self") == "`self`")
        #expect(SwiftName.identifier("Type") == "`Type`")
        #expect(SwiftName.identifier("open") == "open")
        #expect(SwiftName.identifier("name") == "name")
    }

    @Test func fragmentAccessorsAreLowerCamelCase() {
        #expect(SwiftName.lowerFirst("ConferenceDetails") == "conferenceDetails")
        #expect(SwiftName.lowerFirst("URLDetails") == "urlDetails")
        #expect(SwiftName.lowerFirst("ID") == "id")
        #expect(SwiftName.lowerFirst("already") == "already")
    }

    @Test func enumCasesAreLowerCamelCase() {
        #expect(SwiftName.caseName("SMALL") == "small")
        #expect(SwiftName.caseName("DO_NOT_DISTURB") == "doNotDisturb")
        #expect(SwiftName.caseName("inProgress") == "inProgress")
        #expect(SwiftName.caseName("PascalCase") == "pascalCase")
        #expect(SwiftName.caseName("_INTERNAL") == "_internal")
    }

    @Test func plainIdentifiersAndTypeNames() {
        #expect(SwiftName.isPlainIdentifier("API"))
        #expect(!SwiftName.isPlainIdentifier("my-api"))
        #expect(!SwiftName.isPlainIdentifier("class"))
        #expect(SwiftName.isTypeName("Foundation.Date"))
        #expect(SwiftName.isTypeName("[String: Int]"))
        #expect(!SwiftName.isTypeName("Date()"))
    }
}

@Suite struct TemplateTests {
    @Test func multiLineValuesAreIndentedWhereTheyAreInterpolated() {
        let inner: Template = """
            struct B {
                let x: Int
            }
            """
        let outer: Template = """
            struct A {
                \(inner)
            }
            """
        #expect(outer.description == "struct A {\n    struct B {\n        let x: Int\n    }\n}")
    }

    @Test func aLineOfEmptyInterpolationsVanishes() {
        let empty: Template = ""
        let text: Template = """
            a
                \(empty)
            \(lines: [])
            b
            \(if: false, "c")
            """
        #expect(text.description == "a\nb")
    }

    @Test func joinedLeavesOutEmptyTemplates() {
        #expect(Template.joined(["a", "", "b"], separator: "\n\n").description == "a\n\nb")
        #expect(Template.joined([]).isEmpty)
    }

    @Test func longListsBreakOnePerLine() {
        #expect(SwiftSyntax.list(["a", "b"], prefix: "x = ").description == "x = [a, b]")
        let long = SwiftSyntax.list(Array(repeating: String(repeating: "y", count: 40), count: 3), prefix: "x = ")
        #expect(long.description.split(separator: "\n").count == 5)
    }

    @Test func stringLiteralsAreEscaped() {
        #expect(SwiftSyntax.stringLiteral("a \"b\" \\ \n\u{1}") == #""a \"b\" \\ \n\u{1}""#)
    }
}
