import Foundation
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

    /// A new cell: a `ConferenceCell` for that identifier, a plain one otherwise.
    func dequeueReusableCell(withIdentifier identifier: String) -> TableViewCell? {
        switch identifier {
        case "ConferenceCell": ConferenceCell()
        case "LaunchListCell": LaunchListCell()
        default: TableViewCell()
        }
    }

    func dequeueReusableCell(withIdentifier identifier: String, for indexPath: IndexPath) -> TableViewCell {
        dequeueReusableCell(withIdentifier: identifier)!
    }
}

@MainActor class TableViewCell {
    let textLabel: Label? = Label()
    let detailTextLabel: Label? = Label()
}

/// Seed 000's cell of the conference list.
@MainActor final class ConferenceCell: TableViewCell {
    var conference: ConferenceDetails!
    var isCurrentUserAttending = false
}

/// Seed 004's cell of the launch list: what it was prepared to show.
@MainActor final class LaunchListCell: TableViewCell {
    enum Constants {
        static let imageSize = CGSize(width: 40, height: 40)
    }

    private(set) var imageUrlString: String?
    private(set) var title: String?
    private(set) var desc: String?

    func prepare(imageUrlString: String?, preferredSize: CGSize, title: String?, desc: String?) {
        self.imageUrlString = imageUrlString
        self.title = title
        self.desc = desc
    }
}

extension IndexPath {
    init(row: Int, section: Int) {
        self.init(indexes: [section, row])
    }

    var row: Int { self[1] }
}

@MainActor final class Label {
    var text: String?
}

@MainActor final class Button {
    private(set) var title: String?
    enum State { case normal }
    func setTitle(_ title: String?, for state: State) { self.title = title }
}
