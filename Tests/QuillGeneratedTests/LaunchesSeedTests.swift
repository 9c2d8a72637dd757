import GraphQL
import Quill
import Testing

// Seed 004's Swift, on the generated Golden/Launches.swift: its ViewController's lines
// that use the generated types (its UIKit and Kingfisher calls left out), against the
// tutorial schema served over a fixed page of launches.

/// The seed's `Network` singleton, on an executor of the tutorial's schema.
final class Network: Sendable {
  static let shared = Network()
  let apollo: SeedNetworkClient

  private init() {
    let schema = try! schema(at: "Tests/QuillCodegenTests/Fixtures/Launches/schema.graphql")
    let root: JSONValue = [
      "launches": [
        "cursor": "1583556631",
        "hasMore": false,
        "launches": [
          ["id": "110", "site": "KSC LC 39A", "mission": ["name": "Starlink-3 (v1.0)", "missionPatch": "https://images2.imgbox.com/d2/3b/bQaWiil0_o.png"]],
          nil,
          ["id": "1", "site": "Kwajalein Atoll", "mission": ["name": "FalconSat", "missionPatch": "https://images2.imgbox.com/40/e3/GypSkayF_o.png"]],
        ],
      ],
    ]
    apollo = SeedNetworkClient(executor: try! Executor<Void>(schema: schema), rootValue: root)
  }
}

final class ViewController {
  private(set) var dataSource = [LaunchListQuery.Data.Launch.Launch]()
  private var lastConnection: LaunchListQuery.Data.Launch?
  private(set) var messages: [String] = []
  private(set) var rows: [(imageUrlString: String?, title: String?, desc: String?)] = []

  func viewDidLoad() {
    self.loadMoreLaunchesIfTheyExist()
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

      switch result {
      case .success(let graphQLResult):
        if let launchConnection = graphQLResult.data?.launches {
          ss.lastConnection = launchConnection
          ss.dataSource.append(contentsOf: launchConnection.launches.compactMap { $0 })
        }

        if let errors = graphQLResult.errors {
          let message = errors
                          .map { $0.localizedDescription }
                          .joined(separator: "\n")
          ss.messages.append(message)
      }
      case .failure(let error):
        ss.messages.append("network error - \(error)")
      }
    }
  }

  func tableView(cellForRowAt row: Int) {
    let data = self.dataSource[row]
    rows.append((imageUrlString: data.mission?.missionPatch, title: data.mission?.name, desc: data.site))
  }
}

@Suite struct LaunchesSeedTests {
    @Test func thePaginationCodeReadsTheGeneratedTypes() {
        let controller = ViewController()
        controller.viewDidLoad()
        #expect(controller.messages == [])
        #expect(controller.dataSource.map(\.id) == ["110", "1"])
        controller.loadMoreLaunchesIfTheyExist()  // hasMore is false: no second page
        #expect(controller.dataSource.count == 2)
        controller.tableView(cellForRowAt: 1)
        #expect(controller.rows.first?.title == "FalconSat")
        #expect(controller.rows.first?.desc == "Kwajalein Atoll")
    }

    @Test func aNilCursorIsLeftOutOfTheVariables() {
        #expect(LaunchListQuery().__variables == JSONObject())
        #expect(LaunchListQuery(cursor: "1583556631").__variables == ["cursor": "1583556631"])
        #expect(BookTripsMutation(launchIds: ["1", nil]).__variables == ["launchIds": ["1", nil]])
    }

    @Test func theFirstLaunchListIsTheSameType() {
        // The seed's first version: `LaunchListQuery()` with no cursor compiles too.
        let query = LaunchListQuery()
        #expect(query.cursor == nil)
        #expect(LaunchListQuery.Data.Launches.self == LaunchListQuery.Data.Launch.self)
    }
}
