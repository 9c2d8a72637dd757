import GraphQL

/// The root value of `execute list`: `{"allConferences": [...]}` with `conferences`
/// conferences of `attendees` attendees each, built the same way, member for member,
/// as `listData` in Benchmarks/peer/graphql-js.mjs (the set-up checks that both
/// sides then write the same bytes).
///
/// Each record also has a field the query does not select (`createdAt`, `email`),
/// first, as records read from a store would; a few values are null or hold
/// characters JSON must escape or that are not ASCII.
func listData(conferences: Int = 1000, attendees: Int = 10) -> JSONValue {
    let cities = ["Berlin", "Lisbon", "Montréal", "Tokyo", "Nairobi", "São Paulo", "Oslo"]
    let countries = ["Germany", "Portugal", "Canada", "Japan", "Kenya", "Brazil", "Norway"]
    let roles = ["ADMIN", "ORGANIZER", "ATTENDEE"]
    let list: [JSONValue] = (0..<conferences).map { i in
        let people: [JSONValue] = (0..<attendees).map { j in
            .object(
                JSONObject([
                    ("email", .string("attendee\(i * attendees + j)@example.com")),
                    ("id", .string("attendee-\(i)-\(j)")),
                    ("name", .string("Attendee \(i * attendees + j)")),
                    ("role", .string(roles[(i + j) % 3])),
                    ("conferenceCount", .int((i * 7 + j) % 13)),
                ]))
        }
        let venue: JSONValue =
            i % 10 == 9
            ? .null
            : .object(
                JSONObject([
                    ("name", .string("Hall \"\(i % 5)\"")),
                    ("capacity", i % 3 == 0 ? .null : .int(100 + i)),
                    ("address", .object(JSONObject([("city", .string(cities[i % 7])), ("country", .string(countries[i % 7]))]))),
                ]))
        return .object(
            JSONObject([
                ("createdAt", .string("2026-01-\(10 + i % 20)T09:00:00Z")),
                ("id", .string("conference-\(i)")),
                ("name", .string("GraphQL Conf #\(i)")),
                ("city", .string(cities[i % 7])),
                ("year", .string(String(2000 + i % 25))),
                ("tags", .array((0..<(i % 4)).map { .string("tag\((i + $0) % 10)") })),
                ("venue", venue),
                ("attendees", .array(people)),
                ("attendeeCount", .int(attendees)),
            ]))
    }
    return .object(JSONObject([("allConferences", .array(list))]))
}
