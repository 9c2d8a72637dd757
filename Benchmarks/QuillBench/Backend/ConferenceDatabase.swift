import Foundation
import GraphQL
import QuillBackend

/// The conference planner's backend (Examples/ConferencePlanner/schema.graphql, graphcool
/// convention) in a SQLite file or a PostgreSQL database, loaded with `listData`'s conferences, each with its own
/// attendees.
enum ConferenceDatabase {
    static let modelPath = RepositoryPaths.root + "/Examples/ConferencePlanner/schema.graphql"

    /// The many-to-many table of `Conference.attendees` and its two id columns.
    struct JoinTable {
        let name: String
        let conferenceColumn: String
        let attendeeColumn: String

        init(model: Model) throws {
            guard let relation = model.relations.first(where: { $0.side(type: "Conference", field: "attendees") != nil })
            else { throw SetUpFailure(description: "the model has no Conference.attendees relation") }
            name = DatabaseSchema.joinTableName(of: relation)
            let conferenceIsA = relation.a.typeName == "Conference"
            conferenceColumn = conferenceIsA ? "A" : "B"
            attendeeColumn = conferenceIsA ? "B" : "A"
        }
    }

    /// Where `--database` says: a `postgres://` URL, else a SQLite file.
    static func location(_ text: String) -> DatabaseLocation {
        text.hasPrefix("postgres://") ? .postgres(url: text, connections: 8, timeout: 60) : .sqlite(path: text)
    }

    /// Opens the backend of the model at `modelPath` on a new, empty database at `location`
    /// and stores `conferences` × `attendees` nodes with hand-written SQL in one write
    /// transaction (ids from the backend's generator, so they sort in creation order as the
    /// API's do, or the `ids` of an earlier database, so that both answer alike; with
    /// `owner`, every node is that subject's); the conference ids in order, and every id.
    static func create(
        at location: DatabaseLocation, modelPath: String = modelPath, conferences: Int, attendees: Int, ids given: [String]? = nil,
        owner: String? = nil
    ) throws -> (conferences: [String], all: [String]) {
        if case .sqlite(let path) = location { try? FileManager.default.removeItem(atPath: path) }
        let backend = try Backend.open(modelPath: modelPath, database: location, convention: .graphcool)
        let p = backend.storage.dialect.placeholder
        let join = try JoinTable(model: backend.model)
        let generator = IDGenerator()
        var replayed = (given ?? []).makeIterator()
        var made: [String] = []
        func nextID() -> String {
            let id = given == nil ? generator.next() : replayed.next() ?? generator.next()
            made.append(id)
            return id
        }
        let now = SQLValue.text(DateTimeText.format(milliseconds: IDGenerator.systemMilliseconds()))
        guard case .array(let list)? = listData(conferences: conferences, attendees: attendees)["allConferences"] else {
            throw SetUpFailure(description: "listData has no allConferences")
        }
        let conferenceIDs = try backend.storage.write { database in
            var conferenceIDs: [String] = []
            for conference in list {
                let id = nextID()
                conferenceIDs.append(id)
                try database.execute(
                    #"INSERT INTO "Conference" (id, "createdAt", "updatedAt", name, city, year) VALUES (\#(p(0)), \#(p(1)), \#(p(2)), \#(p(3)), \#(p(4)), \#(p(5)))"#,
                    [.text(id), now, now, text(conference["name"]), text(conference["city"]), text(conference["year"])])
                guard case .array(let people)? = conference["attendees"] else { continue }
                for person in people {
                    let attendee = nextID()
                    try database.execute(
                        #"INSERT INTO "Attendee" (id, "createdAt", "updatedAt", name) VALUES (\#(p(0)), \#(p(1)), \#(p(2)), \#(p(3)))"#,
                        [.text(attendee), now, now, text(person["name"])])
                    try database.execute(
                        #"INSERT INTO "\#(join.name)" ("\#(join.conferenceColumn)", "\#(join.attendeeColumn)") VALUES (\#(p(0)), \#(p(1)))"#,
                        [.text(id), .text(attendee)])
                }
            }
            if let owner {
                for table in ["Conference", "Attendee"] {
                    try database.execute(#"UPDATE "\#(table)" SET "\#(DatabaseSchema.ownerColumn)" = \#(p(0))"#, [.text(owner)])
                }
            }
            return conferenceIDs
        }
        return (conferenceIDs, made)
    }

    /// The model with an owner rule on every type, written to `path`: every node is its
    /// creator's alone.
    static func writeOwnedModel(to path: String) throws {
        var text = try String(contentsOfFile: modelPath, encoding: .utf8)
        for type in ["Conference", "Attendee"] {
            text = text.replacingOccurrences(of: "type \(type) {", with: "type \(type) @auth(rules: [{ allow: owner }]) {")
        }
        guard text.components(separatedBy: "@auth").count == 3 else {
            throw SetUpFailure(description: "the conference planner's model no longer declares its types as the benchmark expects")
        }
        try text.write(toFile: path, atomically: true, encoding: .utf8)
    }

    private static func text(_ value: JSONValue?) -> SQLValue {
        if case .string(let string)? = value { .text(string) } else { .null }
    }
}
