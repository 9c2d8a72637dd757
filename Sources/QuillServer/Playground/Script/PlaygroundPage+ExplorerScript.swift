extension PlaygroundPage {
    /// The explorer: a query built by ticking fields.
    static let explorerScript = #"""
        // The explorer: the fields of the root type as a tree of checkboxes. Ticking a field adds
        // it to the operation under the cursor (a new one when there is none), with its required
        // arguments and, for an object, a first field to select; unticking removes it. Arguments
        // are ticked and edited in place. The document is reprinted (prettified, comments kept).
        const explorerPane = $("explorer");
        let explorerKind = "query";
        const defaultValue = ref => {
          if (ref.kind === "NON_NULL") return defaultValue(ref.ofType);
          if (ref.kind === "LIST") return "[]";
          const t = schema.byName.get(ref.name);
          if (t.kind === "ENUM") return t.enumValues[0].name;
          if (t.kind === "INPUT_OBJECT") return "{}";
          return {Int: "0", Float: "0", Boolean: "false"}[t.name] || '""';
        };
        const isLeaf = ref => /^(SCALAR|ENUM)$/.test(schema.byName.get(namedType(ref).name).kind);
        const requiredArgs = f => (f.args || []).filter(a => a.type.kind === "NON_NULL" && a.defaultValue == null);
        // The field an object field starts with: `id`, else its first leaf without required arguments.
        function firstField(typeName) {
          const fields = fieldsOf(typeName).filter(f => isLeaf(f.type) && !requiredArgs(f).length);
          return (fields.find(f => f.name === "id") || fields[0] || {name: "__typename"}).name;
        }
        function newField(def) {
          return {kind: "field", leading: [], trailing: null, alias: null, name: def.name, directives: [],
            args: requiredArgs(def).map(a => ({name: a.name, value: defaultValue(a.type)})),
            selections: isLeaf(def.type) ? null : {items: [newField(fieldDef(namedType(def.type).name, firstField(namedType(def.type).name)))], end: []}};
        }
        // The document parsed and the operation the explorer edits: the one under the cursor if it
        // is of the explorer's kind, else the first of that kind (none: ticking makes one).
        function explorerTarget() {
          const text = query.value;
          let doc;
          try { doc = parseDocument(text); } catch (e) { return {error: e.message}; }
          const ops = doc.items.filter(d => d.kind === "operation");
          const at = query.area.selectionStart, here = operations(text).findIndex(o => at >= o.start && at <= o.end);
          const op = here >= 0 && ops[here] && ops[here].operation === explorerKind ? ops[here] : ops.find(o => o.operation === explorerKind) || null;
          return {doc, op};
        }
        // The explorer follows the cursor into an operation of another kind.
        function followCursor() {
          const at = query.area.selectionStart, op = operations(query.value).find(o => at >= o.start && at <= o.end);
          if (op && op.type !== explorerKind && schema && schema[op.type + "Type"]) explorerKind = op.type;
          renderExplorer();
        }
        // The tree is replaced only when it changes (or `force`, after a box was ticked): one
        // replaced between a mouse press and its release would lose the click.
        let explorerHTML = null;
        function showExplorer(html, force) {
          if (!force && html === explorerHTML) return;
          explorerPane.innerHTML = explorerHTML = html;
        }
        function renderExplorer(force = false) {
          if (explorerPane.hidden) return;
          if (!schema) return showExplorer('<p class="desc">No schema.</p>', force);
          const {doc, op, error} = explorerTarget();
          const kinds = ["query", "mutation", "subscription"].filter(k => schema[k + "Type"]);
          let html = `<div class="kinds">${kinds.map(k => `<button data-kind="${k}"${k === explorerKind ? ' class="on"' : ""}>${k}</button>`).join("")}` +
            `<span class="opname">${op ? esc(op.name || "(anonymous)") : "new operation"}</span></div>`;
          if (error) return showExplorer(html + `<p class="desc">Fix the document to use the explorer: ${esc(error)}</p>`, force);
          const root = schema[explorerKind + "Type"];
          const selected = op && op.operation === explorerKind ? op.selections : {items: []};
          html += '<ul class="tree">' + treeHTML(root.name, selected, "") + "</ul>";
          showExplorer(html, force);
          explorerPane.dataset.state = "ready";
        }
        function treeHTML(typeName, selections, path) {
          return fieldsOf(typeName).filter(f => !f.name.startsWith("__") || f.name === "__typename").map(f => {
            const item = selections && selections.items.find(s => s.kind === "field" && s.name === f.name);
            const here = path ? path + "/" + f.name : f.name;
            let html = `<li><label class="row${f.isDeprecated ? " deprecated" : ""}" title="${esc(f.description || "")}"><input type="checkbox" data-path="${esc(here)}"${item ? " checked" : ""}>` +
              `<span class="fname">${esc(f.name)}</span><span class="detail">${esc(typeText(f.type))}</span></label>`;
            if (item) {
              const args = (f.args || []).map(a => argHTML(a, item.args.find(x => x.name === a.name), here)).join("");
              const children = item.selections ? treeHTML(namedType(f.type).name, item.selections, here) : "";
              if (args || children) html += `<ul>${args}${children}</ul>`;
            }
            return html + "</li>";
          }).join("");
        }
        function argHTML(a, given, path) {
          const t = schema.byName.get(namedType(a.type).name);
          let input = "";
          if (given) {
            const value = esc(given.value), attrs = `data-path="${esc(path)}" data-arg="${esc(a.name)}" class="argvalue"`;
            if (t.kind === "ENUM" && a.type.kind !== "LIST" && (a.type.kind !== "NON_NULL" || a.type.ofType.kind !== "LIST")) {
              input = `<select ${attrs}>${t.enumValues.map(v => `<option${v.name === given.value ? " selected" : ""}>${esc(v.name)}</option>`).join("")}${given.value.startsWith("$") ? `<option selected>${value}</option>` : ""}</select>`;
            } else {
              input = `<input ${attrs} value="${value}" spellcheck="false">`;
            }
          }
          return `<li class="argrow"><label class="row"><input type="checkbox" data-path="${esc(path)}" data-arg="${esc(a.name)}"${given ? " checked" : ""}>` +
            `<span class="aname">${esc(a.name)}</span><span class="detail">${esc(typeText(a.type))}</span></label>${input}</li>`;
        }
        // Applies `change` to the target operation's tree (made when missing) and reprints the document.
        function editOperation(change) {
          const {doc, op, error} = explorerTarget();
          if (error) return;
          let target = op && op.operation === explorerKind ? op : null;
          if (!target) {
            const base = "My" + explorerKind[0].toUpperCase() + explorerKind.slice(1);
            const names = new Set(doc.items.map(d => d.name));
            let name = base;
            for (let n = 2; names.has(name); n++) name = base + n;
            target = {kind: "operation", operation: explorerKind, name, variables: [], directives: [], leading: [], trailing: null, selections: {items: [], end: []}};
            doc.items.push(target);
          }
          change(target);
          const empty = set => !set.items.length;
          if (empty(target.selections)) doc.items.splice(doc.items.indexOf(target), 1);
          const text = printDocument(doc);
          query.replace(text);
          // The cursor goes into the operation edited, so the explorer stays on it.
          const index = doc.items.filter(d => d.kind === "operation").indexOf(target);
          const op2 = operations(text)[index];
          if (op2) query.area.setSelectionRange(op2.start, op2.start);
          renderExplorer(true);
        }
        // The selection set at `path` (field names from the root) and the field definitions on the way.
        function walk(target, path) {
          let set = target.selections, typeName = schema[explorerKind + "Type"].name, item = null, def = null;
          const chain = [];
          for (const name of path) {
            def = fieldDef(typeName, name);
            item = set.items.find(s => s.kind === "field" && s.name === name);
            chain.push({set, item});
            if (!item) return null;
            set = item.selections;
            typeName = namedType(def.type).name;
          }
          return {item, def, chain, set, typeName};
        }
        explorerPane.addEventListener("change", e => {
          const box = e.target, path = box.dataset.path.split("/");
          if (box.classList.contains("argvalue")) {
            const text = box.value.trim();
            try { parseDocument(`{ x(a: ${text}) }`); } catch { return toast(`Not a GraphQL value: ${text}`); }
            return editOperation(target => { const w = walk(target, path); const a = w && w.item.args.find(x => x.name === box.dataset.arg); if (a) a.value = text; });
          }
          if (box.dataset.arg) {
            return editOperation(target => {
              const w = walk(target, path);
              if (!w) return;
              const def = w.def.args.find(a => a.name === box.dataset.arg);
              if (box.checked) w.item.args.push({name: def.name, value: defaultValue(def.type)});
              else w.item.args = w.item.args.filter(a => a.name !== def.name);
            });
          }
          const name = path.pop();
          editOperation(target => {
            const w = path.length ? walk(target, path) : {set: target.selections, typeName: schema[explorerKind + "Type"].name, chain: []};
            if (!w) return;
            if (box.checked) return void w.set.items.push(newField(fieldDef(w.typeName, name)));
            w.set.items = w.set.items.filter(s => !(s.kind === "field" && s.name === name));
            // An object field left with nothing selected goes too.
            for (let k = w.chain.length - 1; k >= 0 && !w.chain[k].item.selections.items.length; k--) {
              w.chain[k].set.items = w.chain[k].set.items.filter(s => s !== w.chain[k].item);
            }
          });
        });
        explorerPane.addEventListener("click", e => {
          const b = e.target.closest("button[data-kind]");
          if (!b) return;
          explorerKind = b.dataset.kind;
          renderExplorer();
        });
        schemaListeners.push(renderExplorer);
        query.onInput(() => { clearTimeout(renderExplorer.timer); renderExplorer.timer = setTimeout(followCursor, 150); });
        query.area.addEventListener("click", followCursor);
        query.area.addEventListener("keyup", e => { if (/^(Arrow|Page|Home|End)/.test(e.key)) followCursor(); });
        """#
}
