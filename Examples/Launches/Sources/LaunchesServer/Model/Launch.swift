/// A SpaceX launch, as the schema's `Launch` shows it.
struct Launch: Sendable, Equatable {
    /// The flight number.
    let id: Int
    /// Where it stands in the list of launches (see `LaunchCatalog`).
    let cursor: String
    let site: String?
    let mission: Mission
    let rocket: Rocket
}

struct Mission: Sendable, Equatable {
    let name: String?
    let patchSmall: String?
    let patchLarge: String?

    /// The patch of `size`: the small one for SMALL, otherwise (LARGE or none) the large one.
    func patch(size: String?) -> String? {
        size == "SMALL" ? patchSmall : patchLarge
    }
}

struct Rocket: Sendable, Equatable {
    let id: String
    let name: String?
    let type: String?
}
