import Foundation
import Testing

@testable import Quill

/// Responses into records and back, at the store: keys, field keys, references, what
/// a merge changes, type conditions and conditions, and data that does not match.
@Suite struct NormalizationTests {
    private let conferences: JSONObject = [
        "allConferences": [
            [
                "__typename": "Conference", "id": "c1", "name": "UIKonf", "city": "Berlin", "year": "2017",
                "attendees": [["__typename": "Attendee", "id": "a1"], ["__typename": "Attendee", "id": "a2"]],
            ],
            ["__typename": "Conference", "id": "c2", "name": "WWDC", "city": "San Jose", "year": "2017", "attendees": nil],
        ]
    ]

    private func write<Operation: GraphQLOperation>(_ data: JSONObject, _ operation: Operation, to store: QuillStore) throws {
        try store.withinReadWriteTransaction { transaction in
            try transaction.write(data: Operation.Data(_dataDict: DataDict(data)), for: operation)
        }
    }

    private func record(_ key: CacheKey, in store: QuillStore) throws -> Record? {
        try store.state.withLock { try $0.cache.loadRecord(forKey: key) }
    }

    @Test func fieldKeysHaveTheirArgumentsInCanonicalOrder() {
        #expect(FieldKey.make(name: "attendees", arguments: []) == "attendees")
        #expect(FieldKey.make(name: "attendees", arguments: [("last", 3)]) == "attendees(last:3)")
        #expect(
            FieldKey.make(name: "attendees", arguments: [("last", 3), ("filter", ["name": "Ana", "city": nil])])
                == #"attendees(filter:{"city":null,"name":"Ana"},last:3)"#)
        let field = PlanField(
            responseKey: "conference", name: "Conference", arguments: [("id", .variable("id")), ("first", .variable("first"))],
            type: .scalar(.string))
        #expect(field.key(variables: ["id": "c1"]) == #"Conference(id:"c1")"#)
        #expect(field.key(variables: ["id": "c1", "first": nil]) == #"Conference(first:null,id:"c1")"#)
        #expect(field.fixedKey == nil)
    }

    @Test func objectsBecomeRecordsKeyedByTypeAndIDWithReferences() throws {
        let store = QuillStore()
        try write(conferences, AllConferencesQuery(), to: store)
        let root = try #require(try record("QUERY_ROOT", in: store))
        #expect(root["allConferences"] == .list([.reference("Conference:c1"), .reference("Conference:c2")]))
        let uikonf = try #require(try record("Conference:c1", in: store))
        #expect(uikonf.fieldKeys == ["__typename", "id", "name", "city", "year", "attendees"])
        #expect(uikonf["attendees"] == .list([.reference("Attendee:a1"), .reference("Attendee:a2")]))
        #expect(try record("Conference:c2", in: store)?["attendees"] == .value(.null))
        #expect(try record("Attendee:a1", in: store)?.fieldKeys == ["__typename", "id"])
        #expect(try store.recordCount() == 5)
        // Read back, the data is the data written.
        let read = try store.load(query: AllConferencesQuery())
        #expect(read.data?.__data._data == conferences)
        #expect(read.source == .cache)
    }

    @Test func cacheKeyForObjectKeysObjectsAndNilFallsBackToThePath() throws {
        let store = QuillStore()
        store.cacheKeyForObject = { $0["id"] }
        let data: JSONObject = [
            "conference": [
                "__typename": "Conference", "id": "c1",
                "attendees": [
                    ["__typename": "Attendee", "id": "a1", "name": "Ana", "_conferencesMeta": ["__typename": "_QueryMeta", "count": 2]]
                ],
            ]
        ]
        try write(data, AttendeesForConferenceQuery(conferenceId: "c1"), to: store)
        #expect(try record("QUERY_ROOT", in: store)?[#"Conference(id:"c1")"#] == .reference("c1"))
        #expect(try record("c1", in: store)?["attendees"] == .list([.reference("a1")]))
        #expect(try record("a1", in: store)?["_conferencesMeta"] == .reference("a1._conferencesMeta"))
        #expect(try record("a1._conferencesMeta", in: store)?["count"] == .value(2))
        let read = try store.withinReadTransaction { try $0.read(query: AttendeesForConferenceQuery(conferenceId: "c1")) }
        #expect(read.conference?.attendees?.first?.fragments.attendeeDetails.numberOfConferencesAttending == 2)
    }

    @Test func objectsWithoutIDAreKeyedByTheirPath() throws {
        let store = QuillStore()
        let data: JSONObject = [
            "allConferences": [
                [
                    "__typename": "Conference", "name": "No id", "city": "X", "year": "1",
                    "id": nil, "attendees": [],
                ]
            ]
        ]
        // `id` is null: the object has no key of its own.
        try write(data, ConferencesWithNullableIDQuery(), to: store)
        #expect(try record("QUERY_ROOT", in: store)?["allConferences"] == .list([.reference("QUERY_ROOT.allConferences.0")]))
        #expect(try record("QUERY_ROOT.allConferences.0", in: store)?["name"] == .value("No id"))
    }

    @Test func keyFieldsFromTheOperationKeyObjects() throws {
        let store = QuillStore()
        try write(["allConferences": conferences["allConferences"]!], KeyedConferencesQuery(), to: store)
        #expect(
            try record("QUERY_ROOT", in: store)?["allConferences"]
                == .list([.reference("Conference:UIKonf+Berlin"), .reference("Conference:WWDC+San Jose")]))
        #expect(try record("Attendee:a1", in: store) != nil)
    }

    @Test func aMergeReturnsExactlyTheChangedFields() throws {
        var cache = InMemoryNormalizedCache()
        let shape = ["__typename", "id", "name"]
        func conference(_ name: String) -> Record {
            Record(key: "Conference:c1", fields: zip(shape, [RecordValue.value("Conference"), .value("c1"), .value(.string(name))]).map { ($0, $1) })
        }
        let first = cache.merge(records: RecordSet(records: [conference("UIKonf")]))
        #expect(Set(first) == Set(shape.map { RecordField(recordKey: "Conference:c1", fieldKey: $0) }))
        #expect(cache.merge(records: RecordSet(records: [conference("UIKonf")])).isEmpty)
        let renamed = cache.merge(records: RecordSet(records: [conference("UIKonf 2026")]))
        #expect(Array(renamed) == [RecordField(recordKey: "Conference:c1", fieldKey: "name")])
        // A record with other fields adds to the record, changing only the new ones.
        let city = cache.merge(
            records: RecordSet(records: [Record(key: "Conference:c1", fields: [("id", .value("c1")), ("city", .value("Berlin"))])]))
        #expect(Array(city) == [RecordField(recordKey: "Conference:c1", fieldKey: "city")])
        #expect(cache.loadRecord(forKey: "Conference:c1")?.fieldKeys == ["__typename", "id", "name", "city"])
        #expect(Array(renamed).map(\.description) == ["Conference:c1.name"])
    }

    @Test func dataThatDoesNotMatchItsSelectionsIsRefusedWhole() throws {
        let store = QuillStore()
        func refusal(_ data: JSONObject) -> String? {
            do {
                try write(data, AllConferencesQuery(), to: store)
                return nil
            } catch {
                return String(describing: error)
            }
        }
        var missing = conferences
        missing.set("allConferences", [["__typename": "Conference", "id": "c1", "name": "UIKonf", "year": "2017", "attendees": []]])
        #expect(refusal(missing) == "Cannot write Data to the store: allConferences.0.city: the field is missing")
        var wrongType = conferences
        wrongType.set("allConferences", [["__typename": "Conference", "id": "c1", "name": 7, "city": "B", "year": "2017", "attendees": []]])
        #expect(refusal(wrongType) == "Cannot write Data to the store: allConferences.0.name: expected a string, found an integer")
        var null = conferences
        null.set(
            "allConferences",
            [
                [
                    "__typename": "Conference", "id": "c1", "name": "U", "city": "B", "year": "2017",
                    "attendees": [["__typename": "Attendee", "id": nil]],
                ]
            ])
        #expect(refusal(null) == "Cannot write Data to the store: allConferences.0.attendees.0.id: expected a value, found null")
        var notAList = conferences
        notAList.set("allConferences", ["__typename": "Conference"])
        #expect(refusal(notAList) == "Cannot write Data to the store: allConferences: expected a list, found an object")
        #expect(try store.recordCount() == 0)
    }

    @Test func typeCasesApplyByTypenameAndConditionsByVariables() throws {
        let store = QuillStore()
        let data: JSONObject = [
            "search": [
                ["__typename": "Conference", "id": "c1", "name": "UIKonf", "city": "Berlin"],
                ["__typename": "Attendee", "id": "a1", "name": "Ana"],
            ]
        ]
        try write(data, SearchQuery(withCity: true), to: store)
        #expect(try record("Conference:c1", in: store)?.fieldKeys == ["__typename", "id", "name", "city"])
        #expect(try record("Attendee:a1", in: store)?.fieldKeys == ["__typename", "id", "name"])
        let read = try #require(try store.load(query: SearchQuery(withCity: true)).data)
        #expect(read.search.compactMap(\.asConference?.city) == ["Berlin"])
        #expect(read.search.compactMap(\.asAttendee?.name) == ["Ana"])
        // Without the condition, the city is neither needed nor read.
        let withoutCity = try #require(try store.load(query: SearchQuery(withCity: false)).data)
        #expect(withoutCity.search[0].__data._data["city"] == nil)
        // An attendee's data missing a conference's fields is fine; missing its own is not.
        let wrong: JSONObject = ["search": [["__typename": "Attendee", "id": "a2"]]]
        #expect { try write(wrong, SearchQuery(withCity: true), to: store) } throws: { error in
            (error as? CacheError)?.description == "Cannot write Data to the store: search.0.name: the field is missing"
        }
    }

    @Test func aFieldSelectedTwiceKeepsBothSelections() throws {
        let store = QuillStore()
        // In the response's order: a field's first selection decides its place.
        let data: JSONObject = [
            "allConferences": [
                [
                    "__typename": "Conference", "id": "c1",
                    "attendees": [["__typename": "Attendee", "id": "a1", "name": "Ana"]], "name": "UIKonf",
                ]
            ]
        ]
        try write(data, TwiceSelectedQuery(), to: store)
        #expect(try record("Attendee:a1", in: store)?.fieldKeys == ["__typename", "id", "name"])
        #expect(try store.load(query: TwiceSelectedQuery()).data?.__data._data == data)
    }

    @Test func recordsSurviveSerialization() throws {
        let record = Record(
            key: "Conference:c1",
            fields: [
                ("__typename", .value("Conference")), ("tags", .value(["a", 1, 2.5, true, nil, ["nested": ["x"]]])),
                ("attendees", .list([.reference("Attendee:a1"), .value(.null), .list([.reference("Attendee:a2")])])),
                ("custom", .value(["$ref": "not a reference"])),
            ])
        let bytes = record.serialized()
        #expect(try Record(key: "Conference:c1", serialized: bytes) == record)
        #expect(throws: CacheError.self) { try Record(key: "k", serialized: Array(bytes.dropLast(3))) }
        #expect(throws: CacheError(.corruptRecord(key: "k", offset: 1, message: "has an unknown format version"))) {
            try Record(key: "k", serialized: [9, 1, 0])
        }
    }

    /// Files written by earlier versions must still load: the type name is stored as the
    /// first field users see, though records keep it in their shape.
    @Test func theSerializedFormatIsStable() throws {
        let record = Record(key: "A:1", fields: [("__typename", .value("A")), ("id", .value("1"))])
        let typename: [UInt8] = [10] + Array("__typename".utf8) + [5, 1] + Array("A".utf8)
        let id: [UInt8] = [2] + Array("id".utf8) + [5, 1] + Array("1".utf8)
        #expect(record.serialized() == [1, 2, 0] + typename + id)
    }
}

// MARK: - Operations of these tests

/// AllConferences with a nullable id, so an object can have none.
private struct ConferencesWithNullableIDQuery: GraphQLQuery {
    static let operationName = "ConferencesWithNullableID"
    static let operationDocument = OperationDocument(text: "query ConferencesWithNullableID { allConferences { id name } }")

    struct Data: RootSelectionSet {
        static let __parentType = "Query"
        static var __selections: [Selection] { [.field("allConferences", .list(.object(Conference.self)))] }
        let __data: DataDict
        init(_dataDict: DataDict) { __data = _dataDict }

        struct Conference: SelectionSet {
            static let __parentType = "Conference"
            static var __selections: [Selection] {
                [.field("__typename", .scalar(String.self)), .field("id", .scalar(String.self)), .field("name", .scalar(String.self))]
            }
            let __data: DataDict
            init(_dataDict: DataDict) { __data = _dataDict }
        }
    }
}

/// AllConferences with conferences keyed by name and city (codegen's `keyFields`).
private struct KeyedConferencesQuery: GraphQLQuery {
    static let operationName = "AllConferences"
    static let operationDocument = AllConferencesQuery.operationDocument
    static var __cacheKeyFields: [String: [String]] { ["Conference": ["name", "city"]] }
    typealias Data = AllConferencesQuery.Data
}

/// `search(text: "") { __typename ... on Conference { id name city @include(if: $withCity) } ... on Attendee { id name } }`.
private struct SearchQuery: GraphQLQuery {
    static let operationName = "Search"
    static let operationDocument = OperationDocument(
        text:
            #"query Search($withCity: Boolean!) { search(text: "") { __typename ... on Conference { id name city @include(if: $withCity) } ... on Attendee { id name } } }"#
    )

    let withCity: Bool
    var __variables: JSONObject? { ["withCity": .bool(withCity)] }

    struct Data: RootSelectionSet {
        static let __parentType = "Query"
        static var __selections: [Selection] { [.field("search", .nonNull(.list(.nonNull(.object(Result.self)))), arguments: ["text": ""])] }
        let __data: DataDict
        init(_dataDict: DataDict) { __data = _dataDict }

        var search: [Result] { __data["search"] }

        struct Result: SelectionSet {
            static let __parentType = "SearchResult"
            static var __selections: [Selection] {
                [.field("__typename", .nonNull(.scalar(String.self))), .inlineFragment(AsConference.self), .inlineFragment(AsAttendee.self)]
            }
            let __data: DataDict
            init(_dataDict: DataDict) { __data = _dataDict }

            var asConference: AsConference? { _asType(AsConference.self, possibleTypes: AsConference.__possibleTypes) }
            var asAttendee: AsAttendee? { _asType(AsAttendee.self, possibleTypes: AsAttendee.__possibleTypes) }

            struct AsConference: InlineFragment {
                static let __parentType = "Conference"
                static let __possibleTypes: Set<String> = ["Conference"]
                static var __selections: [Selection] {
                    [
                        .field("id", .nonNull(.scalar(String.self))), .field("name", .nonNull(.scalar(String.self))),
                        .conditional(Selection.Condition(variable: "withCity"), [.field("city", .nonNull(.scalar(String.self)))]),
                    ]
                }
                let __data: DataDict
                init(_dataDict: DataDict) { __data = _dataDict }

                var city: String? { __data["city"] }
            }

            struct AsAttendee: InlineFragment {
                static let __parentType = "Attendee"
                static let __possibleTypes: Set<String> = ["Attendee"]
                static var __selections: [Selection] {
                    [.field("id", .nonNull(.scalar(String.self))), .field("name", .nonNull(.scalar(String.self)))]
                }
                let __data: DataDict
                init(_dataDict: DataDict) { __data = _dataDict }

                var name: String { __data["name"] }
            }
        }
    }
}

/// `allConferences { id attendees { id } name attendees { name } }`: one field, two selections.
private struct TwiceSelectedQuery: GraphQLQuery {
    static let operationName = "TwiceSelected"
    static let operationDocument = OperationDocument(
        text: "query TwiceSelected { allConferences { id attendees { id } name attendees { name } } }")

    struct Data: RootSelectionSet {
        static let __parentType = "Query"
        static var __selections: [Selection] { [.field("allConferences", .list(.nonNull(.object(Conference.self))))] }
        let __data: DataDict
        init(_dataDict: DataDict) { __data = _dataDict }

        struct Conference: SelectionSet {
            static let __parentType = "Conference"
            static var __selections: [Selection] {
                [
                    .field("__typename", .nonNull(.scalar(String.self))), .field("id", .nonNull(.scalar(String.self))),
                    .field("attendees", .list(.nonNull(.object(AttendeeID.self)))), .field("name", .nonNull(.scalar(String.self))),
                    .field("attendees", .list(.nonNull(.object(AttendeeName.self)))),
                ]
            }
            let __data: DataDict
            init(_dataDict: DataDict) { __data = _dataDict }
        }

        struct AttendeeID: SelectionSet {
            static let __parentType = "Attendee"
            static var __selections: [Selection] {
                [.field("__typename", .nonNull(.scalar(String.self))), .field("id", .nonNull(.scalar(String.self)))]
            }
            let __data: DataDict
            init(_dataDict: DataDict) { __data = _dataDict }
        }

        struct AttendeeName: SelectionSet {
            static let __parentType = "Attendee"
            static var __selections: [Selection] { [.field("name", .nonNull(.scalar(String.self)))] }
            let __data: DataDict
            init(_dataDict: DataDict) { __data = _dataDict }
        }
    }
}
