/// A SpaceX launch, as the schema's `Launch` shows it.
///
/// The launches are made once and only read, so they are classes: a resolver's parent
/// is then one reference to check and retain, not a struct of strings to copy.
final class Launch: Sendable {
    /// The flight number.
    let id: Int
    /// Where it stands in the list of launches (see `LaunchCatalog`).
    let cursor: String
    let site: String?
    let mission: Mission
    let rocket: Rocket

    init(id: Int, cursor: String, site: String?, mission: Mission, rocket: Rocket) {
        self.id = id
        self.cursor = cursor
        self.site = site
        self.mission = mission
        self.rocket = rocket
    }
}

final class Mission: Sendable {
    let name: String?
    let patchSmall: String?
    let patchLarge: String?

    init(name: String?, patchSmall: String?, patchLarge: String?) {
        self.name = name
        self.patchSmall = patchSmall
        self.patchLarge = patchLarge
    }

    /// The patch of `size`: the small one for SMALL, otherwise (LARGE or none) the large one.
    func patch(size: String?) -> String? {
        size == "SMALL" ? patchSmall : patchLarge
    }
}

final class Rocket: Sendable {
    let id: String
    let name: String?
    let type: String?

    init(id: String, name: String?, type: String?) {
        self.id = id
        self.name = name
        self.type = type
    }
}
