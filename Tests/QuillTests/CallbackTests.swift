import Dispatch
import Foundation
import Quill
import QuillTestSupport
import Testing

/// Names the queue a handler runs on.
private let queueName = DispatchSpecificKey<String>()

/// The completion-handler forms, in both shapes, on a queue of the caller's: every
/// handler runs on it.
@Suite(.timeLimit(.minutes(2))) struct CallbackTests {
    private func makeQueue(_ name: String) -> DispatchQueue {
        let queue = DispatchQueue(label: name)
        queue.setSpecific(key: queueName, value: name)
        return queue
    }

    @Test func bothShapesRunTheirHandlersOnTheGivenQueue() async throws {
        try await withExampleBackend("ConferencePlanner") { url, _ in
            let client = QuillClient(url: url)
            let queue = makeQueue("callbacks")
            let calls = Inbox<String>()

            client.fetch(query: ConferencesQuery(), queue: queue) { result, error in
                calls.send(
                    "0.x fetch \(result?.data?.allConferences.count ?? -1) \(error == nil) on \(DispatchQueue.getSpecific(key: queueName) ?? "?")")
            }
            try await expectNext(calls, "0.x fetch 3 true on callbacks")

            client.fetch(query: ConferencesQuery(), cachePolicy: .returnCacheDataAndFetch, queue: queue) { result in
                switch result {
                case .success(let graphQLResult): calls.send("fetch \(graphQLResult.source) on \(DispatchQueue.getSpecific(key: queueName) ?? "?")")
                case .failure(let error): calls.send("failure \(error)")
                }
            }
            try await expectNext(calls, "fetch cache on callbacks")
            try await expectNext(calls, "fetch server on callbacks")

            client.perform(mutation: CreateConferenceMutation(name: "Swift Island", city: "Texel"), queue: queue) { result, error in
                calls.send("0.x perform \(result?.data?.createConference?.name ?? "-") on \(DispatchQueue.getSpecific(key: queueName) ?? "?")")
            }
            try await expectNext(calls, "0.x perform Swift Island on callbacks")

            client.perform(mutation: RenameConferenceMutation(id: "missing", name: "x"), queue: queue) { result in
                switch result {
                case .success(let graphQLResult): calls.send("perform errors \(graphQLResult.errors?.count ?? 0)")
                case .failure(let error): calls.send("failure \(error)")
                }
            }
            try await expectNext(calls, "perform errors 1")

            let watcher = client.watch(query: ConferencesQuery(), cachePolicy: .fetchIgnoringCacheData, queue: queue) { result, error in
                calls.send("0.x watch \(result?.data?.allConferences.count ?? -1) on \(DispatchQueue.getSpecific(key: queueName) ?? "?")")
            }
            try await expectNext(calls, "0.x watch 4 on callbacks")
            watcher.cancel()
        }
    }

    @Test func failuresReachTheHandlerInBothShapes() async throws {
        let server = try ScriptedHTTPServer { _, _ in .http(status: 503, reason: "Service Unavailable", contentType: "text/plain", body: "busy") }
        defer { server.stop() }
        let client = QuillClient(url: URL(string: "http://127.0.0.1:\(server.port)/graphql")!)
        let queue = makeQueue("failures")
        let calls = Inbox<String>()
        client.fetch(query: MeQuery(), queue: queue) { result, error in
            calls.send("\(result == nil) \((error as? ResponseCodeError)?.status ?? 0)")
        }
        try await expectNext(calls, "true 503")
        client.fetch(query: MeQuery(), queue: queue) { result in
            switch result {
            case .success: calls.send("success")
            case .failure(let error): calls.send(error.localizedDescription)
            }
        }
        try await expectNext(calls, "http://127.0.0.1:\(server.port)/graphql answered HTTP 503: busy")
    }

    @Test func aCancelledRequestCallsNothing() async throws {
        let release = Flag()
        let arrived = Inbox<Bool>()
        let server = try ScriptedHTTPServer { _, _ in
            arrived.send(true)
            await release.wait()
            return .http(status: 200, body: #"{"data":{"me":{"__typename":"User","email":"ana"}}}"#)
        }
        defer { server.stop() }
        let client = QuillClient(url: URL(string: "http://127.0.0.1:\(server.port)/graphql")!)
        let queue = makeQueue("cancelled")
        let calls = Inbox<String>()
        let request = client.fetch(query: MeQuery(), queue: queue) { _, _ in calls.send("called") }
        _ = try await arrived.next()
        request.cancel()
        release.set()
        // A later request on the same queue is answered after the cancelled one would have been.
        client.fetch(query: MeQuery(), cachePolicy: .fetchIgnoringCacheData, queue: queue) { result, _ in
            calls.send("later \(result?.data?.me?.email ?? "-")")
        }
        try await expectNext(calls, "later ana")
        #expect(calls.received == ["later ana"])
    }
}

/// Expects the inbox's next value (the value is awaited outside `#expect`: inside a
/// closure that also registers a callback, the macro's `try await` does not compile).
private func expectNext(_ inbox: Inbox<String>, _ expected: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) async throws {
    let value = try await inbox.next()
    #expect(value == expected, sourceLocation: sourceLocation)
}
