/// Why the pager did not load a page.
public enum PaginationError: Error, Sendable, Hashable, CustomStringConvertible {
    /// A load is in flight; the pager loads one page at a time.
    case loadInProgress
    /// `loadNext`/`loadPrevious` before the initial page was fetched.
    case missingInitialPage
    /// The last page says there is no more in that direction.
    case pageHasNoMoreContent
    /// The page resolver gave no query for that direction.
    case noQuery

    public var description: String {
        switch self {
        case .loadInProgress: "A page is loading; wait for it before loading another"
        case .missingInitialPage: "The initial page has not been fetched"
        case .pageHasNoMoreContent: "There are no more pages in that direction"
        case .noQuery: "The page resolver gave no query for that direction"
        }
    }
}
