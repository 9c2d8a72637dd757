extension PlaygroundPage {
    /// What the schema offers at the cursor: the document read up to it.
    static let completionScript = #"""
        // Completion: what the schema offers at the cursor. A small parser reads the document up
        // to the cursor and stops there, saying what it expected next: a field of a type, an
        // argument, a value of an input type, a variable, a directive, a fragment, a type.

        const META_FIELDS = [
          {name: "__typename", description: "The name of the object's type.", args: [], type: {kind: "NON_NULL", ofType: {kind: "SCALAR", name: "String"}}},
        ];
        const ROOT_META_FIELDS = [
          {name: "__schema", description: "The schema: its types, directives and root types.", args: [], type: {kind: "NON_NULL", ofType: {kind: "OBJECT", name: "__Schema"}}},
          {name: "__type", description: "A type of the schema, by name.", args: [{name: "name", type: {kind: "NON_NULL", ofType: {kind: "SCALAR", name: "String"}}}], type: {kind: "OBJECT", name: "__Type"}},
        ];
        const namedType = ref => ref && (ref.kind === "NON_NULL" || ref.kind === "LIST") ? namedType(ref.ofType) : ref;
        const typeText = ref => ref.kind === "NON_NULL" ? typeText(ref.ofType) + "!" : ref.kind === "LIST" ? `[${typeText(ref.ofType)}]` : ref.name;
        // The fields a selection on the type named `name` may select (meta-fields included).
        function fieldsOf(name) {
          const t = schema && schema.byName.get(name);
          if (!t) return [];
          const own = t.fields || [];
          const root = schema.queryType && name === schema.queryType.name ? ROOT_META_FIELDS : [];
          return [...own, ...META_FIELDS, ...root];
        }
        const fieldDef = (typeName, name) => fieldsOf(typeName).find(f => f.name === name);
        // Whether a fragment on `b` may apply to an object of type `a` (the types' possible types meet).
        function overlaps(a, b) {
          const possible = n => {
            const t = schema.byName.get(n);
            return t && t.possibleTypes ? t.possibleTypes.map(p => p.name) : [n];
          };
          const pb = possible(b);
          return a === b || possible(a).some(n => pb.includes(n));
        }

        class Reached {
          constructor(context) { this.context = context; }
        }
        // What the document expects at `offset`: {kind, prefix, start, end, …}, or null where
        // nothing is offered (in a comment, a string, a name the user chooses, after an error).
        function completionContext(text, offset) {
          const all = tokens(text);
          const here = all.find(t => t.start < offset && offset <= t.end) || null;
          if (here && (here.kind === 1 || ((here.kind === 2 || here.kind === 3) && offset < here.end))) return null;
          if (here && (here.kind === 2 || here.kind === 3) && !/"$/.test(here.text.slice(1))) return null;
          let start = offset, end = offset, prefix = "";
          if (here && (here.kind === 4 || here.kind === 5 || here.kind === 6 || (here.kind === 8 && /^[$@]$/.test(here.text)))) {
            start = here.start;
            end = here.end;
            prefix = text.slice(here.start, offset);
          }
          const toks = all.filter(t => t.end <= start && t.kind !== 1 && t.kind !== 9);
          toks.push({kind: 0, text: "", start, end: start});
          let i = 0, variables = [];
          const peek = () => toks[i];
          const atCursor = () => peek().kind === 0;
          const reach = (kind, fields = {}) => { throw new Reached({kind, prefix, start, end, variables, ...fields}); };
          const fail = () => { throw new Reached(null); };
          const is = t => (peek().kind === 8 || peek().kind === 6) && peek().text === t;
          const next = () => atCursor() ? fail() : toks[i++];
          const expect = t => is(t) ? next() : fail();
          const name = () => peek().kind === 6 ? next().text : fail();
          function directives(location) {
            for (;;) {
              if (atCursor()) {
                if (prefix.startsWith("@")) reach("directive", {location});
                return;
              }
              if (peek().kind !== 5) return;
              const d = schema.directives.find(x => x.name === next().text.slice(1));
              if (is("(")) args(d ? d.args : [], null);
            }
          }
          function args(defs, owner) {
            expect("(");
            const used = [];
            for (;;) {
              if (atCursor()) reach("argument", {args: defs.filter(a => !used.includes(a.name)), owner});
              if (is(")")) return next();
              const n = name();
              used.push(n);
              const def = defs.find(a => a.name === n);
              expect(":");
              value(def ? def.type : null);
            }
          }
          function value(type) {
            if (atCursor()) reach(prefix.startsWith("$") ? "variable" : "value", {type});
            const t = next();
            const inner = type && type.kind === "NON_NULL" ? type.ofType : type;
            if (t.text === "[" && t.kind === 8) {
              const item = inner && inner.kind === "LIST" ? inner.ofType : inner;
              for (;;) {
                if (atCursor()) reach(prefix.startsWith("$") ? "variable" : "value", {type: item});
                if (is("]")) return next();
                value(item);
              }
            }
            if (t.text === "{" && t.kind === 8) {
              const input = inner && schema.byName.get(namedType(inner).name);
              const fields = (input && input.inputFields) || [];
              const used = [];
              for (;;) {
                if (atCursor()) reach("objectField", {fields: fields.filter(f => !used.includes(f.name)), input: input && input.name});
                if (is("}")) return next();
                const n = name();
                used.push(n);
                expect(":");
                const def = fields.find(f => f.name === n);
                value(def ? def.type : null);
              }
            }
          }
          function selectionSet(typeName) {
            expect("{");
            for (;;) {
              if (atCursor()) reach("field", {type: typeName});
              if (is("}")) return next();
              if (is("...")) {
                next();
                if (atCursor()) reach("spread", {type: typeName});
                if (is("on")) {
                  next();
                  if (atCursor()) reach("typeCondition", {parent: typeName});
                  const on = name();
                  directives("INLINE_FRAGMENT");
                  selectionSet(on);
                } else if (peek().kind === 6) {
                  next();
                  directives("FRAGMENT_SPREAD");
                } else {
                  directives("INLINE_FRAGMENT");
                  selectionSet(typeName);
                }
                continue;
              }
              let n = name();
              if (is(":")) {
                next();
                if (atCursor()) reach("field", {type: typeName});
                n = name();
              }
              const def = fieldDef(typeName, n);
              if (is("(")) args(def ? def.args : [], {type: typeName, field: n});
              directives("FIELD");
              if (is("{")) selectionSet(def ? namedType(def.type).name : null);
            }
          }
          function type() {
            if (atCursor()) reach("inputType");
            if (is("[")) { next(); type(); expect("]"); } else name();
            if (is("!")) next();
          }
          try {
            for (;;) {
              variables = [];
              if (atCursor()) reach("definition");
              if (is("{")) { selectionSet(schema.queryType && schema.queryType.name); continue; }
              const keyword = name();
              if (keyword === "fragment") {
                if (atCursor()) fail();
                name();
                if (atCursor()) reach("keyword", {words: ["on"]});
                expect("on");
                if (atCursor()) reach("typeCondition", {parent: null});
                const on = name();
                directives("FRAGMENT_DEFINITION");
                selectionSet(on);
                continue;
              }
              const root = {query: schema.queryType, mutation: schema.mutationType, subscription: schema.subscriptionType}[keyword];
              if (!(keyword in {query: 1, mutation: 1, subscription: 1})) fail();
              if (atCursor()) fail();
              if (peek().kind === 6) name();
              if (is("(")) {
                next();
                for (;;) {
                  if (atCursor()) fail();
                  if (is(")")) { next(); break; }
                  if (peek().kind !== 4) fail();
                  const v = {name: next().text.slice(1)};
                  expect(":");
                  const from = i;
                  type();
                  v.type = toks.slice(from, i).map(t => t.text).join("");
                  variables.push(v);
                  if (is("=")) { next(); value(null); }
                  directives("VARIABLE_DEFINITION");
                }
              }
              directives(keyword.toUpperCase());
              selectionSet(root ? root.name : null);
            }
          } catch (e) {
            if (e instanceof Reached) return e.context;
            throw e;
          }
        }

        // The completions at `offset`: {start, end, items: [{label, detail, description, kind, deprecated}]}.
        function completions(text, offset) {
          if (!schema) return null;
          const context = completionContext(text, offset);
          if (!context) return null;
          const items = [];
          const add = (label, kind, detail = "", description = "", deprecated = false) => items.push({label, kind, detail, description: description || "", deprecated});
          const typesWhere = test => schema.types.filter(t => !t.name.startsWith("__") && test(t));
          switch (context.kind) {
            case "definition":
              for (const w of ["query", "mutation", "subscription", "fragment"]) if (w === "query" || w === "fragment" || schema[w + "Type"]) add(w, "keyword");
              break;
            case "keyword":
              for (const w of context.words) add(w, "keyword");
              break;
            case "field":
              for (const f of fieldsOf(context.type)) add(f.name, "field", typeText(f.type), f.description, f.isDeprecated);
              break;
            case "spread": {
              add("on", "keyword", "", "An inline fragment: fields for objects of one type.");
              const seen = new Set();
              const all = tokens(text).filter(t => t.kind !== 1 && t.kind !== 9);
              all.forEach((t, k) => {
                if (t.text === "fragment" && all[k + 1] && all[k + 2] && all[k + 2].text === "on" && all[k + 3] && !seen.has(all[k + 1].text)) {
                  seen.add(all[k + 1].text);
                  if (!context.type || overlaps(context.type, all[k + 3].text)) add(all[k + 1].text, "fragment", "on " + all[k + 3].text);
                }
              });
              break;
            }
            case "typeCondition":
              for (const t of typesWhere(t => /^(OBJECT|INTERFACE|UNION)$/.test(t.kind) && (!context.parent || overlaps(context.parent, t.name)))) {
                add(t.name, "type", t.kind.toLowerCase(), t.description);
              }
              break;
            case "inputType":
              for (const t of typesWhere(t => /^(SCALAR|ENUM|INPUT_OBJECT)$/.test(t.kind))) add(t.name, "type", t.kind.toLowerCase().replace("_", " "), t.description);
              break;
            case "argument":
              for (const a of context.args) add(a.name, "argument", typeText(a.type), a.description, a.isDeprecated);
              break;
            case "objectField":
              for (const f of context.fields) add(f.name, "input field", typeText(f.type), f.description, f.isDeprecated);
              break;
            case "directive":
              for (const d of schema.directives) if (d.locations.includes(context.location)) add("@" + d.name, "directive", "", d.description);
              break;
            case "variable":
              for (const v of context.variables) add("$" + v.name, "variable", v.type);
              break;
            case "value": {
              const t = context.type && schema.byName.get(namedType(context.type).name);
              if (!t) break;
              if (t.kind === "ENUM") for (const v of t.enumValues) add(v.name, "enum value", t.name, v.description, v.isDeprecated);
              else if (t.name === "Boolean") { add("true", "value", "Boolean"); add("false", "value", "Boolean"); }
              if (context.type.kind !== "NON_NULL") add("null", "value", typeText(context.type));
              for (const v of context.variables) add("$" + v.name, "variable", v.type);
              break;
            }
          }
          const p = context.prefix, lower = p.toLowerCase();
          const rank = item => item.label.startsWith(p) ? 0 : item.label.toLowerCase().startsWith(lower) ? 1 : item.label.toLowerCase().includes(lower.replace(/^[$@]/, "")) ? 2 : -1;
          // (Introspection's fields only once a `_` is typed.)
          const ranked = items.map((item, k) => ({item, k, r: rank(item)}))
            .filter(x => x.r >= 0 && x.item.label !== p && (!x.item.label.startsWith("__") || p.startsWith("_")));
          ranked.sort((a, b) => a.r - b.r || (a.item.deprecated - b.item.deprecated) || a.k - b.k);
          return {start: context.start, end: context.end, prefix: p, kind: context.kind, items: ranked.map(x => x.item)};
        }
        """#
}
