import Quill

struct LoginMutation: GraphQLMutation {
    static let operationName = "Login"
    static let operationDocument = OperationDocument(text: "mutation Login($email: String!) { login(email: $email) }")

    let email: String
    var __variables: JSONObject? { ["email": .string(email)] }

    struct Data: RootSelectionSet {
        static let __parentType = "Mutation"
        static var __selections: [Selection] { [.field("login", .scalar(String.self), arguments: ["email": .variable("email")])] }
        let __data: DataDict
        init(_dataDict: DataDict) { __data = _dataDict }
        var login: String? { __data["login"] }
    }
}

struct MeQuery: GraphQLQuery {
    static let operationName = "Me"
    static let operationDocument = OperationDocument(text: "query Me { me }")

    struct Data: RootSelectionSet {
        static let __parentType = "Query"
        static var __selections: [Selection] { [.field("me", .scalar(String.self))] }
        let __data: DataDict
        init(_dataDict: DataDict) { __data = _dataDict }
        var me: String? { __data["me"] }
    }
}
