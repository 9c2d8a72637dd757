// Executes GraphQL requests with graphql-js 16.6's graphqlSync and default
// resolvers, for the execution differential tests.
// Input (stdin): JSON [{schema: SDL, root: JSON, query: text, variables?: object,
// operationName?: string, unvalidated?: true}]. Output (stdout): JSON, per request,
// the result as JSON.stringify writes it (a string), or {thrown: message} if it threw.
// An `unvalidated` request is parsed and executed (executeSync) without validation.
// Run: NODE_PATH=/usr/share/nodejs node scripts/graphql-js/execute.cjs < input.json
const graphql = require('graphql');

const requests = JSON.parse(require('fs').readFileSync(0, 'utf8'));
const schemas = new Map();
const results = requests.map((request) => {
  let schema = schemas.get(request.schema);
  if (!schema) {
    schema = graphql.buildSchema(request.schema);
    schemas.set(request.schema, schema);
  }
  try {
    if (request.unvalidated) {
      return JSON.stringify(graphql.executeSync({
        schema,
        document: graphql.parse(request.query),
        rootValue: request.root,
        variableValues: request.variables,
        operationName: request.operationName,
      }));
    }
    return JSON.stringify(graphql.graphqlSync({
      schema,
      source: request.query,
      rootValue: request.root,
      variableValues: request.variables,
      operationName: request.operationName,
    }));
  } catch (error) {
    return { thrown: String(error.message) };
  }
});
process.stdout.write(JSON.stringify(results));
