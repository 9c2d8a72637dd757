import GraphQL
import QuillHTTP
import QuillSync

/// Runs a GraphQL-over-WebSocket state machine on a channel: the channel's messages, the
/// timers and the operations' tasks feed it, and its actions are performed here.
final class GraphQLWebSocketSession<Machine: GraphQLWebSocketStateMachine>: Sendable {
    private let channel: WebSocketChannel
    private let run: GraphQLWebSocket.Run
    private let onConnect: GraphQLWebSocket.OnConnect?
    private let machine: Locked<Machine>
    /// The task of each operation, until it ends.
    private let tasks = Locked<[GraphQLWebSocketOperation: Task<Void, Never>]>([:])

    init(
        channel: WebSocketChannel, machine: Machine, run: @escaping GraphQLWebSocket.Run,
        onConnect: GraphQLWebSocket.OnConnect?
    ) {
        self.channel = channel
        self.machine = Locked(machine)
        self.run = run
        self.onConnect = onConnect
    }

    /// Serves until the channel's messages end and every operation stopped; `keepAlive`
    /// is the interval of the machine's keep-alives in seconds (nil: none).
    func serve(initTimeout: Double, keepAlive: Double? = nil) async {
        let initTimer = Task {
            guard (try? await Task.sleep(seconds: initTimeout)) != nil else { return }
            await perform { $0.initTimeoutElapsed() }
        }
        let keepAliveTimer = keepAlive.map { interval in
            Task {
                while (try? await Task.sleep(seconds: interval)) != nil {
                    await perform { $0.keepAliveElapsed() }
                }
            }
        }
        // Messages are handled one at a time, `onConnect` included, so that
        // `connection_ack` goes out before any operation's messages.
        for await message in channel.messages {
            await perform { $0.receive(message) }
        }
        initTimer.cancel()
        keepAliveTimer?.cancel()
        await perform { $0.connectionClosed() }
        for task in tasks.withLock({ Array($0.values) }) {
            task.cancel()
            await task.value
        }
    }

    /// Feeds the state machine and performs the actions it returns.
    private func perform(_ input: @Sendable (inout Machine) -> [GraphQLWebSocketAction]) async {
        for action in machine.withLock({ input(&$0) }) {
            switch action {
            case .send(let text):
                await channel.send(text: text)
            case .close(let code, let reason):
                await channel.close(code: code, reason: reason)
            case .authorize(let connectionParams):
                let permitted = await onConnect?(connectionParams) ?? true
                await perform { $0.authorized(permitted) }
            case .start(let operation, let request, let connectionParams):
                start(operation, request, connectionParams)
            case .stop(let operation):
                tasks.withLock { $0[operation] }?.cancel()
            }
        }
    }

    private func start(_ operation: GraphQLWebSocketOperation, _ request: GraphQLRequest, _ connectionParams: JSONObject?) {
        // The lock is held until the task is stored, so its last step finds it.
        tasks.withLock { tasks in
            tasks[operation] = Task {
                switch await run(request, connectionParams) {
                case .executed(let response):
                    await perform { $0.next(operation, response) }
                case .subscription(let responses):
                    for await response in responses {
                        await perform { $0.next(operation, response) }
                    }
                case .incremental(let initial, let subsequent):
                    await perform { $0.next(operation, payload: initial.jsonBytes()) }
                    for await payload in subsequent {
                        await perform { $0.next(operation, payload: payload.jsonBytes()) }
                    }
                case .rejected(let response, _):
                    await perform { $0.error(operation, response.errors) }
                }
                await perform { $0.complete(operation) }
                self.tasks.withLock { $0[operation] = nil }
            }
        }
    }
}
