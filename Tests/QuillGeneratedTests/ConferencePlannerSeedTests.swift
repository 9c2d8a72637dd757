import GraphQL
import Quill
import Testing

// Seed 000's Swift, on the generated Golden/ConferencePlanner.swift: the lines that use the
// generated types are the seed's own (only its UIKit calls are left out), run against the
// backend of Examples/ConferencePlanner/schema.graphql.

// The seed's globals; one test at a time uses them (the suite is serialized).
nonisolated(unsafe) var apollo: SeedClient!
nonisolated(unsafe) var currentUserID: String?
nonisolated(unsafe) var currentUserName: String?

// The seed's Utils.swift, verbatim.
extension ConferenceDetails {

  var numberOfAttendees: Int {
    return attendees?.count ?? 0
  }

  func isAttendedBy(_ attendeeID: String) -> Bool {
    return attendees?.contains(where: { $0.id == attendeeID }) ?? false
  }
}

extension AttendeeDetails {

  var numberOfConferencesAttending: Int {
    return conferencesMeta.count
  }

}

/// RegisterViewController's mutations.
final class RegisterViewController {
  var errors: [String] = []

  func createAttendee(name: String) {
    // 1
    let createAttendeeMutation = CreateAttendeeMutation(name: name)

    // 2
    apollo.perform(mutation: createAttendeeMutation) { [weak self] result, error in
      if let error = error {
        self?.errors.append(error.localizedDescription)
        return
      }

      // 3
      currentUserID = result?.data?.createAttendee?.id
      currentUserName = result?.data?.createAttendee?.name
    }
  }

  func updateAttendee(id: String, newName: String) {
    let updateAttendeeNameMutation = UpdateAttendeeNameMutation(id: id, newName: newName)
    apollo.perform(mutation: updateAttendeeNameMutation) { [weak self] result, error in
      if let error = error {
        self?.errors.append(error.localizedDescription)
        return
      }

      currentUserID = result?.data?.updateAttendee?.id
      currentUserName = result?.data?.updateAttendee?.name
    }
  }
}

/// ConferencesTableViewController's list.
final class ConferencesTableViewController {
  var conferences: [ConferenceDetails] = []
  var allConferencesWatcher: Void?

  func viewDidLoad() {
    let allConferencesQuery = AllConferencesQuery()
    apollo.fetch(query: allConferencesQuery) { [weak self] result, error in
      guard let conferences = result?.data?.allConferences else { return }
      self?.conferences = conferences.map { $0.fragments.conferenceDetails }
    }
  }

  func isCurrentUserAttending(row: Int) -> Bool {
    let conference = conferences[row]
    return conference.isAttendedBy(currentUserID!)
  }
}

/// ConferenceDetailViewController's queries and mutations.
final class ConferenceDetailViewController {
  var conference: ConferenceDetails!
  var attendees: [AttendeeDetails]?

  var isCurrentUserAttending: Bool {
    return conference?.isAttendedBy(currentUserID!) ?? false
  }

  func viewDidLoad() {
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

  func attendingButtonPressed() {
    if isCurrentUserAttending {
      let notAttendingConferenceMutation =
        NotAttendConferenceMutation(conferenceId: conference.id,
                                    attendeeId: currentUserID!)
      apollo.perform(mutation: notAttendingConferenceMutation, resultHandler: nil)
    } else {
      let attendingConferenceMutation =
        AttendConferenceMutation(conferenceId: conference.id,
                                 attendeeId: currentUserID!)
      apollo.perform(mutation: attendingConferenceMutation, resultHandler: nil)
    }
  }

  func otherConferencesCount(row: Int) -> Int {
    let attendeeDetails = attendees![row]
    return attendeeDetails.numberOfConferencesAttending - 1
  }
}

@Suite(.serialized) struct ConferencePlannerSeedTests {
    @Test func theTutorialRunsOnTheGeneratedTypes() throws {
        let backend = try ExampleBackend("ConferencePlanner")
        try backend.run(file: "Examples/ConferencePlanner/seed.graphql")
        apollo = SeedClient(executor: backend.executor)

        let register = RegisterViewController()
        register.createAttendee(name: "Fay")
        let fayID = try #require(currentUserID)
        #expect(currentUserName == "Fay")
        register.updateAttendee(id: fayID, newName: "Fay B.")
        #expect(currentUserID == fayID && currentUserName == "Fay B.")
        #expect(register.errors.isEmpty)

        let list = ConferencesTableViewController()
        list.viewDidLoad()
        #expect(list.conferences.map(\.name) == ["UIKonf", "WWDC", "Swift Summit"])
        #expect(list.conferences.map(\.numberOfAttendees) == [4, 1, 0])
        #expect(!list.isCurrentUserAttending(row: 0))

        let detail = ConferenceDetailViewController()
        detail.conference = list.conferences[0]
        detail.viewDidLoad()
        #expect(detail.conference.city == "Berlin")
        #expect(detail.attendees?.map(\.name) == ["Ana", "Ben", "Cai", "Dee"])
        #expect(detail.otherConferencesCount(row: 0) == 0)

        detail.attendingButtonPressed()
        detail.viewDidLoad()
        #expect(detail.isCurrentUserAttending)
        #expect(detail.attendees?.contains { $0.id == fayID && $0.numberOfConferencesAttending == 1 } == true)
        list.viewDidLoad()
        #expect(list.isCurrentUserAttending(row: 0))
        #expect(list.conferences[0].numberOfAttendees == 5)

        detail.attendingButtonPressed()
        detail.viewDidLoad()
        #expect(!detail.isCurrentUserAttending)
    }

    @Test func aMutationErrorReachesTheCallback() throws {
        let backend = try ExampleBackend("ConferencePlanner")
        apollo = SeedClient(executor: backend.executor)
        currentUserID = nil
        let register = RegisterViewController()
        register.updateAttendee(id: "no-such-attendee", newName: "x")
        // The backend answers null with an error; the seed's lines read nil.
        #expect(currentUserID == nil)
    }
}
