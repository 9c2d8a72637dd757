import Testing

@testable import QuillServer

/// Fuzz/TransportWSFuzz/seeds/regression-ping-negative-zero: `pong` echoes the `ping`
/// payload as JSON text, numbers as JavaScript writes them (graphql-ws's `JSON.stringify`),
/// so `-0` comes back as `0`; the fuzzer's oracle first expected the value unchanged.
@Suite struct TransportWSPingEchoTests {
    static func pong(_ ping: String) -> String? {
        var machine = GraphQLTransportWSStateMachine()
        guard case .send(let text)? = machine.receive(.text(ping)).first else { return nil }
        return text
    }

    @Test func negativeZeroIsEchoedAsZero() {
        #expect(Self.pong(#"{"type":"ping","payload":{"a":-0}}"#) == #"{"type":"pong","payload":{"a":0}}"#)
        #expect(Self.pong(#"{"type":"ping","payload":{"a":-0.0,"b":[-0]}}"#) == #"{"type":"pong","payload":{"a":0,"b":[0]}}"#)
    }

    @Test func otherNumbersKeepTheirValue() {
        #expect(Self.pong(#"{"type":"ping","payload":{"a":-1.5e3,"b":0.1}}"#) == #"{"type":"pong","payload":{"a":-1500,"b":0.1}}"#)
    }
}
