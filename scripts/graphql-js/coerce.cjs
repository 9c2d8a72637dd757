// Coerces variables and arguments with graphql-js 16.6 for the differential tests.
// Input (stdin): JSON {schema: SDL, cases: [case]}, where a case is either
//   {document, variables}: getVariableValues for the document's first operation
//     (maxErrors 50), then, when they coerce, for each field of its selection set
//     (not nested ones; the operation's root type): getArgumentValues and whether
//     @skip/@include keep it;
//   {type, value}: coerceInputValue(value, type) with the default onError.
// Output (stdout): JSON, per case:
//   {variables: {...}} or {errors: ["L:C: message"]} (locations "-" when there are none),
//   then fields: [{args: {...}} or {error: "L:C: message"}, include: true | false | "L:C: message"];
//   or {value} / {error: message} for a coerceInputValue case.
// Run: NODE_PATH=/usr/share/nodejs node scripts/graphql-js/coerce.cjs < input.json
const graphql = require('graphql');

const input = JSON.parse(require('fs').readFileSync(0, 'utf8'));
const schema = graphql.buildSchema(input.schema);
const format = (error) =>
  (error.locations ? error.locations.map((l) => `${l.line}:${l.column}`).join(',') : '-') + ': ' + error.message;

function attempt(body) {
  try {
    return { ok: body() };
  } catch (error) {
    return { error: format(error) };
  }
}

function includes(node, variables) {
  const skip = graphql.getDirectiveValues(graphql.GraphQLSkipDirective, node, variables);
  if (skip && skip.if === true) return false;
  const include = graphql.getDirectiveValues(graphql.GraphQLIncludeDirective, node, variables);
  if (include && include.if === false) return false;
  return true;
}

function runOperation({ document, variables }) {
  const operation = graphql.parse(document).definitions[0];
  const coerced = graphql.getVariableValues(schema, operation.variableDefinitions, variables, { maxErrors: 50 });
  if (coerced.errors) return { errors: coerced.errors.map(format) };
  const rootType = schema.getRootType(operation.operation);
  const fields = operation.selectionSet.selections.map((selection) => {
    const definition = rootType.getFields()[selection.name.value];
    const args = attempt(() => graphql.getArgumentValues(definition, selection, coerced.coerced));
    const include = attempt(() => includes(selection, coerced.coerced));
    return {
      ...(args.error ? { error: args.error } : { args: args.ok }),
      include: include.error ? include.error : include.ok,
    };
  });
  return { variables: coerced.coerced, fields };
}

function runValue({ type, value }) {
  const result = attempt(() => graphql.coerceInputValue(value, graphql.typeFromAST(schema, graphql.parseType(type))));
  return result.error ? { error: result.error.replace(/^-: /, '') } : { value: result.ok };
}

const results = input.cases.map((c) => ('document' in c ? runOperation(c) : runValue(c)));
process.stdout.write(JSON.stringify(results));
