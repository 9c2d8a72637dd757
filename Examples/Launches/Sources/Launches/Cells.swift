import Quill

// What the seed's cells show, as text: the commands print it, and the interactive mode's
// panes show the same.

/// LaunchListCell's title and description on one line: "110  Starlink-15 (v1.0) — CCAFS SLC 40".
func launchLine(id: String, mission: String?, site: String?) -> String {
    "\(id)  \(mission ?? "(no mission)") — \(site ?? "(no site)")"
}

extension LaunchListQuery.Data.Launch.Launch {
    var listText: String { launchLine(id: id, mission: mission?.name, site: site) }
}

extension LaunchDetailsQuery.Data.Launch {
    /// The detail screen of Apollo's tutorial: site, mission, patch, rocket, whether booked.
    var detailText: [String] {
        [
            "site: \(site ?? "(none)")",
            "mission: \(mission?.name ?? "(none)")",
            "patch: \(mission?.missionPatch ?? "(none)")",
            "rocket: \(rocket.map { "\($0.name ?? "?") (\($0.type ?? "?"))" } ?? "(none)")",
            "booked: \(isBooked ? "yes" : "no")",
        ]
    }
}
