import Quill

/// A page of the Blog's posts, Relay-style: `postCollection(first:after:last:before:)`.
struct PostsPageQuery: GraphQLQuery {
    static let operationName = "PostsPage"
    static let operationDocument = OperationDocument(
        text: "query PostsPage($first: Int, $after: String, $last: Int, $before: String) { postCollection(first: $first, after: $after, last: $last, before: $before) { edges { cursor node { id title } } pageInfo { hasNextPage hasPreviousPage startCursor endCursor } } }")

    var first: Int?
    var after: String?
    var last: Int?
    var before: String?

    var __variables: JSONObject? {
        var variables = JSONObject()
        variables.appendUnlessNil("first", first)
        variables.appendUnlessNil("after", after)
        variables.appendUnlessNil("last", last)
        variables.appendUnlessNil("before", before)
        return variables
    }

    struct Data: RootSelectionSet {
        static let __parentType = "Query"
        static var __selections: [Selection] {
            [.field("postCollection", .object(PostCollection.self), arguments: [
                "first": .variable("first"), "after": .variable("after"), "last": .variable("last"), "before": .variable("before"),
            ])]
        }

        let __data: DataDict
        init(_dataDict: DataDict) { __data = _dataDict }

        var postCollection: PostCollection? { __data["postCollection"] }

        /// The titles of the page's posts.
        var titles: [String] { postCollection?.edges?.map(\.node.title) ?? [] }

        struct PostCollection: SelectionSet {
            static let __parentType = "PostConnection"
            static var __selections: [Selection] {
                [.field("__typename", .nonNull(.scalar(String.self))), .field("edges", .list(.nonNull(.object(Edge.self)))),
                 .field("pageInfo", .nonNull(.object(PageInfo.self)))]
            }

            let __data: DataDict
            init(_dataDict: DataDict) { __data = _dataDict }

            var edges: [Edge]? { __data["edges"] }
            var pageInfo: PageInfo { __data["pageInfo"] }
        }

        struct Edge: SelectionSet {
            static let __parentType = "PostEdge"
            static var __selections: [Selection] {
                [.field("__typename", .nonNull(.scalar(String.self))), .field("cursor", .nonNull(.scalar(String.self))),
                 .field("node", .nonNull(.object(Node.self)))]
            }

            let __data: DataDict
            init(_dataDict: DataDict) { __data = _dataDict }

            var cursor: String { __data["cursor"] }
            var node: Node { __data["node"] }
        }

        struct Node: SelectionSet {
            static let __parentType = "Post"
            static var __selections: [Selection] {
                [.field("__typename", .nonNull(.scalar(String.self))), .field("id", .nonNull(.scalar(String.self))),
                 .field("title", .nonNull(.scalar(String.self)))]
            }

            let __data: DataDict
            init(_dataDict: DataDict) { __data = _dataDict }

            var id: String { __data["id"] }
            var title: String { __data["title"] }
        }

        struct PageInfo: SelectionSet {
            static let __parentType = "PageInfo"
            static var __selections: [Selection] {
                [.field("__typename", .nonNull(.scalar(String.self))), .field("hasNextPage", .nonNull(.scalar(Bool.self))),
                 .field("hasPreviousPage", .nonNull(.scalar(Bool.self))), .field("startCursor", .scalar(String.self)),
                 .field("endCursor", .scalar(String.self))]
            }

            let __data: DataDict
            init(_dataDict: DataDict) { __data = _dataDict }

            var hasNextPage: Bool { __data["hasNextPage"] }
            var hasPreviousPage: Bool { __data["hasPreviousPage"] }
            var startCursor: String? { __data["startCursor"] }
            var endCursor: String? { __data["endCursor"] }
        }
    }
}

/// `postUpdate(by: { id: $id }, input: { title: $title }) { post { id title } }`.
struct UpdatePostTitleMutation: GraphQLMutation {
    static let operationName = "UpdatePostTitle"
    static let operationDocument = OperationDocument(
        text: "mutation UpdatePostTitle($id: ID!, $title: String!) { postUpdate(by: { id: $id }, input: { title: $title }) { post { id title } } }")

    let id: String
    let title: String
    var __variables: JSONObject? { ["id": .string(id), "title": .string(title)] }

    struct Data: RootSelectionSet {
        static let __parentType = "Mutation"
        static var __selections: [Selection] {
            [.field("postUpdate", .object(Payload.self), arguments: [
                "by": .object(["id": .variable("id")]), "input": .object(["title": .variable("title")]),
            ])]
        }

        let __data: DataDict
        init(_dataDict: DataDict) { __data = _dataDict }

        struct Payload: SelectionSet {
            static let __parentType = "PostUpdatePayload"
            static var __selections: [Selection] {
                [.field("__typename", .nonNull(.scalar(String.self))), .field("post", .object(PostsPageQuery.Data.Node.self))]
            }

            let __data: DataDict
            init(_dataDict: DataDict) { __data = _dataDict }
        }
    }
}
