// The engine's JSON values and errors are part of the client's API (`cacheKeyForObject`,
// `GraphQLResult.errors`, custom scalars): a client imports only Quill.
@_exported import enum GraphQL.JSONValue
@_exported import struct GraphQL.JSONObject
@_exported import struct GraphQL.GraphQLError
@_exported import enum GraphQL.PathComponent
@_exported import struct GraphQL.SourceLocation
@_exported import enum GraphQL.SHA256
