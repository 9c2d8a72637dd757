import Quill

// The seed's Utils.swift, verbatim: extensions of the generated fragments' structs, in a
// file of their own, as the tutorial has it ("You should never make manual changes in
// that file").

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
