import GraphQL

extension Resolvers where Context == LaunchesContext {
    /// The fields of the object types, read from the Swift values the root fields return.
    mutating func addObjectFields() {
        field("LaunchConnection", "cursor", on: LaunchConnection.self) { page, _, _, _ in page.cursor }
        field("LaunchConnection", "hasMore", on: LaunchConnection.self) { page, _, _, _ in page.hasMore }
        field("LaunchConnection", "launches", on: LaunchConnection.self) { page, _, _, _ in page.launches }

        field("Launch", "id", on: Launch.self) { launch, _, _, _ in launch.id }
        field("Launch", "site", on: Launch.self) { launch, _, _, _ in launch.site }
        field("Launch", "mission", on: Launch.self) { launch, _, _, _ in launch.mission }
        field("Launch", "rocket", on: Launch.self) { launch, _, _, _ in launch.rocket }
        field("Launch", "isBooked", on: Launch.self) { launch, _, context, _ in
            guard let user = context.user else { return false }
            return try context.users.isBooked(launch.id, by: user)
        }

        field("Mission", "name", on: Mission.self) { mission, _, _, _ in mission.name }
        field("Mission", "missionPatch", on: Mission.self) { mission, arguments, _, _ in
            mission.patch(size: arguments["size"]?.stringValue)
        }

        field("Rocket", "id", on: Rocket.self) { rocket, _, _, _ in rocket.id }
        field("Rocket", "name", on: Rocket.self) { rocket, _, _, _ in rocket.name }
        field("Rocket", "type", on: Rocket.self) { rocket, _, _, _ in rocket.type }

        field("User", "id", on: User.self) { user, _, _, _ in user.id }
        field("User", "email", on: User.self) { user, _, _, _ in user.email }
        field("User", "profileImage", on: User.self) { user, _, _, _ in user.profileImage }
        field("User", "token", on: User.self) { user, _, _, _ in user.token }
        field("User", "trips", on: User.self) { user, _, context, _ in
            context.launches.launches(ids: try context.users.tripLaunchIDs(of: user))
        }

        field("TripUpdateResponse", "success", on: TripUpdateResponse.self) { response, _, _, _ in response.success }
        field("TripUpdateResponse", "message", on: TripUpdateResponse.self) { response, _, _, _ in response.message }
        field("TripUpdateResponse", "launches", on: TripUpdateResponse.self) { response, _, _, _ in response.launches }
    }
}
