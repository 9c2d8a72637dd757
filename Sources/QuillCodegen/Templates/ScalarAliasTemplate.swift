/// The scalars' typealiases, as Apollo declares them (`RocketReserverAPI.ID`).
struct ScalarAliasTemplate {
    let access: String

    func render(_ aliases: [IR.ScalarAlias]) -> Template {
        Template.joined(aliases.map { "\(access)typealias \($0.name) = \($0.type)" })
    }
}
