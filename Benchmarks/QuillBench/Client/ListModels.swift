/// The peer: Codable structs for list.graphql's response, decoded with Foundation's
/// JSONDecoder as seed 002's hand-rolled client does (`{"data": …}` at the top).
struct ListResponse: Decodable {
    struct Data: Decodable {
        let allConferences: [Conference]
    }

    struct Conference: Decodable {
        let id: String
        let name: String
        let city: String
        let year: String
        let tags: [String]
        let attendeeCount: Int
        let venue: Venue?
        let attendees: [Attendee]
    }

    struct Venue: Decodable {
        let name: String
        let capacity: Int?
        let address: Address
    }

    struct Address: Decodable {
        let city: String
        let country: String
    }

    struct Attendee: Decodable {
        let id: String
        let name: String
        let role: Role
        let conferenceCount: Int
    }

    enum Role: String, Decodable {
        case ADMIN, ORGANIZER, ATTENDEE, GUEST
    }

    let data: Data
}
