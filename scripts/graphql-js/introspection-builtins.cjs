// Brings graphql-js 16.6 to the September 2025 spec's built-ins, as Quill's
// schemas have them, so that introspection output can be compared:
// `includeDeprecated: Boolean! = false`, `@deprecated(reason: String! = ...)`,
// the `@oneOf` directive (after the other specified directives, unless the SDL
// defines one), and `__Type.isOneOf` (true for input objects written with @oneOf).
// graphql-js 16.9 and 17 have these; 16.6 does not.
const g = require('graphql');

const { GraphQLNonNull, GraphQLBoolean, GraphQLString } = g;

for (const type of [g.__Type, g.__Field, g.__Directive]) {
  for (const field of Object.values(type.getFields())) {
    for (const arg of field.args) {
      if (arg.name === 'includeDeprecated') arg.type = new GraphQLNonNull(GraphQLBoolean);
    }
  }
}
g.GraphQLDeprecatedDirective.args[0].type = new GraphQLNonNull(GraphQLString);
g.__Type.getFields().isOneOf = {
  name: 'isOneOf',
  description: undefined,
  type: GraphQLBoolean,
  args: [],
  resolve: (type) => (g.isInputObjectType(type) ? type.isOneOf === true : undefined),
  deprecationReason: undefined,
  extensions: {},
  astNode: undefined,
};

const oneOfDirective = new g.GraphQLDirective({
  name: 'oneOf',
  description: 'Indicates exactly one field must be supplied and this field must not be `null`.',
  locations: [g.DirectiveLocation.INPUT_OBJECT],
  args: {},
});

function usesOneOf(type) {
  return [type.astNode, ...(type.extensionASTNodes || [])].some(
    (node) => node && (node.directives || []).some((d) => d.name.value === 'oneOf'));
}

/** buildSchema with the 2025 built-ins; SDL validation is skipped so that `@oneOf` is accepted. */
function buildSchema2025(sdl) {
  const schema = g.buildASTSchema(g.parse(sdl), { assumeValidSDL: true });
  if (!schema.getDirective('oneOf')) schema._directives.push(oneOfDirective);
  for (const type of Object.values(schema.getTypeMap())) {
    if (g.isInputObjectType(type) && usesOneOf(type)) type.isOneOf = true;
  }
  return schema;
}

/**
 * printSchema as graphql-js 16.9 prints it: ` @oneOf` after the name of one-of
 * input objects, and the built-in `@oneOf` directive (by its printed text) left out.
 */
function printSchema2025(schema) {
  let printed = g.printSchema(schema);
  if (schema.getDirective('oneOf')) {
    // The built-in definition, as graphql-js 16.6 prints it; 16.9 leaves it out.
    const definition = g.printSchema(new g.GraphQLSchema({ directives: [oneOfDirective] }));
    printed = printed.replace(definition + '\n\n', '').replace('\n\n' + definition, '');
  }
  for (const type of Object.values(schema.getTypeMap())) {
    if (g.isInputObjectType(type) && type.isOneOf) {
      printed = printed.replace(new RegExp(`^input ${type.name}(?= \\{|$)`, 'm'), `input ${type.name} @oneOf`);
    }
  }
  return printed;
}

module.exports = { buildSchema2025, printSchema2025 };
