import Quill

// Operations that defer and stream, written by hand as codegen writes them, against
// `IncrementalServer`'s schema.

/// `query DeferredHero { hero { id ... on Hero @defer(label: "bio") { bio } } }`
struct DeferredHeroQuery: GraphQLQuery {
    static let operationName = "DeferredHero"
    static let operationDocument = OperationDocument(
        text: #"query DeferredHero { hero { __typename id ... on Hero @defer(label: "bio") { bio } } }"#)

    struct Data: RootSelectionSet {
        static let __parentType = "Query"
        static let __selections: [Selection] = [.field("hero", .object(Hero.self))]
        let __data: DataDict
        init(_dataDict: DataDict) { __data = _dataDict }

        var hero: Hero? { __data["hero"] }

        struct Hero: SelectionSet {
            static let __parentType = "Hero"
            static let __selections: [Selection] = [
                .field("__typename", .nonNull(.scalar(String.self))), .field("id", .nonNull(.scalar(String.self))),
                .deferred(Bio.self, label: "bio"),
            ]
            let __data: DataDict
            init(_dataDict: DataDict) { __data = _dataDict }

            var id: String { __data["id"] }
            /// Nil until the deferred fragment came.
            var bio: Bio? { __data._as(Bio.self, possibleTypes: Bio.__possibleTypes, ifFulfilled: true) }

            struct Bio: InlineFragment {
                static let __parentType = "Hero"
                static let __possibleTypes: Set<String> = ["Hero"]
                static let __selections: [Selection] = [.field("bio", .nonNull(.scalar(String.self)))]
                let __data: DataDict
                init(_dataDict: DataDict) { __data = _dataDict }

                var bio: String { __data["bio"] }
            }
        }
    }
}

/// `query StreamedHeroes { heroes @stream(initialCount: 1) { id name } }`
struct StreamedHeroesQuery: GraphQLQuery {
    static let operationName = "StreamedHeroes"
    static let operationDocument = OperationDocument(
        text: #"query StreamedHeroes { heroes @stream(initialCount: 1) { __typename id name } }"#)

    struct Data: RootSelectionSet {
        static let __parentType = "Query"
        static let __selections: [Selection] = [.field("heroes", .nonNull(.list(.nonNull(.object(Hero.self)))))]
        let __data: DataDict
        init(_dataDict: DataDict) { __data = _dataDict }

        var heroes: [Hero] { __data["heroes"] }

        struct Hero: SelectionSet {
            static let __parentType = "Hero"
            static let __selections: [Selection] = [
                .field("__typename", .nonNull(.scalar(String.self))), .field("id", .nonNull(.scalar(String.self))),
                .field("name", .nonNull(.scalar(String.self))),
            ]
            let __data: DataDict
            init(_dataDict: DataDict) { __data = _dataDict }

            var name: String { __data["name"] }
        }
    }
}

/// `query HeroBio { hero { id bio } }`: the deferred field, not deferred.
struct HeroBioQuery: GraphQLQuery {
    static let operationName = "HeroBio"
    static let operationDocument = OperationDocument(text: "query HeroBio { hero { __typename id bio } }")

    struct Data: RootSelectionSet {
        static let __parentType = "Query"
        static let __selections: [Selection] = [.field("hero", .object(Hero.self))]
        let __data: DataDict
        init(_dataDict: DataDict) { __data = _dataDict }

        var hero: Hero? { __data["hero"] }

        struct Hero: SelectionSet {
            static let __parentType = "Hero"
            static let __selections: [Selection] = [
                .field("__typename", .nonNull(.scalar(String.self))), .field("id", .nonNull(.scalar(String.self))),
                .field("bio", .nonNull(.scalar(String.self))),
            ]
            let __data: DataDict
            init(_dataDict: DataDict) { __data = _dataDict }

            var bio: String { __data["bio"] }
        }
    }
}
