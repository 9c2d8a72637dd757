// Code written as Apollo iOS 1.x code is, against the Features fixture generated in Apollo's
// shapes as a module of its own (ApolloShapes): CompileTests type-checks it in Swift 5 and 6.
import ApolloShapes

func useShapes(first: Int?, viewer: ViewerQuery.Data.Viewer, client: ApolloClient) {
    // The scalars' typealiases, by the module's name.
    let id: ApolloShapes.ID = "u1"
    _ = NodeQuery(id: id)
    // Nullable variables: absent by default, an explicit null, a literal, `?? .null`.
    _ = ViewerQuery(withFriends: true)
    _ = ViewerQuery(withFriends: true, skipStatus: .null)
    _ = ViewerQuery(withFriends: true, skipStatus: true)
    _ = ViewerQuery(withFriends: true, skipStatus: .none)
    _ = SearchQuery(text: "a", first: first ?? .null)
    _ = SearchQuery(text: "a", first: 3)
    _ = PostAddedSubscription(tags: ["swift"])
    // Enums as GraphQLEnum, in variables and input objects.
    _ = SetStatusMutation(status: .init(.away))
    _ = SetStatusMutation(status: .some(.case(.doNotDisturb)))
    _ = PostsQuery(filter: .some(PostFilter(titleContains: "x", type: .init(.link))), first: 5)
    _ = CreatePostMutation(input: NewPost(title: "t", body: "b", type: .case(.article), draft: true))
    // Enum fields: `== .x`, `.case`, `.unknown`, `.value`.
    let typename: String = viewer.__typename
    if viewer.role == .admin || viewer.status == .away { print(typename) }
    switch viewer.role {
    case .case(.admin), .case(.member): break
    case .case(.guest): break
    case .unknown(let value): print(value)
    }
    let role: Role? = viewer.role.value
    print(role?.rawValue ?? viewer.role.rawValue)
    // Quill's client, through the generated module alone.
    client.fetch(query: ViewerQuery(withFriends: false), cachePolicy: .fetchIgnoringCacheData) { result in
        switch result {
        case .success(let graphQLResult): print(graphQLResult.data?.viewer.login ?? "")
        case .failure(let error): print(error)
        }
    }
}
