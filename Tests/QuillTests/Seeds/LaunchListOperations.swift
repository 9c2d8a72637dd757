import Quill

/// Seed 004's LaunchList, as apollo-codegen names it: `LaunchListQuery.Data.Launch` (the
/// connection) and `LaunchListQuery.Data.Launch.Launch`; written by hand for the tests.
struct LaunchListQuery: GraphQLQuery {
    static let operationName = "LaunchList"
    static let operationDocument = OperationDocument(
        text: "query LaunchList($cursor:String) { launches(after:$cursor) { hasMore cursor launches { id site mission { name missionPatch(size: SMALL) } } } }")

    var cursor: String?

    init(cursor: String? = nil) {
        self.cursor = cursor
    }

    var __variables: JSONObject? {
        var variables = JSONObject()
        variables.appendUnlessNil("cursor", cursor)
        return variables
    }

    struct Data: RootSelectionSet {
        static let __parentType = "Query"
        static var __selections: [Selection] {
            [.field("launches", .nonNull(.object(Launch.self)), arguments: ["after": .variable("cursor")])]
        }

        let __data: DataDict
        init(_dataDict: DataDict) { __data = _dataDict }

        var launches: Launch { __data["launches"] }

        struct Launch: SelectionSet {
            static let __parentType = "LaunchConnection"
            static var __selections: [Selection] {
                [.field("__typename", .nonNull(.scalar(String.self))), .field("hasMore", .nonNull(.scalar(Bool.self))),
                 .field("cursor", .nonNull(.scalar(String.self))), .field("launches", .nonNull(.list(.object(Launch.self))))]
            }

            let __data: DataDict
            init(_dataDict: DataDict) { __data = _dataDict }

            var hasMore: Bool { __data["hasMore"] }
            var cursor: String { __data["cursor"] }
            var launches: [Launch?] { __data["launches"] }

            struct Launch: SelectionSet {
                static let __parentType = "Launch"
                static var __selections: [Selection] {
                    [.field("__typename", .nonNull(.scalar(String.self))), .field("id", .nonNull(.scalar(String.self))),
                     .field("site", .scalar(String.self)), .field("mission", .object(Mission.self))]
                }

                let __data: DataDict
                init(_dataDict: DataDict) { __data = _dataDict }

                var id: String { __data["id"] }
                var site: String? { __data["site"] }
                var mission: Mission? { __data["mission"] }

                struct Mission: SelectionSet {
                    static let __parentType = "Mission"
                    static var __selections: [Selection] {
                        [.field("__typename", .nonNull(.scalar(String.self))), .field("name", .scalar(String.self)),
                         .field("missionPatch", .scalar(String.self), arguments: ["size": "SMALL"])]
                    }

                    let __data: DataDict
                    init(_dataDict: DataDict) { __data = _dataDict }

                    var name: String? { __data["name"] }
                    var missionPatch: String? { __data["missionPatch"] }
                }
            }
        }
    }
}
