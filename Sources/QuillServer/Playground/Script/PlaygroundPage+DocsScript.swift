extension PlaygroundPage {
    /// The docs pane and go to definition.
    static let docsScript = #"""
        // The docs pane: root types, every type with its fields, arguments, values and
        // descriptions; search; and go to definition from the editor (Ctrl-click, or Ctrl-B).
        const docs = $("docs"), search = $("search");
        let trail = [];
        const typeLink = name => `<a data-type="${esc(name)}">${esc(name)}</a>`;
        const typeRef = t => t.kind === "NON_NULL" ? typeRef(t.ofType) + "!" : t.kind === "LIST" ? `[${typeRef(t.ofType)}]` : typeLink(t.name);
        const description = d => d ? `<div class="desc">${esc(d)}</div>` : "";
        const deprecation = x => x.isDeprecated ? `<div class="deprecation">Deprecated${x.deprecationReason ? ": " + esc(x.deprecationReason) : ""}</div>` : "";
        const inputValue = a => `<span class="aname">${esc(a.name)}</span>: ${typeRef(a.type)}${a.defaultValue != null ? " = " + esc(a.defaultValue) : ""}`;
        function fieldHTML(f) {
          const args = f.args && f.args.length ? "(" + f.args.map(a => `<span class="arg">${inputValue(a)}${description(a.description)}</span>`).join("") + ")" : "";
          return `<div class="field${f.isDeprecated ? " deprecated" : ""}" data-name="${esc(f.name)}"><span class="fname">${esc(f.name)}</span>${args}: ${typeRef(f.type)}${description(f.description)}${deprecation(f)}</div>`;
        }
        function typeHTML(t) {
          let html = `<a class="back">\u2039 ${trail.length > 1 ? esc(trail[trail.length - 2]) : "Schema"}</a><h2>${esc(t.name)}<span class="kind">${t.kind.toLowerCase().replace("_", " ")}</span></h2>${description(t.description)}`;
          if (t.interfaces && t.interfaces.length) html += `<h3>Implements</h3>${t.interfaces.map(typeRef).join(", ")}`;
          if (t.fields) html += `<h3>Fields</h3>${t.fields.map(fieldHTML).join("")}`;
          if (t.inputFields) html += `<h3>Input fields</h3>${t.inputFields.map(a => `<div class="field" data-name="${esc(a.name)}">${inputValue(a)}${description(a.description)}</div>`).join("")}`;
          if (t.enumValues) html += `<h3>Values</h3>${t.enumValues.map(v => `<div class="field${v.isDeprecated ? " deprecated" : ""}" data-name="${esc(v.name)}"><span class="fname">${esc(v.name)}</span>${description(v.description)}${deprecation(v)}</div>`).join("")}`;
          if (t.possibleTypes && t.possibleTypes.length) html += `<h3>Possible types</h3>${t.possibleTypes.map(typeRef).join(", ")}`;
          return html;
        }
        function renderDocs() {
          docs.dataset.state = schema ? "loaded" : "error";
          if (!schema) return void (docs.innerHTML = `<p class="desc">No schema from ${esc(endpointURL())}${schemaError ? ": " + esc(schemaError) : ""}</p>`);
          const term = search.value.trim().toLowerCase();
          const types = schema.types.filter(t => !t.name.startsWith("__"));
          if (term) {
            const hits = [];
            for (const t of types) {
              if (t.name.toLowerCase().includes(term)) hits.push(`<li>${typeLink(t.name)}<span class="kind">${t.kind.toLowerCase()}</span></li>`);
              for (const f of t.fields || t.inputFields || []) {
                if (f.name.toLowerCase().includes(term)) hits.push(`<li><a data-type="${esc(t.name)}">${esc(t.name)}.<span class="fname">${esc(f.name)}</span></a>: ${typeRef(f.type)}</li>`);
              }
            }
            docs.innerHTML = `<h3>${hits.length} result${hits.length === 1 ? "" : "s"}</h3><ul class="types">${hits.slice(0, 200).join("")}</ul>`;
          } else if (trail.length && schema.byName.has(trail[trail.length - 1])) {
            docs.innerHTML = typeHTML(schema.byName.get(trail[trail.length - 1]));
          } else {
            const roots = [["query", schema.queryType], ["mutation", schema.mutationType], ["subscription", schema.subscriptionType]].filter(r => r[1]);
            docs.innerHTML = `<h3>Root types</h3><ul class="types">${roots.map(([op, t]) => `<li>${op}: ${typeLink(t.name)}</li>`).join("")}</ul>` +
              `<h3>All types</h3><ul class="types">${types.map(t => `<li>${typeLink(t.name)}<span class="kind">${t.kind.toLowerCase().replace("_", " ")}</span></li>`).join("")}</ul>`;
          }
          docs.scrollTop = 0;
        }
        docs.addEventListener("click", e => {
          const link = e.target.closest("a");
          if (!link) return;
          if (link.classList.contains("back")) trail.pop();
          else { trail.push(link.dataset.type); search.value = ""; }
          renderDocs();
        });
        search.addEventListener("input", renderDocs);
        schemaListeners.push(renderDocs);

        // Opens `typeName`'s docs (with `member`, a field, argument's field or value, in view).
        function openDocs(typeName, member) {
          if (!schema || !schema.byName.has(typeName)) return false;
          showAside("docs");
          search.value = "";
          if (trail[trail.length - 1] !== typeName) trail.push(typeName);
          renderDocs();
          const row = member && [...docs.querySelectorAll(".field[data-name]")].find(r => r.dataset.name === member);
          if (row) {
            row.classList.add("target");
            row.scrollIntoView({block: "center"});
          }
          docs.dataset.target = typeName + (member ? "." + member : "");
          return true;
        }
        // What the name at `offset` refers to: {type, member}, from the same reading completion does.
        function definitionAt(text, offset) {
          const t = tokens(text).find(k => k.start <= offset && offset <= k.end && (k.kind === 6 || k.kind === 4 || k.kind === 5));
          if (!t || !schema) return null;
          const context = completionContext(text, t.end);
          if (!context) return null;
          const word = t.text;
          switch (context.kind) {
            case "field": {
              const f = fieldDef(context.type, word);
              return f ? {type: context.type, member: word} : null;
            }
            case "argument": return context.owner ? {type: context.owner.type, member: context.owner.field} : null;
            case "objectField": return context.input ? {type: context.input, member: word} : null;
            case "value": {
              const n = context.type && namedType(context.type).name;
              return n ? {type: n, member: word} : null;
            }
            case "typeCondition": case "inputType": return {type: word};
            default: return null;
          }
        }
        function goToDefinition(offset = query.area.selectionStart) {
          const target = definitionAt(query.value, offset);
          if (!target || !openDocs(target.type, target.member)) toast("No definition here");
        }
        query.area.addEventListener("mousedown", e => {
          if (!(e.ctrlKey || e.metaKey)) return;
          // The click places the cursor first; the definition is read there.
          setTimeout(() => goToDefinition(query.area.selectionStart), 0);
        });
        """#
}
