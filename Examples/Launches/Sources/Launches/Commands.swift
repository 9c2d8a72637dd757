import Quill
import TerminalUI

/// The commands: the seed's list (a page, or every page), a launch's detail, and logging in
/// and booking as Apollo's tutorial goes on to do.
struct Commands {
    let client: QuillClient

    /// The first page, as the seed's `viewDidLoad` fetches it, and whether more follow.
    func list() async throws {
        let page = try await client.fetch(query: LaunchListQuery()).checkedData().launches
        for launch in page.launches.compactMap({ $0 }) { print(launch.listText) }
        print("more: \(page.hasMore ? "yes" : "no")")
    }

    /// Every page, through a pager: the seed's `loadMoreLaunchesIfTheyExist` until the last.
    func listAll() async throws {
        let pager = Self.pager(client)
        try await pager.loadAll()
        let output = pager.currentOutput
        let pages = (output.initialPage.map { [$0] } ?? []) + output.nextPages
        for launch in pages.flatMap({ $0.launches.launches.compactMap { $0 } }) { print(launch.listText) }
        if let error = output.errors.first { throw error }
    }

    /// The pages of the seed's `LaunchList`: the next one asks for the launches after the
    /// last page's cursor, while it says there are more.
    static func pager(_ client: QuillClient) -> GraphQLQueryPager<LaunchListQuery> {
        GraphQLQueryPager(
            client: client, initialQuery: LaunchListQuery(),
            extractPageInfo: { CursorBasedPagination.Forward(hasNext: $0.launches.hasMore, endCursor: $0.launches.cursor) },
            pageResolver: { page, direction in direction == .next ? LaunchListQuery(cursor: page.endCursor) : nil })
    }

    func show(_ id: String) async throws {
        guard let launch = try await client.fetch(query: LaunchDetailsQuery(launchId: id)).checkedData().launch else {
            throw Failure("no launch \(id)")
        }
        for line in launch.detailText { print(line) }
    }

    func login(_ email: String) async throws {
        guard let token = try await client.perform(mutation: LoginMutation(email: email)).checkedData().login?.token else {
            throw Failure("the server did not log \(email) in: is it an email address?")
        }
        try LoginToken.save(token)
        print("Logged in as \(email).")
    }

    func book(_ id: String) async throws {
        try Self.requireLogin()
        let answer = try await client.perform(mutation: BookTripMutation(id: id)).checkedData().bookTrips
        guard answer.success else { throw Failure(answer.message ?? "launch \(id) was not booked") }
        print("Booked launch \(id).")
    }

    func cancel(_ id: String) async throws {
        try Self.requireLogin()
        let answer = try await client.perform(mutation: CancelTripMutation(id: id)).checkedData().cancelTrip
        guard answer.success else { throw Failure("\(answer.message ?? "the trip was not cancelled"): launch \(id)") }
        print("Cancelled the trip on launch \(id).")
    }

    /// The user's booked launches, in the list's line format.
    func trips() async throws {
        try Self.requireLogin()
        guard let me = try await client.fetch(query: MyTripsQuery()).checkedData().me else {
            throw Failure("the server does not know the token in \(LoginToken.file.relativePath): log in again")
        }
        for launch in me.trips.compactMap({ $0 }) {
            print(launchLine(id: launch.id, mission: launch.mission?.name, site: launch.site))
        }
    }

    static func requireLogin() throws {
        guard LoginToken.load() != nil else { throw Failure("log in first: launches login EMAIL") }
    }
}
