@_exported import struct GraphQL.JSONObject
// The engine's JSON values are what generated code's data, variables and custom scalars
// are made of: a module of generated code imports only QuillAPI.
@_exported import enum GraphQL.JSONValue
