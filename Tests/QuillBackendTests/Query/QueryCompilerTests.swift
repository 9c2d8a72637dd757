import GraphQL
import Testing

@testable import QuillBackend

/// The SQL `QueryCompiler` generates, exactly.
@Suite(.offThePool) struct QueryCompilerTests {
    static func compiler() throws -> QueryCompiler {
        QueryCompiler(model: try Model.read(contentsOfFile: Fixtures.examplePath("ConferencePlanner/schema.graphql")), dialect: SQLiteDialect())
    }

    @Test func filteredOrderedNodes() throws {
        let statement = try Self.compiler().select(
            "Conference",
            RecordQuery(
                filter: .or([.text("name", .startsWith, "W", caseSensitive: true), .not(.oneOf("city", [.text("Berlin")]))]),
                order: [RecordOrder(field: "year", descending: true)]))
        #expect(
            statement.sql
                == #"SELECT t0."id", t0."name", t0."city", t0."year", t0."createdAt", t0."updatedAt" FROM "Conference" AS t0 WHERE (substr(t0."name", 1, length(?1)) = ?2 OR NOT COALESCE(t0."city" IN (?3), FALSE)) ORDER BY t0."year" DESC NULLS LAST, t0."id" ASC"#
        )
        #expect(statement.arguments == [.text("W"), .text("W"), .text("Berlin")])
    }

    @Test func relationNodesOfManyParentsInOneStatement() throws {
        let compiler = try Self.compiler()
        let link = try #require(RelationLink(model: compiler.model, type: "Conference", field: "attendees"))
        let statement = compiler.select(
            link, parents: ["c1", "c2"], RecordQuery(filter: .related("conferences", .every, .compare("year", .equals, .text("2017")))))
        #expect(
            statement.sql
                == #"SELECT t0."id", t0."name", t0."createdAt", t0."updatedAt", l1."B" AS "__parent" FROM "Attendee" AS t0 JOIN "_Attendees" AS l1 ON l1."A" = t0."id" WHERE l1."B" IN (?1, ?2) AND NOT EXISTS (SELECT 1 FROM "Conference" AS t2 JOIN "_Attendees" AS l3 ON l3."B" = t2."id" WHERE l3."A" = t0."id" AND NOT COALESCE(t2."year" = ?3, FALSE)) ORDER BY t0."id" ASC"#
        )
        #expect(statement.arguments == [.text("c1"), .text("c2"), .text("2017")])
    }

    @Test func aWindowPerParent() throws {
        let compiler = try Self.compiler()
        let link = try #require(RelationLink(model: compiler.model, type: "Conference", field: "attendees"))
        let statement = compiler.select(link, parents: ["c1"], RecordQuery(window: RecordWindow(last: 3, before: "a9")))
        #expect(
            statement.sql
                == #"WITH "ranked" AS (SELECT t0."id", t0."name", t0."createdAt", t0."updatedAt", l1."B" AS "__parent", ROW_NUMBER() OVER (PARTITION BY l1."B" ORDER BY t0."id" ASC) AS "__rank" FROM "Attendee" AS t0 JOIN "_Attendees" AS l1 ON l1."A" = t0."id" WHERE l1."B" IN (?1)) SELECT s.* FROM (SELECT r.*, ROW_NUMBER() OVER (PARTITION BY r."__parent" ORDER BY r."__rank" DESC) AS "__slot" FROM "ranked" AS r WHERE r."__rank" < (SELECT c."__rank" FROM "ranked" AS c WHERE c."id" = ?2 AND c."__parent" = r."__parent")) AS s WHERE s."__slot" > ?3 AND s."__slot" <= ?4 ORDER BY s."__rank""#
        )
        #expect(statement.arguments == [.text("c1"), .text("a9"), .integer(0), .integer(3)])
        let count = compiler.count(link, parents: ["c1"], RecordQuery())
        #expect(
            count.sql
                == #"SELECT "counted"."__parent", COUNT(*) AS "count" FROM (SELECT t0."id", t0."name", t0."createdAt", t0."updatedAt", l1."B" AS "__parent" FROM "Attendee" AS t0 JOIN "_Attendees" AS l1 ON l1."A" = t0."id" WHERE l1."B" IN (?1)) AS "counted" GROUP BY "counted"."__parent""#
        )
    }
}
