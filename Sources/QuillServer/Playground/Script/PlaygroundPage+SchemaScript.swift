extension PlaygroundPage {
    /// The schema from introspection, for every pane that needs it.
    static let schemaScript = #"""
        // The schema, from the standard introspection query (with directives, for completion);
        // every pane that needs it listens for it.
        const INTROSPECTION = `query IntrospectionQuery { __schema { queryType { name } mutationType { name } subscriptionType { name } types { ...FullType } directives { name description locations args { ...InputValue } } } }
        fragment FullType on __Type { kind name description fields(includeDeprecated: true) { name description args { ...InputValue } type { ...TypeRef } isDeprecated deprecationReason } inputFields { ...InputValue } interfaces { ...TypeRef } enumValues(includeDeprecated: true) { name description isDeprecated deprecationReason } possibleTypes { ...TypeRef } }
        fragment InputValue on __InputValue { name description type { ...TypeRef } defaultValue }
        fragment TypeRef on __Type { kind name ofType { kind name ofType { kind name ofType { kind name ofType { kind name ofType { kind name ofType { kind name ofType { kind name } } } } } } } }`;
        const schemaStatus = $("schema-status");
        let schema = null, schemaError = "";
        const schemaListeners = [];
        async function loadSchema() {
          schemaStatus.textContent = "Loading schema\u2026";
          try {
            const json = await request(INTROSPECTION, undefined, "IntrospectionQuery");
            if (!json.data || !json.data.__schema) throw new Error(json.errors && json.errors[0] ? json.errors[0].message : "no schema");
            schema = json.data.__schema;
            schema.byName = new Map(schema.types.map(t => [t.name, t]));
            schemaError = "";
            schemaStatus.textContent = `Schema: ${schema.types.filter(t => !t.name.startsWith("__")).length} types`;
          } catch (e) {
            schema = null;
            schemaError = e.message;
            schemaStatus.textContent = "No schema";
          }
          for (const listener of schemaListeners) listener();
          if (!performance.getEntriesByName("quill:schema").length) performance.mark("quill:schema");
        }
        """#
}
