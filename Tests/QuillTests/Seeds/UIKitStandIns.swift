import QuillTestSupport

// Just enough of UIKit for the seeds' view controllers to compile and run on Linux:
// each view reports what the code did to it as an event the test awaits.

@MainActor class ViewController {
    let events: Inbox<String>
    var isViewLoaded = true

    init(events: Inbox<String>) {
        self.events = events
    }

    func performSegue(withIdentifier identifier: String, sender: Any?) {
        events.send("segue \(identifier)")
    }
}

@MainActor final class ActivityIndicator {
    private(set) var isAnimating = false
    func startAnimating() { isAnimating = true }
    func stopAnimating() { isAnimating = false }
}

@MainActor final class TableView {
    let name: String
    let events: Inbox<String>

    init(_ name: String, events: Inbox<String>) {
        self.name = name
        self.events = events
    }

    func reloadData() { events.send("\(name) reloaded") }
}

@MainActor final class Label {
    var text: String?
}

@MainActor final class Button {
    private(set) var title: String?
    enum State { case normal }
    func setTitle(_ title: String?, for state: State) { self.title = title }
}
