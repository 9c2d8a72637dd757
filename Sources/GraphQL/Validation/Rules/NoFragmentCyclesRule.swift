/// No fragment spreads itself, directly or through other fragments.
///
/// https://spec.graphql.org/September2025/#sec-Fragment-Spreads-Must-Not-Form-Cycles
public struct NoFragmentCyclesRule: ValidationRule {
    private var visited: Set<String> = []
    private var spreadPath: [FragmentSpread] = []
    private var spreadPathIndexByName: [String: Int] = [:]

    public init(context: ValidationContext) {}

    public mutating func enter(_ node: FragmentDefinition, _ context: ValidationContext) {
        detectCycles(from: node, context)
    }

    private mutating func detectCycles(from fragment: FragmentDefinition, _ context: ValidationContext) {
        let name = fragment.name.value
        guard visited.insert(name).inserted else { return }
        let spreads = context.fragmentSpreads(in: fragment.selectionSet)
        guard !spreads.isEmpty else { return }
        spreadPathIndexByName[name] = spreadPath.count
        for spread in spreads {
            let spreadName = spread.name.value
            let cycleIndex = spreadPathIndexByName[spreadName]
            spreadPath.append(spread)
            if let cycleIndex {
                let cyclePath = spreadPath[cycleIndex...]
                let via = cyclePath.dropLast().map { "\"\($0.name.value)\"" }.joined(separator: ", ")
                context.report(
                    "Cannot spread fragment \"\(spreadName)\" within itself" + (via.isEmpty ? "." : " via \(via)."),
                    at: cyclePath.map(\.loc))
            } else if let spreadFragment = context.fragment(named: spreadName) {
                detectCycles(from: spreadFragment, context)
            }
            spreadPath.removeLast()
        }
        spreadPathIndexByName[name] = nil
    }
}
