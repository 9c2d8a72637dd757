import Foundation
import GraphQL
import Testing

@testable import LaunchesServer

/// `login`, `me` and `isBooked`: unguessable tokens in the Authorization header, raw or Bearer.
@Suite struct LoginTests {
    static let me = "{ me { id email profileImage token } }"

    @Test func loginFindsOrCreatesTheUserAndGivesANewTokenEachTime() async throws {
        let harness = try LaunchesHarness()
        let first = try await harness.data(#"mutation { login(email: "ada@example.com") { id email profileImage token } }"#)["login"]
        #expect(first?["id"] == "1")
        #expect(first?["email"] == "ada@example.com")
        #expect(first?["profileImage"] == .null)
        let token = try #require(first?["token"]?.stringValue)
        #expect(token.count == 43)
        #expect(token.allSatisfy { $0.isLetter || $0.isNumber || $0 == "-" || $0 == "_" })
        let again = try await harness.data(#"mutation { login(email: "ada@example.com") { id token } }"#)["login"]
        #expect(again?["id"] == "1")
        #expect(again?["token"] != first?["token"])
        let other = try await harness.data(#"mutation { login(email: "grace@example.com") { id } }"#)["login"]
        #expect(other?["id"] == "2")
    }

    @Test(arguments: ["", "ada", "ada@", "@example.com", "ada@example", "a da@example.com", "ada@@example.com", "ada@example..com"])
    func anInvalidEmailIsNull(email: String) async throws {
        let harness = try LaunchesHarness()
        #expect(try await harness.data("mutation($e: String) { login(email: $e) { id } }", variables: ["e": .string(email)]) == ["login": nil])
    }

    @Test func noEmailIsNull() async throws {
        let harness = try LaunchesHarness()
        #expect(try await harness.data("mutation { login { id } }") == ["login": nil])
    }

    @Test func meIsTheTokensUserRawOrBearer() async throws {
        let harness = try LaunchesHarness()
        let ada = try await harness.login("ada@example.com")
        let grace = try await harness.login("grace@example.com")
        let adaMe: JSONValue = ["me": ["id": "1", "email": "ada@example.com", "profileImage": nil, "token": nil]]
        #expect(try await harness.data(Self.me, token: ada) == adaMe)
        #expect(try await harness.data(Self.me, token: "Bearer \(ada)") == adaMe)
        #expect(try await harness.data(Self.me, token: "bearer  \(ada) ") == adaMe)
        #expect(try await harness.data("{ me { email } }", token: grace) == ["me": ["email": "grace@example.com"]])
        #expect(try await harness.data(Self.me) == ["me": nil])
    }

    @Test func forgedTokensAreNobody() async throws {
        let harness = try LaunchesHarness()
        let token = try await harness.login("ada@example.com")
        // The original's token: the email in base64.
        let base64Email = Data("ada@example.com".utf8).base64EncodedString()
        let tampered = String(token.dropLast()) + (token.last == "A" ? "B" : "A")
        for forged in [base64Email, "Bearer \(base64Email)", tampered, "Bearer", "ada@example.com", LoginToken.hash(token)] {
            #expect(try await harness.data("{ me { email } }", token: forged) == ["me": nil], "\(forged)")
        }
    }

    @Test func isBookedIsWhetherTheTokensUserBookedIt() async throws {
        let harness = try LaunchesHarness()
        let ada = try await harness.login("ada@example.com")
        let grace = try await harness.login("grace@example.com")
        _ = try await harness.data(#"mutation { bookTrips(launchIds: ["1", "3"]) { success } }"#, token: ada)
        let query = "{ launches(pageSize: 200) { launches { id isBooked } } }"
        func booked(_ token: String?) async throws -> [String] {
            guard case .array(let launches)? = try await harness.data(query, token: token)["launches"]?["launches"] else { return [] }
            return launches.filter { $0["isBooked"] == true }.compactMap { $0["id"]?.stringValue }
        }
        #expect(try await booked(ada) == ["3", "1"])
        #expect(try await booked(grace) == [])
        #expect(try await booked(nil) == [])
        #expect(try await harness.data("{ launch(id: 3) { isBooked } }", token: ada) == ["launch": ["isBooked": true]])
    }
}
