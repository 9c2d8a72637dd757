import Foundation
import QuillTestSupport

@testable import Quill

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// The sockets a `WebSocketTransport` can open here that the tests run: the platform's, and
/// URLSession's where it is not the platform's but works.
let transportSockets: [TransportWebSocketKind] = {
    #if canImport(Darwin)
    [.urlSession]
    #else
    urlSessionOpensWebSockets ? [.httpClient, .urlSession] : [.httpClient]
    #endif
}()

/// Whether URLSession opens WebSockets here. Apple's does; FoundationNetworking's fails at
/// the first message when Swift's toolchain was built without libcurl's WebSockets
/// (`URLError.unsupportedURL`, "WebSockets not supported by libcurl"), as 6.3's for Debian
/// is. Asked of a port nothing listens on: a socket that could open fails otherwise.
let urlSessionOpensWebSockets: Bool = {
    #if canImport(Darwin)
    return true
    #else
    let session = URLSession(configuration: .ephemeral)
    defer { session.invalidateAndCancel() }
    let task = session.webSocketTask(with: URL(string: "ws://127.0.0.1:9/")!)
    let answered = DispatchSemaphore(value: 0)
    let unsupported = Observed(false)
    task.receive { result in
        if case .failure(let error) = result, (error as? URLError)?.code == .unsupportedURL { unsupported.update { $0 = true } }
        answered.signal()
    }
    task.resume()
    _ = answered.wait(timeout: .now() + failureGuard)
    return !unsupported.value
    #endif
}()
