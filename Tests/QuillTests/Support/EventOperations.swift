import Quill

// The event server's operations, written by hand in the contract's shape.

/// `subscription Counter($id: Int) { counter(id: $id) }`.
struct CounterSubscription: GraphQLSubscription {
    static let operationName = "Counter"
    static let operationDocument = OperationDocument(text: "subscription Counter($id: Int) { counter(id: $id) }")

    var id = 0
    var __variables: JSONObject? { ["id": .int(id)] }

    struct Data: RootSelectionSet {
        static let __parentType = "Subscription"
        static var __selections: [Selection] { [.field("counter", .scalar(Int.self), arguments: ["id": .variable("id")])] }

        let __data: DataDict
        init(_dataDict: DataDict) { __data = _dataDict }

        var counter: Int? { __data["counter"] }
    }
}

/// `subscription Token { token }`: the context's token, once.
struct TokenSubscription: GraphQLSubscription {
    static let operationName = "Token"
    static let operationDocument = OperationDocument(text: "subscription Token { token }")
    var __variables: JSONObject? { nil }

    struct Data: RootSelectionSet {
        static let __parentType = "Subscription"
        static var __selections: [Selection] { [.field("token", .scalar(String.self))] }

        let __data: DataDict
        init(_dataDict: DataDict) { __data = _dataDict }

        var token: String? { __data["token"] }
    }
}

/// `query Token { token }`.
struct TokenQuery: GraphQLQuery {
    static let operationName = "Token"
    static let operationDocument = OperationDocument(text: "query Token { token }")
    var __variables: JSONObject? { nil }

    struct Data: RootSelectionSet {
        static let __parentType = "Query"
        static var __selections: [Selection] { [.field("token", .scalar(String.self))] }

        let __data: DataDict
        init(_dataDict: DataDict) { __data = _dataDict }

        var token: String? { __data["token"] }
    }
}

/// `mutation Add($a: Int!, $b: Int!) { add(a: $a, b: $b) }`.
struct AddMutation: GraphQLMutation {
    static let operationName = "Add"
    static let operationDocument = OperationDocument(text: "mutation Add($a: Int!, $b: Int!) { add(a: $a, b: $b) }")
    let a: Int
    let b: Int
    var __variables: JSONObject? { ["a": .int(a), "b": .int(b)] }

    struct Data: RootSelectionSet {
        static let __parentType = "Mutation"
        static var __selections: [Selection] { [.field("add", .scalar(Int.self), arguments: ["a": .variable("a"), "b": .variable("b")])] }

        let __data: DataDict
        init(_dataDict: DataDict) { __data = _dataDict }

        var add: Int? { __data["add"] }
    }
}
