/// The SDL of a generated schema as it is written, and the name of every type, input,
/// enum and scalar it defines (the model's own and the generated ones): a name defined
/// twice is a clash, found without reading the text again.
struct SDLWriter {
    private(set) var text = ""
    private(set) var definedNames: [String] = []

    /// Appends `line` and a line break.
    mutating func line(_ line: String) {
        text += line
        text += "\n"
    }

    /// `keyword name` (`type PostEdge`), the head of a definition; records `name`.
    mutating func head(_ keyword: String, _ name: String) -> String {
        definedNames.append(name)
        return keyword + " " + name
    }
}
