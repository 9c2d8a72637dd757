// Dumps a schema built by graphql-js 16's buildSchema as canonical lines: types in
// getTypeMap() order with their fields, arguments, interfaces, members, values and
// defaults, then the directives. Introspection types are listed by name only.
// The Swift test SchemaDumpTests prints Quill's schema the same way.
// Usage: NODE_PATH=/usr/share/nodejs node scripts/graphql-js/schema-dump.cjs file.graphql
const fs = require('fs');
const g = require('graphql');

const schema = g.buildSchema(fs.readFileSync(process.argv[2], 'utf8'));
const out = [];
const str = (s) => (s == null ? '-' : JSON.stringify(s));
const def = (v) => {
  if (v.defaultValue === undefined) return '';
  return ' = ' + g.print(g.astFromValue(v.defaultValue, v.type));
};
const input = (tag, v) => `${tag} ${v.name}: ${v.type} ${str(v.description)} ${str(v.deprecationReason)}${def(v)}`;

const root = (t) => (t ? t.name : '-');
out.push(`schema ${root(schema.getQueryType())} ${root(schema.getMutationType())} ${root(schema.getSubscriptionType())} ${str(schema.description)}`);
for (const type of Object.values(schema.getTypeMap())) {
  if (type.name.startsWith('__')) { out.push(`type ${type.name}`); continue; }
  const kind = g.isScalarType(type) ? 'SCALAR' : g.isObjectType(type) ? 'OBJECT' : g.isInterfaceType(type) ? 'INTERFACE'
    : g.isUnionType(type) ? 'UNION' : g.isEnumType(type) ? 'ENUM' : 'INPUT_OBJECT';
  out.push(`type ${type.name} ${kind} ${str(type.description)}`);
  if (g.isScalarType(type) && type.specifiedByURL) out.push(`  specifiedBy ${str(type.specifiedByURL)}`);
  if (g.isObjectType(type) || g.isInterfaceType(type)) {
    for (const i of type.getInterfaces()) out.push(`  implements ${i.name}`);
    for (const f of Object.values(type.getFields())) {
      out.push(`  field ${f.name}: ${f.type} ${str(f.description)} ${str(f.deprecationReason)}`);
      for (const a of f.args) out.push('    ' + input('arg', a));
    }
  }
  if (g.isUnionType(type)) for (const m of type.getTypes()) out.push(`  member ${m.name}`);
  if (g.isEnumType(type)) for (const v of type.getValues()) out.push(`  value ${v.name} ${str(v.description)} ${str(v.deprecationReason)}`);
  if (g.isInputObjectType(type)) for (const f of Object.values(type.getFields())) out.push('  ' + input('input', f));
}
for (const d of schema.getDirectives()) {
  out.push(`directive @${d.name} ${d.isRepeatable ? 'repeatable ' : ''}${d.locations.join('|')} ${str(d.description)}`);
  for (const a of d.args) out.push('  ' + input('arg', a));
}
process.stdout.write(out.join('\n') + '\n');
