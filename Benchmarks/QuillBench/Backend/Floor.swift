import GraphQL
import QuillBackend

/// The floor of `quill-bench backend`: the rows of each query read with hand-written SQL
/// through the backend's driver (`Storage.read`) and written as the GraphQL
/// response's JSON with `JSONWriter`, with no GraphQL at all.
struct Floor: Sendable {
    let storage: any Storage
    private let allConferencesSQL: [String]
    private let conferenceSQL: String

    init(storage: any Storage, join: ConferenceDatabase.JoinTable) {
        self.storage = storage
        let (table, conference, attendee) = (join.name, join.conferenceColumn, join.attendeeColumn)
        allConferencesSQL = [
            #"SELECT id, name, city, year FROM "Conference" ORDER BY id"#,
            #"SELECT j."\#(conference)", a.id, a.name FROM "\#(table)" j JOIN "Attendee" a ON a.id = j."\#(attendee)" ORDER BY j."\#(conference)", a.id"#,
        ]
        conferenceSQL = #"""
            SELECT c.id, c.name, c.city, c.year, a.id, a.name FROM "Conference" c
            LEFT JOIN "\#(table)" j ON j."\#(conference)" = c.id LEFT JOIN "Attendee" a ON a.id = j."\#(attendee)"
            WHERE c.id = \#(storage.dialect.placeholder(0)) ORDER BY a.id
            """#
    }

    /// The response to the request for `operationName` (with `id` for ConferenceDetails).
    func response(operationName: String?, id: String?) throws -> [UInt8] {
        if operationName == "ConferenceDetails", let id { try conference(id: id) } else { try allConferences() }
    }

    /// `{"data":{"allConferences":[…]}}`: two statements, merged by conference id.
    func allConferences() throws -> [UInt8] {
        let (conferences, attendees) = try storage.read { database in
            (try database.query(allConferencesSQL[0]), try database.query(allConferencesSQL[1]))
        }
        var writer = JSONWriter(capacity: 64 * 1024)
        writer.writeRaw(#"{"data":{"allConferences":["#.utf8)
        var next = 0
        for (index, conference) in conferences.enumerated() {
            if index > 0 { writer.writeByte(UInt8(ascii: ",")) }
            let id = conference[0].text ?? ""
            writeConference(conference, to: &writer) { writer in
                var first = true
                while next < attendees.count, attendees[next][0].text == id {
                    if !first { writer.writeByte(UInt8(ascii: ",")) }
                    first = false
                    writeAttendee(id: attendees[next][1], name: attendees[next][2], to: &writer)
                    next += 1
                }
            }
        }
        writer.writeRaw("]}}".utf8)
        return writer.bytes
    }

    /// `{"data":{"conference":{…}}}` (or `null`): one statement, the conference joined to its attendees.
    func conference(id: String) throws -> [UInt8] {
        let rows = try storage.read { database in try database.query(conferenceSQL, [.text(id)]) }
        var writer = JSONWriter(capacity: 1024)
        writer.writeRaw(#"{"data":{"conference":"#.utf8)
        if let conference = rows.first {
            writeConference(conference, to: &writer) { writer in
                for (index, row) in rows.enumerated() where !row[4].isNull {
                    if index > 0 { writer.writeByte(UInt8(ascii: ",")) }
                    writeAttendee(id: row[4], name: row[5], to: &writer)
                }
            }
        } else {
            writer.writeNull()
        }
        writer.writeRaw("}}".utf8)
        return writer.bytes
    }

    /// `{"id":…,"name":…,"city":…,"year":…,"attendees":[…]}` from a row whose first four columns are those.
    private func writeConference(_ row: SQLRow, to writer: inout JSONWriter, attendees: (inout JSONWriter) -> Void) {
        for (index, key) in ["id", "name", "city", "year"].enumerated() {
            writer.writeRaw((index == 0 ? #"{""# : #",""#).utf8)
            writer.writeRaw(key.utf8)
            writer.writeRaw(#"":"#.utf8)
            write(row[index], to: &writer)
        }
        writer.writeRaw(#","attendees":["#.utf8)
        attendees(&writer)
        writer.writeRaw("]}".utf8)
    }

    private func writeAttendee(id: SQLValue, name: SQLValue, to writer: inout JSONWriter) {
        writer.writeRaw(#"{"id":"#.utf8)
        write(id, to: &writer)
        writer.writeRaw(#","name":"#.utf8)
        write(name, to: &writer)
        writer.writeByte(UInt8(ascii: "}"))
    }

    private func write(_ value: SQLValue, to writer: inout JSONWriter) {
        if let text = value.text { writer.writeString(text) } else { writer.writeNull() }
    }
}
