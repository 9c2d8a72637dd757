import Quill

/// A failure of the flow, said in one line.
struct PlannerError: Error, CustomStringConvertible {
    let description: String

    init(_ description: String) {
        self.description = description
    }
}
