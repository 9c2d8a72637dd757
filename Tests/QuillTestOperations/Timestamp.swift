import Quill

/// The Features example's `DateTime` (its quill-codegen.json maps it): seconds since 1970
/// in JSON, as a user's custom scalar type would convert them.
public struct Timestamp: CustomScalarType {
    public var secondsSince1970: Int

    public init(secondsSince1970: Int) {
        self.secondsSince1970 = secondsSince1970
    }

    public init(_jsonValue value: JSONValue) throws {
        secondsSince1970 = try Int(_jsonValue: value)
    }

    public var _jsonValue: JSONValue { .int(secondsSince1970) }
}
