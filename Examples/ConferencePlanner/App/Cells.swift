import Quill

// What the seed's cells and detail screen show, as text: the commands print it, and the
// interactive mode's panes show the same.

extension ConferenceDetails {
    /// ConferenceCell's labels on one line: "UIKonf 2017 — Berlin (1 attendee)", with
    /// ", attending" when the current user attends.
    func cellText(currentUserID: String?) -> String {
        let attendeeCount = numberOfAttendees
        let info = "\(city) (\(attendeeCount) \(attendeeCount == 1 ? "attendee" : "attendees"))"
        return "\(name) \(year) — \(info)" + (isAttended(by: currentUserID) ? ", attending" : "")
    }

    /// ConferenceDetailViewController's `updateUI`: the name, city and year, and whether
    /// the current user attends.
    func detailText(currentUserID: String?) -> [String] {
        ["\(name): \(city), \(year)", isAttended(by: currentUserID) ? "You're attending this conference." : "You're not attending this conference."]
    }

    /// `isAttendedBy`, for a user who may not have registered.
    func isAttended(by currentUserID: String?) -> Bool {
        currentUserID.map(isAttendedBy) ?? false
    }
}

extension AttendeeDetails {
    /// The detail screen's attendee cell: "Ana: attends 0 other conferences".
    var cellText: String {
        "\(name): attends \(numberOfConferencesAttending - 1) other conferences"
    }
}
