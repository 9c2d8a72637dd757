import Foundation

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

// Seed 000's conference list without Quill: the query POSTed with URLSession, the
// response read with JSONSerialization.
let url = URL(string: CommandLine.arguments.dropFirst().first ?? "http://127.0.0.1:4000/graphql")!
var request = URLRequest(url: url)
request.httpMethod = "POST"
request.setValue("application/json", forHTTPHeaderField: "Content-Type")
request.httpBody = try JSONSerialization.data(withJSONObject: [
    "query": "query AllConferences { allConferences { id name city year attendees { id } } }"
])
let (body, _) = try await URLSession.shared.data(for: request)
let response = try JSONSerialization.jsonObject(with: body) as? [String: Any]
let data = response?["data"] as? [String: Any]
for conference in data?["allConferences"] as? [[String: Any]] ?? [] {
    print(conference["name"] as? String ?? "")
}
