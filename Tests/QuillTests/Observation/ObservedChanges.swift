import Foundation
import Observation
import QuillTestSupport

/// Counts the changes Observation reports for what `read` reads: a change is counted once,
/// and the next is looked for once the update that made it has ended (as SwiftUI redraws
/// once per update, however many properties it changed). A change made off the main actor
/// stops the tests (`MainActor.assertIsolated`). (On Linux the main actor's jobs do not
/// always run on the main thread, so the thread says nothing.)
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
@MainActor final class ObservedChanges {
    let count = Observed(0)
    private let read: @MainActor () -> Void

    init(_ read: @escaping @MainActor () -> Void) {
        self.read = read
        track()
    }

    private func track() {
        withObservationTracking {
            read()
        } onChange: { [weak self] in
            MainActor.assertIsolated("a model changed off the main actor")
            Task { @MainActor in self?.changed() }
        }
    }

    private func changed() {
        count.update { $0 += 1 }
        track()
    }
}
