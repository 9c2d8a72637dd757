/// Where a page ends, as the pager reads it from a page's data.
public protocol PaginationInfo: Sendable {
    var canLoadNext: Bool { get }
    var canLoadPrevious: Bool { get }
}

/// Cursor-based pages: Relay connections (`pageInfo { hasNextPage endCursor }`) or any
/// shape with a cursor (seed 004's `launches { cursor hasMore }`).
public enum CursorBasedPagination {
    /// Pages after the first (`first:after:`).
    public struct Forward: PaginationInfo, Hashable {
        public let hasNext: Bool
        public let endCursor: String?

        public init(hasNext: Bool, endCursor: String?) {
            self.hasNext = hasNext
            self.endCursor = endCursor
        }

        public var canLoadNext: Bool { hasNext }
        public var canLoadPrevious: Bool { false }
    }

    /// Pages before the first (`last:before:`).
    public struct Reverse: PaginationInfo, Hashable {
        public let hasPrevious: Bool
        public let startCursor: String?

        public init(hasPrevious: Bool, startCursor: String?) {
            self.hasPrevious = hasPrevious
            self.startCursor = startCursor
        }

        public var canLoadNext: Bool { false }
        public var canLoadPrevious: Bool { hasPrevious }
    }

    /// Pages both ways from a page in the middle.
    public struct Bidirectional: PaginationInfo, Hashable {
        public let hasNext: Bool
        public let endCursor: String?
        public let hasPrevious: Bool
        public let startCursor: String?

        public init(hasNext: Bool, endCursor: String?, hasPrevious: Bool, startCursor: String?) {
            self.hasNext = hasNext
            self.endCursor = endCursor
            self.hasPrevious = hasPrevious
            self.startCursor = startCursor
        }

        public var canLoadNext: Bool { hasNext }
        public var canLoadPrevious: Bool { hasPrevious }
    }
}

/// Offset-based pages (`skip:first:`).
public enum OffsetPagination {
    public struct Forward: PaginationInfo, Hashable {
        /// The offset of the next page.
        public let offset: Int
        public let canLoadNext: Bool

        public init(offset: Int, canLoadNext: Bool) {
            self.offset = offset
            self.canLoadNext = canLoadNext
        }

        public var canLoadPrevious: Bool { false }
    }
}

public enum PaginationDirection: Sendable, Hashable {
    case next, previous
}

/// The pages loaded so far, in list order.
public struct PaginationOutput<Query: GraphQLQuery>: Sendable {
    /// Pages before the initial one, the furthest first.
    public let previousPages: [Query.Data]
    public let initialPage: Query.Data?
    public let nextPages: [Query.Data]
    /// The page whose load or change made this output.
    public let lastUpdatedPage: Query.Data?
    /// GraphQL errors of the pages (beside their data).
    public let errors: [GraphQLError]

    /// Every page in list order.
    public var allPages: [Query.Data] { previousPages + (initialPage.map { [$0] } ?? []) + nextPages }
}
