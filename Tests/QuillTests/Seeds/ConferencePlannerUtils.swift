// Seed 000's Utils.swift, verbatim: the tutorial's extensions of its generated fragments.

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
