// For each case of a file (cases separated by lines "# ---", each a base SDL and
// an extension SDL separated by a line "# extend"), builds the base with graphql-js
// 16.6 and extends it: prints the extension's SDL errors (validateSDL against the
// schema, as extendSchema's assertValidSDLExtension), else the extended schema's
// dump (as schema-dump.cjs, without the built-in directives) and its
// validateSchema errors, one line each: "line:col,line:col message".
// Usage: NODE_PATH=/usr/share/nodejs node scripts/graphql-js/extend-schema.cjs cases.graphql
const fs = require('fs');
const g = require('graphql');
const { validateSDL } = require('graphql/validation/validate');

const str = (s) => (s == null ? '-' : JSON.stringify(s));
const def = (v) => (v.defaultValue === undefined ? '' : ' = ' + g.print(g.astFromValue(v.defaultValue, v.type)));
const input = (tag, v) => `${tag} ${v.name}: ${v.type} ${str(v.description)} ${str(v.deprecationReason)}${def(v)}`;
const root = (t) => (t ? t.name : '-');
const builtIn = new Set(g.specifiedDirectives.map((d) => d.name));

function dump(schema, out) {
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
    if (builtIn.has(d.name)) continue;
    out.push(`directive @${d.name} ${d.isRepeatable ? 'repeatable ' : ''}${d.locations.join('|')} ${str(d.description)}`);
    for (const a of d.args) out.push('  ' + input('arg', a));
  }
}

function errorLines(errors, out) {
  for (const error of errors) {
    const locations = (error.locations || []).map((l) => `${l.line}:${l.column}`).join(',');
    out.push(`${locations || '-'} ${error.message}`);
  }
}

const cases = fs.readFileSync(process.argv[2], 'utf8').split(/^# ---\n/m);
const out = [];
cases.forEach((text, index) => {
  out.push(`case ${index + 1}`);
  const [base, extension] = text.split(/^# extend\n/m);
  const schema = g.buildSchema(base);
  const document = g.parse(extension);
  const errors = validateSDL(document, schema);
  if (errors.length > 0) {
    errorLines(errors, out);
    return;
  }
  const extended = g.extendSchema(schema, document, { assumeValidSDL: true });
  out.push(extended === schema ? 'unchanged' : 'extended');
  dump(extended, out);
  errorLines(g.validateSchema(extended), out);
});
process.stdout.write(out.join('\n') + '\n');
