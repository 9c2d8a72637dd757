// Validates GraphQL documents with graphql-js 16.6 for the differential tests.
// Input (stdin): JSON {schema: SDL, rules?: [rule name], documents: [text]}.
// Output (stdout): JSON, per document: {syntaxError: "L:C: message"} or
// {errors: ["L:C[,L:C...]: message", ...]} (locations "-" when there are none).
// Input {specifiedRules: true} instead: the names of graphql-js's specifiedRules.
// Run: NODE_PATH=/usr/share/nodejs node scripts/graphql-js/validate.cjs < input.json
const graphql = require('graphql');

const input = JSON.parse(require('fs').readFileSync(0, 'utf8'));
if (input.specifiedRules) {
  process.stdout.write(JSON.stringify(graphql.specifiedRules.map((rule) => rule.name)));
  process.exit(0);
}
const schema = graphql.buildSchema(input.schema);
const rules = input.rules ? input.rules.map((name) => graphql[name + 'Rule']) : graphql.specifiedRules;
const format = (error) =>
  (error.locations ? error.locations.map((l) => `${l.line}:${l.column}`).join(',') : '-') + ': ' + error.message;

const results = input.documents.map((text) => {
  let document;
  try {
    document = graphql.parse(text);
  } catch (error) {
    return { syntaxError: format(error) };
  }
  try {
    return { errors: graphql.validate(schema, document, rules).map(format) };
  } catch (error) {
    return { thrown: String(error.message) };
  }
});
process.stdout.write(JSON.stringify(results));
