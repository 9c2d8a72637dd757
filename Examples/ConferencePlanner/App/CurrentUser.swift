import Foundation
import TerminalUI

/// Who uses the app here: the seed keeps `currentUserID` and `currentUserName` once
/// registered; this app keeps them in `.conference-planner.json` in the working directory,
/// so that every command run from it is the same attendee.
struct CurrentUser: Codable {
    var id: String
    var name: String

    static let file = URL(filePath: ".conference-planner.json")

    /// The registered attendee, or nil before `register`.
    static func load() throws -> CurrentUser? {
        guard FileManager.default.fileExists(atPath: file.path) else { return nil }
        do {
            return try JSONDecoder().decode(CurrentUser.self, from: Data(contentsOf: file))
        } catch {
            throw Failure("\(file.relativePath) is not an attendee's id and name: register again, or remove it")
        }
    }

    /// The registered attendee; a failure that says to register first if there is none.
    static func required() throws -> CurrentUser {
        guard let user = try load() else { throw Failure("no one is registered here: run `conference-planner register NAME` first") }
        return user
    }

    func save() throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        try (encoder.encode(self) + Data("\n".utf8)).write(to: Self.file)
    }
}
