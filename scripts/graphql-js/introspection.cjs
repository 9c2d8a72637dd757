// Introspection by graphql-js 16.6 (with the 2025 built-ins, see
// introspection-builtins.cjs), for the Swift differential tests.
// Usage: NODE_PATH=/usr/share/nodejs node scripts/graphql-js/introspection.cjs < request.json
// The request is {"schemas": [PATH...], "queries": [{"options": {...}}...],
// "operations": [{"schema": PATH, "query": TEXT, "variables": {...}}...],
// "clients": [INTROSPECTION...]}; the answer is
// {"schemas": [{"introspection": TEXT, "roundTrip": SDL}...], "queries": [TEXT...],
// "operations": [RESULT...], "clients": [SDL or "Error: MESSAGE"...]} where TEXT is JSON.stringify(introspectionFromSchema(schema), null, 2),
// SDL is printSchema(buildClientSchema(introspection)), and RESULT is the
// execution result ({data} or {errors}) as JSON text.
const fs = require('fs');
const g = require('graphql');
const { buildSchema2025, printSchema2025 } = require('./introspection-builtins.cjs');

const request = JSON.parse(fs.readFileSync(0, 'utf8'));
const answer = { schemas: [], queries: [], operations: [], clients: [] };
for (const path of request.schemas || []) {
  const schema = buildSchema2025(fs.readFileSync(path, 'utf8'));
  const introspection = g.introspectionFromSchema(schema);
  const client = g.buildClientSchema(introspection);
  answer.schemas.push({
    introspection: JSON.stringify(introspection, null, 2),
    roundTrip: printSchema2025(client),
  });
}
for (const query of request.queries || []) {
  answer.queries.push(g.getIntrospectionQuery(query.options));
}
const schemas = new Map();
for (const operation of request.operations || []) {
  if (!schemas.has(operation.schema)) {
    schemas.set(operation.schema, buildSchema2025(fs.readFileSync(operation.schema, 'utf8')));
  }
  const result = g.graphqlSync({
    schema: schemas.get(operation.schema),
    source: operation.query,
    variableValues: operation.variables,
  });
  answer.operations.push(JSON.stringify(result));
}
for (const introspection of request.clients || []) {
  try {
    answer.clients.push(printSchema2025(g.buildClientSchema(introspection)));
  } catch (error) {
    answer.clients.push('Error: ' + error.message);
  }
}
process.stdout.write(JSON.stringify(answer));
