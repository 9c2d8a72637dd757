// Not the tutorial's: what it takes from SwiftUI/Combine and the KeychainSwift pod, which
// this terminal program has not, and the endpoint its URLs are replaced with.
import Foundation

/// SwiftUI's view models' protocol (nothing here observes it but `Changes`).
protocol ObservableObject: AnyObject {}

/// Combine's `@Published`: a change is told to `Changes`, as SwiftUI would redraw.
@propertyWrapper
struct Published<Value> {
    var wrappedValue: Value {
        didSet { Changes.changed() }
    }

    init(wrappedValue: Value) {
        self.wrappedValue = wrappedValue
    }
}

/// What `main.swift` waits for: a condition on the view models, checked after each change.
enum Changes {
    private static var waiting: [(condition: () -> Bool, then: () -> Void)] = []

    static func wait(until condition: @escaping () -> Bool, then: @escaping () -> Void) {
        waiting.append((condition, then))
        changed()
    }

    static func changed() {
        DispatchQueue.main.async {
            guard let index = waiting.firstIndex(where: { $0.condition() }) else { return }
            waiting.remove(at: index).then()
        }
    }
}

/// The KeychainSwift pod's calls the tutorial makes, kept in memory.
final class KeychainSwift {
    private static var items: [String: String] = [:]

    func get(_ key: String) -> String? { Self.items[key] }

    @discardableResult
    func set(_ value: String, forKey key: String) -> Bool {
        Self.items[key] = value
        return true
    }
}

/// The server the program runs against (`--endpoint URL`), where the tutorial has Heroku's.
enum Endpoint {
    static var http = URL(string: "http://localhost:4000/graphql")!

    static var webSocket: URL {
        var components = URLComponents(url: http, resolvingAgainstBaseURL: false)!
        components.scheme = components.scheme == "https" ? "wss" : "ws"
        return components.url!
    }
}
