import GraphQL

/// Deferred and streamed operations over a JSON root value, executed by Quill and
/// by graphql-core 3.3 (graphql-js 17) in `IncrementalDifferentialTests`.
enum IncrementalCorpus {
    static let schema = """
        directive @defer(if: Boolean! = true, label: String) on FRAGMENT_SPREAD | INLINE_FRAGMENT
        directive @stream(if: Boolean! = true, label: String, initialCount: Int = 0) on FIELD

        type Query {
          hero: Hero
          heroes: [Hero]
          strictHeroes: [Hero!]
          brokenHeroes: [Hero!]
          numbers: [Int]
          strictNumbers: [Int!]
          many: [Int]
          hundred: [Int]
          ninetyNine: [Int]
          matrix: [[Int]]
          characters: [Character]
          search: [SearchResult]
          scalar: String
          empty: [Hero]
          missing: [Hero]
        }
        type Mutation { promote(id: ID): Hero }
        type Subscription { heroChanged: Hero }
        interface Character { id: ID! name: String }
        type Hero implements Character {
          id: ID!
          name: String
          friends: [Hero]
          strictFriends: [Hero!]
          nn: String!
          bad: String
          ship: Ship
          tags: [String]
        }
        type Droid implements Character { id: ID! name: String primaryFunction: String }
        type Ship { name: String pilots: [Hero] length: Int }
        union SearchResult = Hero | Droid | Ship
        """

    static let root: JSONValue = {
        func hero(_ id: Int, _ name: String, nn: JSONValue = "ok", friends: [JSONValue] = []) -> JSONValue {
            [
                "__typename": "Hero", "id": .string(String(id)), "name": .string(name), "nn": nn, "bad": nil,
                "friends": .array(friends), "strictFriends": .array(friends), "tags": ["a", "b", "c"],
                "ship": [
                    "name": .string("\(name)'s ship"), "length": .int(id * 10),
                    "pilots": [["id": .string(String(id)), "name": .string(name), "nn": "p"]],
                ],
            ]
        }
        let han = hero(2, "Han")
        let leia = hero(3, "Leia")
        let broken = hero(4, "Broken", nn: nil)
        let luke = hero(1, "Luke", friends: [han, leia, broken])
        return [
            "hero": luke,
            "heroes": [luke, han, leia],
            "strictHeroes": [han, leia, broken, luke],
            "brokenHeroes": [han, nil, leia],
            "numbers": [1, 2, 3, 4, 5],
            "strictNumbers": [1, 2, nil, 4],
            "many": .array((0..<250).map { .int($0) }),
            "hundred": .array((0..<100).map { .int($0) }),
            "ninetyNine": .array((0..<99).map { .int($0) }),
            "matrix": [[1, 2], [3], nil],
            "characters": [luke, ["__typename": "Droid", "id": "d1", "name": "R2", "primaryFunction": "astromech"], broken],
            "search": [
                han, ["__typename": "Droid", "id": "d2", "name": "C3", "primaryFunction": "protocol"],
                ["__typename": "Ship", "name": "Falcon", "length": 34, "pilots": [han]],
            ],
            "scalar": "s",
            "empty": [],
            "missing": nil,
            "promote": leia,
            "heroChanged": han,
        ]
    }()

    /// An operation and its variables.
    struct Operation {
        var query: String
        var variables: JSONValue?
        var operationName: String?
    }

    static let operations: [Operation] = defers + streams + mixed + errors + invalid

    static let defers: [Operation] = [
        .init(query: "{ scalar ... @defer { hero { id } } }"),
        .init(query: #"{ hero { id ...Name @defer(label: "name") } } fragment Name on Hero { id name }"#),
        .init(query: "{ hero { id ...Name @defer(if: false) } } fragment Name on Hero { name }"),
        .init(query: "query ($d: Boolean!) { hero { id ...Name @defer(if: $d) } } fragment Name on Hero { name }", variables: ["d": true]),
        .init(query: "query ($d: Boolean!) { hero { id ...Name @defer(if: $d) } } fragment Name on Hero { name }", variables: ["d": false]),
        .init(query: #"{ ...Q @defer(label: "q") } fragment Q on Query { hero { id } }"#),
        .init(
            query:
                #"{ hero { id ...Top @defer(label: "top") } } fragment Top on Hero { name ...Nested @defer(label: "nested") } fragment Nested on Hero { friends { name } }"#
        ),
        .init(query: #"{ hero { id ...Top @defer(label: "top") ...Top } } fragment Top on Hero { name }"#),
        .init(query: #"{ hero { id ...Top ...Top @defer(label: "top") } } fragment Top on Hero { name }"#),
        .init(query: #"{ hero { id ... on Hero @defer(label: "inline") { name } } }"#),
        .init(query: "{ hero { id ... @defer { name friends { ... @defer { name } } } } }"),
        .init(query: "{ hero { ... @defer { id } ... @defer { id name } } }"),
        .init(query: "{ hero { id ... @defer { id } } }"),
        .init(query: "{ ... @defer { hero { id } } ... @defer { hero { name } } }"),
        .init(query: "{ hero { id } ... @defer { hero { name } } }"),
        .init(query: "{ ... @defer { hero { id ... @defer { name } } } hero { ship { name } } }"),
        .init(query: #"{ ... @defer(label: "a") { hero { friends { id } } } ... @defer(label: "b") { hero { friends { name } } } }"#),
        .init(query: "{ hero { friends { ... @defer { name ship { ... @defer { length } } } } } }"),
        .init(query: "{ heroes { id ... @defer { ship { name pilots { ... @defer { name } } } } } }"),
        .init(query: "{ characters { id ... on Hero @defer { friends { name } } ... on Droid @defer { primaryFunction } } }"),
        .init(query: "{ search { __typename ... @defer { ... on Hero { name } ... on Ship { length } } } }"),
        .init(query: "{ hero { ... @defer { __typename } } }"),
        .init(query: "{ __schema { ... @defer { queryType { name } } } }"),
        .init(query: "{ __typename ... @defer { __typename scalar } }"),
        .init(query: "mutation { promote(id: \"3\") { id ... @defer { name } } }"),
        .init(query: "query Named { hero { ...F @defer } } query Other { scalar } fragment F on Hero { name }", operationName: "Named"),
        .init(query: "{ empty { ... @defer { id } } missing { ... @defer { id } } }"),
        .init(query: "{ hero { ... @defer { friends { id } } friends { name } } }"),
        .init(query: "{ hero { ... @defer { a: name } ... @defer { b: name } } }"),
        .init(query: "{ hero { ...A @defer ...B @defer } } fragment A on Hero { name ...B } fragment B on Hero { id }"),
    ]

    static let streams: [Operation] = [
        .init(query: "{ numbers @stream }"),
        .init(query: "{ numbers @stream(initialCount: 2) }"),
        .init(query: #"{ numbers @stream(initialCount: 5, label: "all") }"#),
        .init(query: "{ numbers @stream(initialCount: 6) }"),
        .init(query: "{ numbers @stream(if: false) }"),
        .init(query: "query ($s: Boolean!) { numbers @stream(if: $s, initialCount: 1) }", variables: ["s": true]),
        .init(query: "query ($n: Int) { numbers @stream(initialCount: $n) }", variables: ["n": 3]),
        .init(query: "{ empty @stream { id } }"),
        .init(query: "{ missing @stream { id } }"),
        .init(query: "{ heroes @stream(initialCount: 1) { id name } }"),
        .init(query: "{ heroes @stream { id friends @stream(initialCount: 1) { name } } }"),
        .init(query: "{ hero { friends @stream { name } } numbers @stream(initialCount: 4) }"),
        .init(query: "{ a: numbers @stream b: numbers @stream(initialCount: 3) }"),
        .init(query: "{ many @stream(initialCount: 10) }"),
        .init(query: "{ hundred @stream }"),
        .init(query: "{ ninetyNine @stream }"),
        .init(query: "{ many @stream numbers @stream }"),
        .init(query: "{ matrix @stream(initialCount: 1) }"),
        .init(query: "{ hero { tags @stream(initialCount: 1) } }"),
        .init(query: "{ characters @stream { id ... on Hero { name } ... on Droid { primaryFunction } } }"),
    ]

    static let mixed: [Operation] = [
        .init(query: "{ ... @defer { scalar } numbers @stream(initialCount: 1) }"),
        .init(query: "{ heroes @stream { id ... @defer { name } } }"),
        .init(query: "{ hero { ... @defer { friends @stream(initialCount: 1) { name } } } }"),
        .init(query: "{ hero { friends @stream { id ... @defer { ship { ... @defer { name } } } } } ... @defer { scalar } }"),
        .init(query: "{ numbers @stream ... @defer { hero { friends @stream { name } } } }"),
        .init(query: "{ many @stream(initialCount: 50) ... @defer { hero { tags @stream } } }"),
        .init(query: "{ heroes @stream(initialCount: 1) { ship { pilots @stream { ... @defer { name } } } } }"),
        .init(query: "{ many @stream(initialCount: 10) hero { ... @defer { friends @stream { name } } } }"),
    ]

    static let errors: [Operation] = [
        .init(query: "{ hero { id ... @defer { nn bad } } }"),
        .init(query: "{ hero { friends { ... @defer { nn } } } }"),
        .init(query: "{ hero { nn ... @defer { name } } }"),
        .init(query: "{ hero { friends { nn ... @defer { name } } } }"),
        .init(query: "{ hero { friends { name ... @defer { nn } ... @defer { id } } } }"),
        .init(query: "{ hero { strictFriends { id ... @defer { name } } } }"),
        .init(query: "{ hero { strictFriends { nn ... @defer { name } } ship { ... @defer { name } } } }"),
        .init(query: "{ strictNumbers @stream(initialCount: 1) }"),
        .init(query: "{ strictNumbers @stream(initialCount: 3) }"),
        .init(query: "{ strictHeroes @stream { id nn } }"),
        .init(query: "{ strictHeroes @stream { id ... @defer { nn } } }"),
        .init(query: "{ brokenHeroes @stream { id } }"),
        .init(query: "{ heroes @stream { ... on Hero { nn } id } }"),
        .init(query: "{ hero { friends @stream { nn name } } }"),
        .init(query: "{ hero { ... @defer { friends { nn } } ... @defer(label: \"x\") { friends { nn id } } } }"),
        .init(query: "{ ... @defer { hero { nn } } ... @defer { hero { id } } }"),
        .init(query: "query ($n: Int) { numbers @stream(initialCount: $n) }", variables: ["n": -1]),
        .init(query: "query ($s: Boolean) { numbers @stream(if: $s) }", variables: [:]),
        .init(query: "query ($s: Boolean) { numbers @stream(if: $s) }", variables: ["s": nil]),
        .init(query: "query ($d: Boolean) { hero { ... @defer(if: $d) { id } } }", variables: ["d": nil]),
    ]

    static let invalid: [Operation] = [
        .init(query: "mutation { ... @defer { promote(id: \"1\") { id } } }"),
        .init(query: "mutation { ...M @defer } fragment M on Mutation { promote(id: \"1\") { id } }"),
        .init(query: "subscription { heroChanged { ... @defer { name } } }"),
        .init(query: "subscription ($d: Boolean!) { heroChanged { ... @defer(if: $d) { name } ...F @defer } } fragment F on Hero { id }"),
        .init(query: "subscription { heroChanged { friends @stream { id } } }"),
        .init(query: "subscription { heroChanged { ...F @skip(if: true) } } fragment F on Hero { friends @stream { id } }"),
        .init(query: #"{ hero { ... @defer(label: "a") { id } ... @defer(label: "a") { name } } }"#),
        .init(query: #"query ($l: String) { hero { ... @defer(label: $l) { id } } }"#),
        .init(query: #"{ numbers @stream(label: "n") hero { ... @defer(label: "n") { id } } }"#),
        .init(query: "{ scalar @stream }"),
        .init(query: "{ hero { name @stream(initialCount: 1) } }"),
    ]
}
