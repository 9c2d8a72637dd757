/// What the introspection query asks for, beyond the basics. The defaults are
/// graphql-js 16.6's `getIntrospectionQuery` defaults; `oneOf` (`isOneOf` on
/// types, which graphql-js 16.6 does not know) is off by default.
public struct IntrospectionOptions: Sendable, Hashable {
    /// `description` on types, fields, arguments, enum values and directives.
    public var descriptions: Bool
    /// `specifiedByURL` on types.
    public var specifiedByURL: Bool
    /// `isRepeatable` on directives.
    public var directiveIsRepeatable: Bool
    /// `description` on the schema (only with `descriptions`).
    public var schemaDescription: Bool
    /// Deprecated arguments and input fields, with `isDeprecated` and `deprecationReason`.
    public var inputValueDeprecation: Bool
    /// `isOneOf` on types.
    public var oneOf: Bool

    public init(
        descriptions: Bool = true, specifiedByURL: Bool = false, directiveIsRepeatable: Bool = false,
        schemaDescription: Bool = false, inputValueDeprecation: Bool = false, oneOf: Bool = false
    ) {
        self.descriptions = descriptions
        self.specifiedByURL = specifiedByURL
        self.directiveIsRepeatable = directiveIsRepeatable
        self.schemaDescription = schemaDescription
        self.inputValueDeprecation = inputValueDeprecation
        self.oneOf = oneOf
    }
}

/// The introspection query, character for character as graphql-js 16.6's
/// `getIntrospectionQuery(options)` writes it (blank lines where an option is off
/// included). With `oneOf`, a line `isOneOf` follows `specifiedByURL` in `FullType`.
public func introspectionQuery(_ options: IntrospectionOptions = IntrospectionOptions()) -> String {
    let descriptions = options.descriptions ? "description" : ""
    let specifiedByURL = options.specifiedByURL ? "specifiedByURL" : ""
    let directiveIsRepeatable = options.directiveIsRepeatable ? "isRepeatable" : ""
    let schemaDescription = options.schemaDescription ? descriptions : ""
    let oneOf = options.oneOf ? "\n      isOneOf" : ""
    func inputDeprecation(_ text: String) -> String { options.inputValueDeprecation ? text : "" }
    let inputDeprecationArgument = inputDeprecation("(includeDeprecated: true)")
    return "\n" + """
            query IntrospectionQuery {
              __schema {
                \(schemaDescription)
                queryType { name }
                mutationType { name }
                subscriptionType { name }
                types {
                  ...FullType
                }
                directives {
                  name
                  \(descriptions)
                  \(directiveIsRepeatable)
                  locations
                  args\(inputDeprecationArgument) {
                    ...InputValue
                  }
                }
              }
            }

            fragment FullType on __Type {
              kind
              name
              \(descriptions)
              \(specifiedByURL)\(oneOf)
              fields(includeDeprecated: true) {
                name
                \(descriptions)
                args\(inputDeprecationArgument) {
                  ...InputValue
                }
                type {
                  ...TypeRef
                }
                isDeprecated
                deprecationReason
              }
              inputFields\(inputDeprecationArgument) {
                ...InputValue
              }
              interfaces {
                ...TypeRef
              }
              enumValues(includeDeprecated: true) {
                name
                \(descriptions)
                isDeprecated
                deprecationReason
              }
              possibleTypes {
                ...TypeRef
              }
            }

            fragment InputValue on __InputValue {
              name
              \(descriptions)
              type { ...TypeRef }
              defaultValue
              \(inputDeprecation("isDeprecated"))
              \(inputDeprecation("deprecationReason"))
            }

            fragment TypeRef on __Type {
              kind
              name
              ofType {
                kind
                name
                ofType {
                  kind
                  name
                  ofType {
                    kind
                    name
                    ofType {
                      kind
                      name
                      ofType {
                        kind
                        name
                        ofType {
                          kind
                          name
                          ofType {
                            kind
                            name
                          }
                        }
                      }
                    }
                  }
                }
              }
            }
        """ + "\n  "
}
