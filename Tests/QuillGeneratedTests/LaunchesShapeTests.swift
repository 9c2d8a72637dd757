import Quill
import Testing

/// Seed 004's generated shapes as its Swift uses them.
@Suite struct LaunchesShapeTests {
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
