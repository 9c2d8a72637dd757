extension String {
    /// `post` → `Post`: the generated APIs' names are made of the model's.
    var uppercasedFirst: String { prefix(1).uppercased() + dropFirst() }

    /// `Post` → `post`.
    var lowercasedFirst: String { prefix(1).lowercased() + dropFirst() }
}
