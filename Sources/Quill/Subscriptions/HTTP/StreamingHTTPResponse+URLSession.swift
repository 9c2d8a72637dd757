import Foundation
import QuillSync

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

extension StreamingHTTPRequest {
    /// Sends the request through a `URLSessionDataDelegate`, which is handed each part of
    /// the body as it arrives: the path on Apple platforms, and one that runs on Linux too
    /// (`URLSession.bytes`, the other way, does not exist there).
    func sendThroughURLSession() async throws -> StreamingHTTPResponse {
        var urlRequest = URLRequest(url: url)
        urlRequest.httpMethod = "POST"
        urlRequest.timeoutInterval = idleTimeout
        for (name, value) in headers { urlRequest.setValue(value, forHTTPHeaderField: name) }
        urlRequest.httpBody = Data(body)
        let (stream, continuation) = AsyncThrowingStream.makeStream(of: [UInt8].self)
        let delegate = StreamingDataDelegate(url: url, body: continuation)
        // A session per request: its delegate is this request's. Invalidated once the task
        // ends, it lets go of the delegate.
        let session = URLSession(configuration: .ephemeral, delegate: delegate, delegateQueue: nil)
        let task = session.dataTask(with: urlRequest)
        session.finishTasksAndInvalidate()
        continuation.onTermination = { _ in task.cancel() }
        let response = try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { (head: CheckedContinuation<HTTPURLResponse, any Error>) in
                delegate.awaitHead(head)
                task.resume()
            }
        } onCancel: {
            task.cancel()
        }
        var fields: [String: String] = [:]
        for (name, value) in response.allHeaderFields {
            if let name = name as? String, let value = value as? String { fields[name.lowercased()] = value }
        }
        return StreamingHTTPResponse(status: response.statusCode, headers: fields, body: stream)
    }
}

/// Hands a data task's response to the task waiting for it, and its body to a stream.
/// URLSession calls it on its delegate queue, one call at a time.
private final class StreamingDataDelegate: NSObject, URLSessionDataDelegate, Sendable {
    private let url: URL
    private let body: AsyncThrowingStream<[UInt8], any Error>.Continuation
    /// The task waiting for the response's head, until it came (or the request failed).
    private let head = Locked<CheckedContinuation<HTTPURLResponse, any Error>?>(nil)

    init(url: URL, body: AsyncThrowingStream<[UInt8], any Error>.Continuation) {
        self.url = url
        self.body = body
    }

    func awaitHead(_ continuation: CheckedContinuation<HTTPURLResponse, any Error>) {
        head.withLock { $0 = continuation }
    }

    func urlSession(
        _ session: URLSession, dataTask: URLSessionDataTask, didReceive response: URLResponse,
        completionHandler: @escaping @Sendable (URLSession.ResponseDisposition) -> Void
    ) {
        let waiting = head.withLock { head in
            defer { head = nil }
            return head
        }
        if let http = response as? HTTPURLResponse {
            waiting?.resume(returning: http)
            completionHandler(.allow)
        } else {
            waiting?.resume(throwing: TransportError(url: url, underlying: URLError(.badServerResponse)))
            completionHandler(.cancel)
        }
    }

    func urlSession(_ session: URLSession, dataTask: URLSessionDataTask, didReceive data: Data) {
        body.yield([UInt8](data))
    }

    func urlSession(_ session: URLSession, task: URLSessionTask, didCompleteWithError error: (any Error)?) {
        let waiting = head.withLock { head in
            defer { head = nil }
            return head
        }
        if let error {
            let failure = (error as? URLError)?.code == .cancelled ? CancellationError() as any Error : TransportError(url: url, underlying: error)
            waiting?.resume(throwing: failure)
            body.finish(throwing: failure)
        } else {
            waiting?.resume(throwing: TransportError(url: url, underlying: URLError(.badServerResponse)))
            body.finish()
        }
    }
}
