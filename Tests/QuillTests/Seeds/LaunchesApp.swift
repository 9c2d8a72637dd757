import Foundation
import Quill
import QuillTestSupport

// Seed 004's Swift, with only `import Apollo` changed to `import Quill`; the endpoint is a
// variable the test sets (the seed's is Apollo's tutorial server), and the table view is a
// stand-in.

nonisolated(unsafe) var launchesEndpoint = "https://apollo-fullstack-tutorial.herokuapp.com/graphql"

class Network {
    static let shared = Network()
    let apollo = ApolloClient(url: URL(string: launchesEndpoint)!)

    private init() {}
}

extension Network: @unchecked Sendable {}

@MainActor final class LaunchesViewController: ViewController {
    lazy var tableView = TableView("launches", events: events)
    private(set) var errorMessages: [String] = []

    private var dataSource = [LaunchListQuery.Data.Launch.Launch]()
    private var lastConnection: LaunchListQuery.Data.Launch?

    var launches: [LaunchListQuery.Data.Launch.Launch] { dataSource }

    /// The first version: one fetch.
    func viewDidLoad() {
        Network.shared.apollo
            .fetch(query: LaunchListQuery()) { [weak self] result in
                guard let ss = self else { return }
                defer { ss.tableView.reloadData() }

                switch result {
                case .success(let graphQLResult):
                    if let launchConnection = graphQLResult.data?.launches {
                        ss.dataSource.append(contentsOf: launchConnection.launches.compactMap { $0 })
                    }
                    if let errors = graphQLResult.errors {
                        let message =
                            errors
                            .map { $0.localizedDescription }
                            .joined(separator: "\n")
                        //            print(message)
                        ss.errorMessages.append(message)
                    }
                case .failure(let error):
                    print(error)
                }
            }
    }

    func loadMoreLaunchesIfTheyExist() {
        guard let connection = self.lastConnection else {
            self.loadMoreLaunches(from: nil)
            return
        }
        guard connection.hasMore else { return }

        self.loadMoreLaunches(from: connection.cursor)
    }
    private func loadMoreLaunches(from cursor: String?) {
        Network.shared.apollo.fetch(query: LaunchListQuery(cursor: cursor)) { [weak self] result in
            guard let ss = self else { return }
            defer { ss.tableView.reloadData() }

            switch result {
            case .success(let graphQLResult):
                if let launchConnection = graphQLResult.data?.launches {
                    ss.lastConnection = launchConnection
                    ss.dataSource.append(contentsOf: launchConnection.launches.compactMap { $0 })
                }

                if let errors = graphQLResult.errors {
                    let message =
                        errors
                        .map { $0.localizedDescription }
                        .joined(separator: "\n")
                    print(message)
                }
            case .failure(let error):
                print("network error - \(error)")
            }
        }
    }

    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
        self.dataSource.count
    }

    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "LaunchListCell", for: indexPath) as! LaunchListCell
        let data = self.dataSource[indexPath.row]
        cell.prepare(
            imageUrlString: data.mission?.missionPatch,
            preferredSize: LaunchListCell.Constants.imageSize,
            title: data.mission?.name,
            desc: data.site
        )
        return cell
    }
}
