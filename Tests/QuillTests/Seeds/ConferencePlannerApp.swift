import Foundation
import Quill
import QuillTestSupport

// Seed 000's Swift (raywenderlich's ConferencePlanner), with only `import Apollo` changed
// to `import Quill`. The endpoint is a `var` the test sets before first use (the seed's is
// a constant placeholder), and the seed's globals are main-actor variables, as Swift 6
// requires; UIKit's types are the stand-ins of UIKitStandIns.swift.

// AppDelegate.swift
nonisolated(unsafe) var graphQLEndpoint = "__SIMPLE_API_ENDPOINT__"
let apollo = ApolloClient(url: URL(string: graphQLEndpoint)!)

@MainActor var currentUserID: String?
@MainActor var currentUserName: String?

@MainActor final class RegisterViewController: ViewController {
    let activityIndicator = ActivityIndicator()

    func createAttendee(name: String) {
        activityIndicator.startAnimating()

        // 1
        let createAttendeeMutation = CreateAttendeeMutation(name: name)

        // 2
        apollo.perform(mutation: createAttendeeMutation) { [weak self] result, error in
            self?.activityIndicator.stopAnimating()

            if let error = error {
                print(error.localizedDescription)
                return
            }

            // 3
            currentUserID = result?.data?.createAttendee?.id
            currentUserName = result?.data?.createAttendee?.name

            self?.performSegue(withIdentifier: "ShowConferencesAnimated", sender: nil)
        }
    }

    func updateAttendee(id: String, newName: String) {
        activityIndicator.startAnimating()

        let updateAttendeeNameMutation = UpdateAttendeeNameMutation(id: id, newName: newName)
        apollo.perform(mutation: updateAttendeeNameMutation) { [weak self] result, error in
            self?.activityIndicator.stopAnimating()

            if let error = error {
                print(error.localizedDescription)
                return
            }

            currentUserID = result?.data?.updateAttendee?.id
            currentUserName = result?.data?.updateAttendee?.name

            self?.performSegue(withIdentifier: "ShowConferencesAnimated", sender: nil)
        }
    }
}

@MainActor final class ConferencesTableViewController: ViewController {
    lazy var tableView = TableView("conferences", events: events)
    var allConferencesWatcher: GraphQLQueryWatcher<AllConferencesQuery>?

    var conferences: [ConferenceDetails] = [] {
        didSet {
            tableView.reloadData()
        }
    }

    /// The tutorial's first version: a fetch.
    func viewDidLoadWithFetch() {
        let allConferencesQuery = AllConferencesQuery()
        apollo.fetch(query: allConferencesQuery) { [weak self] result, error in
            guard let conferences = result?.data?.allConferences else { return }
            self?.conferences = conferences.map { $0.fragments.conferenceDetails }
        }
    }

    /// The final version: a watcher.
    func viewDidLoad() {
        let allConferencesQuery = AllConferencesQuery()
        allConferencesWatcher = apollo.watch(query: allConferencesQuery) { result, error in
            guard let conferences = result?.data?.allConferences else { return }
            self.conferences = conferences.map { $0.fragments.conferenceDetails }
        }
    }

    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
        return conferences.count
    }

    func tableView(
        _ tableView: TableView,
        cellForRowAt indexPath: IndexPath
    ) -> TableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "ConferenceCell") as! ConferenceCell
        let conference = conferences[indexPath.row]
        cell.conference = conference
        cell.isCurrentUserAttending = conference.isAttendedBy(currentUserID!)
        return cell
    }
}

@MainActor final class ConferenceDetailViewController: ViewController {
    let nameLabel = Label()
    let infoLabel = Label()
    let attendingLabel = Label()
    let toggleAttendingButton = Button()
    lazy var attendeesTableView = TableView("attendees", events: events)
    let attendingText = "You're attending this conference"
    let notAttendingText = "You're not attending this conference"
    let attendingButtonText = "Not attending"
    let notAttendingButtonText = "Attend"

    var conferenceWatcher: GraphQLQueryWatcher<ConferenceDetailsQuery>?
    var attendeesWatcher: GraphQLQueryWatcher<AttendeesForConferenceQuery>?

    var conference: ConferenceDetails! {
        didSet {
            if isViewLoaded {
                updateUI()
            }
        }
    }

    var attendees: [AttendeeDetails]? {
        didSet {
            attendeesTableView.reloadData()
        }
    }

    var isCurrentUserAttending: Bool {
        return conference?.isAttendedBy(currentUserID!) ?? false
    }

    func updateUI() {
        nameLabel.text = conference.name
        infoLabel.text = "\(conference.city), \(conference.year)"
        attendingLabel.text = isCurrentUserAttending ? attendingText : notAttendingText
        toggleAttendingButton.setTitle(isCurrentUserAttending ? attendingButtonText : notAttendingButtonText, for: .normal)
        events.send("detail updated")
    }

    /// The tutorial's first version: fetches.
    func viewDidLoadWithFetch() {
        let conferenceDetailsQuery = ConferenceDetailsQuery(id: conference.id)
        apollo.fetch(query: conferenceDetailsQuery) { result, error in
            guard let conference = result?.data?.conference else { return }
            self.conference = conference.fragments.conferenceDetails
        }

        let attendeesForConferenceQuery = AttendeesForConferenceQuery(conferenceId: conference.id)
        apollo.fetch(query: attendeesForConferenceQuery) { result, error in
            guard let conference = result?.data?.conference else { return }
            self.attendees = conference.attendees?.map { $0.fragments.attendeeDetails }
        }
    }

    /// The final version: watchers.
    func viewDidLoad() {
        let conferenceDetailsQuery = ConferenceDetailsQuery(id: conference.id)
        conferenceWatcher = apollo.watch(query: conferenceDetailsQuery) { [weak self] result, error in
            guard let conference = result?.data?.conference else { return }
            self?.conference = conference.fragments.conferenceDetails
        }

        let attendeesForConferenceQuery = AttendeesForConferenceQuery(conferenceId: conference.id)
        attendeesWatcher = apollo.watch(query: attendeesForConferenceQuery) { [weak self] result, error in
            guard let conference = result?.data?.conference else { return }
            self?.attendees = conference.attendees?.map { $0.fragments.attendeeDetails }
        }
    }

    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
        return attendees?.count ?? 0
    }

    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        guard let attendees = self.attendees else { return TableViewCell() }

        let cell = tableView.dequeueReusableCell(withIdentifier: "AttendeeCell")!
        let attendeeDetails = attendees[indexPath.row]
        cell.textLabel?.text = attendeeDetails.name
        let otherConferencesCount = attendeeDetails.numberOfConferencesAttending - 1
        cell.detailTextLabel?.text = "attends \(otherConferencesCount) other conferences"
        return cell
    }

    func attendingButtonPressed() {
        if isCurrentUserAttending {
            let notAttendingConferenceMutation =
                NotAttendConferenceMutation(
                    conferenceId: conference.id,
                    attendeeId: currentUserID!)
            apollo.perform(mutation: notAttendingConferenceMutation, resultHandler: nil)
        } else {
            let attendingConferenceMutation =
                AttendConferenceMutation(
                    conferenceId: conference.id,
                    attendeeId: currentUserID!)
            apollo.perform(mutation: attendingConferenceMutation, resultHandler: nil)
        }
    }
}
