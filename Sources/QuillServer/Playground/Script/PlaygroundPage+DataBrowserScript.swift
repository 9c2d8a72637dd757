extension PlaygroundPage {
    /// The data browser: tables, paging, sorting, filtering, editing, live updates.
    static let dataBrowserScript = #"""
        // The data browser: a table per model type, paged through the API's own cursors, sorted,
        // filtered and counted; cells edited with inputs of their type, rows added and deleted,
        // relations opened; live, through a subscription per model. It talks only to the GraphQL
        // API, with the headers the user set, so permissions apply to it as to any client.
        const PAGE_SIZE = 50;
        const dataCommands = [
          {name: "Add a row", keys: "N", view: "data", run: () => dataBrowser.addRow()},
          {name: "Edit the cell", keys: "Enter", view: "data", run: () => dataBrowser.edit()},
          {name: "Delete the row", keys: "Delete", view: "data", run: () => dataBrowser.deleteRow()},
          {name: "Filter the rows", keys: "/", view: "data", run: () => dataBrowser.focusFilter()},
          {name: "Next page", keys: "PageDown", view: "data", run: () => dataBrowser.page(1)},
          {name: "Previous page", keys: "PageUp", view: "data", run: () => dataBrowser.page(-1)},
          {name: "Refresh", keys: "R", view: "data", run: () => dataBrowser.refresh()},
          {name: "Back from a relation", keys: "Backspace", view: "data", run: () => dataBrowser.back()},
        ];
        const dataBrowser = "browser" in document.body.dataset ? makeDataBrowser() : {show() {}};
        function makeDataBrowser() {
          const list = $("model-list"), grid = $("grid"), wrap = $("grid-wrap"), error = $("data-error"), live = $("live");
          let models = [], counts = [], stack = [], view = null, socket = null, stops = [], refreshTimer = null, loads = 0, afterEdit = null;
          const fieldSelect = $("filter-field"), opSelect = $("filter-op"), filterText = $("filter-value");

          function showError(text) {
            error.hidden = !text;
            error.querySelector("span").textContent = text || "";
          }
          const messageOf = json => (json.errors || []).map(e => e.message + (e.extensions && e.extensions.code ? ` (${e.extensions.code})` : "")).join("; ");

          function setModels() {
            models = readModels();
            counts = models.map(() => null);
            const previous = view && view.model.name;
            stack = [];
            view = null;
            renderModels();
            if (models.length) open(models.find(m => m.name === (previous || store.get("model", ""))) || models[0]);
            else {
              grid.innerHTML = "";
              $("crumbs").textContent = schema ? "This API has no model types to browse." : `No schema from ${endpointURL()}${schemaError ? ": " + schemaError : ""}`;
              $("data").dataset.state = "empty";
            }
            listen();
            refreshCounts();
          }
          // The buttons are updated in place: one replaced between a mouse press and its release
          // would lose the click.
          function renderModels() {
            let buttons = [...list.querySelectorAll("button[data-model]")];
            if (buttons.length !== models.length || buttons.some((b, k) => b.dataset.model !== models[k].name)) {
              list.innerHTML = models.map(m => `<li><button data-model="${esc(m.name)}"><span>${esc(m.name)}</span><span class="count"></span></button></li>`).join("");
              buttons = [...list.querySelectorAll("button[data-model]")];
            }
            buttons.forEach((b, k) => {
              b.classList.toggle("on", !!view && view.model === models[k] && !view.parent);
              b.children[1].textContent = counts[k] == null ? "" : counts[k];
            });
          }
          list.addEventListener("click", e => {
            const b = e.target.closest("button[data-model]");
            if (b) { open(models.find(m => m.name === b.dataset.model)); wrap.focus(); }
          });
          list.addEventListener("keydown", e => {
            const buttons = [...list.querySelectorAll("button")], at = buttons.indexOf(document.activeElement);
            if (e.key === "ArrowDown" || e.key === "ArrowUp") {
              e.preventDefault();
              const next = buttons[(at + (e.key === "ArrowDown" ? 1 : buttons.length - 1)) % buttons.length];
              next.focus();
              open(models.find(m => m.name === next.dataset.model));
            } else if (e.key === "ArrowRight" || e.key === "Enter") { e.preventDefault(); wrap.focus(); }
          });
          async function refreshCounts() {
            const q = countsQuery(models);
            if (!q) return;
            try {
              const json = await request(q.text);
              if (json.data) { counts = q.read(json.data); renderModels(); }
            } catch {}
          }

          // Views: a model's table, or the rows a relation of one row holds (a stack, to go back).
          function newView(model, parent = null) {
            return {model, parent, filter: null, sort: null, page: {after: null, before: null}, offset: 0, rows: [], total: null, cell: {row: 0, col: 0}};
          }
          function open(model) {
            if (!model) return;
            stack = [];
            view = newView(model);
            store.set("model", model.name);
            renderModels();
            renderFilter();
            load();
          }
          function openRelation(row, column) {
            stack.push(view);
            view = newView(models.find(m => m.name === column.target), {model: view.model, id: row.id, column, label: rowLabel(view.model, row)});
            renderModels();
            renderFilter();
            load();
          }
          function back() {
            if (!stack.length) return;
            view = stack.pop();
            renderModels();
            renderFilter();
            load();
          }
          const rowLabel = (m, row) => {
            const c = m.columns.find(x => !x.relation && x.name !== "id" && x.named.name === "String" && row[x.name]);
            return c ? row[c.name] : row.id;
          };

          // Loading a page (again, for a refresh: same cursors; an emptied page goes back to the first).
          async function load(options = {}) {
            const v = view, id = ++loads;
            const q = pageQuery(v, PAGE_SIZE);
            $("data").dataset.state = "loading";
            let json;
            try { json = await request(q.text, q.variables); } catch (e) { if (id === loads) showError(`Could not reach ${endpointURL()}: ${e.message}`); return; }
            if (id !== loads || v !== view) return;
            if (!json.data) { showError(messageOf(json)); $("data").dataset.state = "error"; return; }
            const page = q.read(json.data);
            if (!page.rows.length && (v.page.after || v.page.before) && options.refresh) {
              v.page = {after: null, before: null};
              v.offset = 0;
              return load();
            }
            // A cell being edited is not swept away: the page shows once the edit ends.
            if (grid.querySelector(".editor-cell")) {
              afterEdit = () => apply(v, page, json, options);
              return;
            }
            apply(v, page, json, options);
          }
          function apply(v, page, json, options) {
            if (v !== view) return;
            const before = new Map(v.rows.map(r => [r.id, JSON.stringify(r)]));
            // A refresh that changes nothing leaves the table alone (a click on it is not lost).
            const same = options.refresh && page.total === v.total && page.rows.length === v.rows.length
              && page.rows.every((r, k) => r.id === v.rows[k].id && before.get(r.id) === JSON.stringify(r));
            v.rows = page.rows;
            v.total = page.total;
            v.start = page.start;
            v.end = page.end;
            v.hasNext = page.hasNext ?? (v.total != null ? v.offset + v.rows.length < v.total : v.rows.length === PAGE_SIZE);
            v.hasPrevious = page.hasPrevious ?? v.offset > 0;
            if (json.errors) showError(messageOf(json)); else if (!options.keepError) showError("");
            const fresh = options.refresh ? new Set(v.rows.filter(r => !before.has(r.id)).map(r => r.id)) : new Set();
            const changed = options.refresh ? new Set(v.rows.filter(r => before.has(r.id) && before.get(r.id) !== JSON.stringify(r)).map(r => r.id)) : new Set();
            v.cell.row = Math.min(v.cell.row, Math.max(0, v.rows.length - 1));
            if (same) renderPager(); else render(fresh, changed);
            $("data").dataset.state = "loaded";
            if (!performance.getEntriesByName("quill:table").length) performance.mark("quill:table");
          }
          // Shows a page that came while a cell was edited.
          function editEnded() {
            const pending = afterEdit;
            afterEdit = null;
            if (pending) pending();
          }
          function page(direction) {
            const v = view;
            if (!v || (v.parent && !v.parent.column.many)) return;
            if (direction > 0 && v.hasNext) { v.page = {after: v.end, before: null}; v.offset += v.rows.length; }
            else if (direction < 0 && v.hasPrevious) { v.page = {after: null, before: v.start}; v.offset = Math.max(0, v.offset - PAGE_SIZE); }
            else return;
            if (v.offset === 0) v.page = {after: null, before: null};
            v.cell.row = 0;
            load();
          }

          // The table.
          const columnTitle = c => c.relation ? (c.many ? `[${c.target}]` : c.target) : typeText(c.type);
          function cellHTML(c, row) {
            if (c.relation) {
              if (!c.many) return row[c.name] ? `<a class="rel" data-open="${esc(c.name)}">${esc(row[c.name].id)} \u203a</a>` : '<span class="null">null</span>';
              const count = c.countable ? (view.model.convention === "graphcool" ? (row[`_${c.name}Meta`] || {}).count : (row[c.name] || {}).totalCount) : null;
              return `<a class="rel" data-open="${esc(c.name)}">${count == null ? "open" : count} \u203a</a>`;
            }
            const value = row[c.name];
            if (value === null || value === undefined) return '<span class="null">null</span>';
            if (typeof value === "object") return `<span class="json">${esc(JSON.stringify(value))}</span>`;
            if (typeof value === "boolean") return `<span class="bool">${value}</span>`;
            return esc(String(value));
          }
          function render(fresh = new Set(), changed = new Set()) {
            const v = view, m = v.model;
            $("crumbs").innerHTML = v.parent
              ? `<a data-back="1">${esc(v.parent.model.name)}</a> \u203a <span class="label">${esc(v.parent.label)}</span> \u203a <b>${esc(v.parent.column.name)}</b>`
              : `<b>${esc(m.name)}</b>`;
            const sortMark = c => v.sort && v.sort.field === c.name ? (v.sort.descending ? " \u25bc" : " \u25b2") : "";
            grid.innerHTML = "<thead><tr><th class=\"rownum\">#</th>" + m.columns.map((c, k) =>
              `<th data-col="${k}"${c.sortable ? ' class="sortable"' : ""} title="${c.sortable ? "Sort by " + esc(c.name) : ""}">${esc(c.name)}${sortMark(c)}<small>${esc(columnTitle(c))}</small></th>`).join("") +
              "</tr></thead><tbody>" + (v.rows.length ? v.rows.map((row, r) =>
                `<tr data-id="${esc(row.id)}"${fresh.has(row.id) ? ' class="fresh"' : changed.has(row.id) ? ' class="changed"' : ""}><td class="rownum">${v.offset + r + 1}</td>` +
                m.columns.map((c, k) => `<td data-col="${k}" data-field="${esc(c.name)}"${c.relation ? ' class="relation"' : !c.update ? ' class="readonly"' : ""}>${cellHTML(c, row)}</td>`).join("") + "</tr>").join("")
                : `<tr class="empty"><td colspan="${m.columns.length + 1}">${v.filter ? "No rows match the filter." : "No rows yet. Add one with N."}</td></tr>`) + "</tbody>";
            renderPager();
            markCell();
          }
          function renderPager() {
            const v = view;
            const first = v.rows.length ? v.offset + 1 : 0, last = v.offset + v.rows.length;
            $("row-count").textContent = v.total == null ? `${first}\u2013${last}` : `${first}\u2013${last} of ${v.total}`;
            $("prev-page").disabled = !v.hasPrevious;
            $("next-page").disabled = !v.hasNext;
            $("add-row").disabled = !!v.parent || !v.model.create;
          }
          function cellElement() {
            const v = view;
            const tr = grid.tBodies[0] && grid.tBodies[0].rows[v.cell.row];
            return tr && !tr.classList.contains("empty") ? tr.cells[v.cell.col + 1] : null;
          }
          function markCell() {
            for (const td of grid.querySelectorAll("td.cursor")) td.classList.remove("cursor");
            const td = cellElement();
            if (td) { td.classList.add("cursor"); td.scrollIntoView({block: "nearest", inline: "nearest"}); }
          }
          grid.addEventListener("click", e => {
            const th = e.target.closest("th[data-col]");
            if (th) return sortBy(view.model.columns[Number(th.dataset.col)]);
            const td = e.target.closest("td[data-col]");
            if (!td || td.querySelector(".editor-cell")) return;
            view.cell = {row: td.parentElement.sectionRowIndex, col: Number(td.dataset.col)};
            markCell();
            wrap.focus();
            if (e.target.closest("a[data-open]")) openCell();
          });
          grid.addEventListener("dblclick", e => { if (e.target.closest("td[data-col]") && !e.target.closest(".editor-cell")) edit(); });
          $("crumbs").addEventListener("click", e => { if (e.target.closest("[data-back]")) back(); });
          function sortBy(c) {
            if (!c.sortable) return;
            const s = view.sort;
            view.sort = !s || s.field !== c.name ? {field: c.name, descending: false} : !s.descending ? {field: c.name, descending: true} : null;
            view.page = {after: null, before: null};
            view.offset = 0;
            load();
          }
          function openCell() {
            const c = view.model.columns[view.cell.col], row = view.rows[view.cell.row];
            if (c && row && c.relation && (c.many || row[c.name])) openRelation(row, c);
          }

          // Editing a cell: an input of the field's type; Enter (or leaving it) saves through the
          // update mutation, Escape cancels. A rejected value stays in the input, with the API's error.
          function edit() {
            const v = view, c = v.model.columns[v.cell.col], row = v.rows[v.cell.row], td = cellElement();
            if (!c || !row || !td) return;
            if (c.relation) return openCell();
            if (!c.update) return showError(`${v.model.name}.${c.name} cannot be changed through the API.`);
            const input = valueInput(c, row[c.name], false);
            td.innerHTML = "";
            td.appendChild(input.element);
            input.focus();
            let done = false;
            const finish = async save => {
              if (done) return;
              if (!save) { done = true; td.innerHTML = cellHTML(c, row); showError(""); wrap.focus(); return editEnded(); }
              let value;
              try { value = input.read(); } catch (e) { return showError(e.message); }
              done = true;
              td.classList.add("saving");
              const mutation = updateMutation(v.model, row.id, c, value);
              let json;
              try { json = await request(mutation.text, mutation.variables); } catch (e) { json = {errors: [{message: e.message}]}; }
              td.classList.remove("saving");
              const saved = json.data && mutation.read(json.data);
              if (!saved) {
                done = false;
                showError(messageOf(json) || "The update was refused.");
                return input.focus();
              }
              showError("");
              Object.assign(row, saved);
              const tr = td.parentElement;
              v.model.columns.forEach((x, k) => { tr.cells[k + 1].innerHTML = cellHTML(x, row); });
              tr.classList.remove("changed");
              void tr.offsetWidth;
              tr.classList.add("changed");
              wrap.focus();
              // Pages asked for before the save are stale: read the page again.
              afterEdit = null;
              load({refresh: true});
            };
            input.element.addEventListener("keydown", e => {
              if (e.key === "Enter" && !(input.multiline && e.shiftKey)) { e.preventDefault(); finish(true); }
              else if (e.key === "Escape") { e.preventDefault(); e.stopPropagation(); finish(false); }
              e.stopPropagation();
            });
            input.element.addEventListener("focusout", e => { if (!input.element.contains(e.relatedTarget)) finish(true); });
          }
          // An input for a value of column `c` (typed: a select for Boolean and enums, a number for
          // Int and Float, a text area for JSON and lists), with a "null" box for nullable fields.
          function valueInput(c, value, creating) {
            const ref = creating ? c.create.type : c.update.type;
            const nullable = ref.kind !== "NON_NULL";
            const inner = nullable ? ref : ref.ofType;
            const element = document.createElement("span");
            element.className = "editor-cell";
            let field, multiline = false;
            const named = c.named.name;
            if (inner.kind === "SCALAR" || inner.kind === "ENUM") {
              const options = c.enumValues || (named === "Boolean" ? ["true", "false"] : null);
              if (options) {
                field = document.createElement("select");
                // A new row's choice starts empty: nothing is sent unless one is made.
                field.innerHTML = (creating ? '<option value="">\u2014</option>' : "") + options.map(o => `<option>${esc(o)}</option>`).join("");
                if (value != null) field.value = String(value);
              } else if (named === "JSON") {
                field = document.createElement("textarea");
                field.value = value == null ? "" : JSON.stringify(value, null, 2);
                multiline = true;
              } else {
                field = document.createElement("input");
                if (named === "Int" || named === "Float") { field.type = "number"; field.step = named === "Int" ? "1" : "any"; }
                if (named === "DateTime") field.placeholder = "2017-05-18T09:00:00.000Z";
                field.value = value == null ? "" : String(value);
              }
            } else {
              field = document.createElement("textarea");
              field.value = value == null ? "" : JSON.stringify(value);
              field.placeholder = "a JSON list";
              multiline = true;
            }
            field.spellcheck = false;
            field.setAttribute("aria-label", c.name);
            element.appendChild(field);
            let nullBox = null;
            if (nullable) {
              const label = document.createElement("label");
              label.className = "null-box";
              label.innerHTML = '<input type="checkbox"> null';
              nullBox = label.querySelector("input");
              nullBox.checked = value === null && !creating;
              element.appendChild(label);
              // A value chosen or typed is no longer null.
              for (const type of ["input", "change"]) field.addEventListener(type, () => { nullBox.checked = false; });
            }
            return {
              element, multiline,
              focus() { field.focus(); if (field.select) field.select(); },
              read() {
                if (nullBox && nullBox.checked) return null;
                if (field.tagName === "TEXTAREA" && inner.kind === "LIST") {
                  try { return JSON.parse(field.value || "[]"); } catch (e) { throw new Error(`${c.name}: not a JSON list: ${e.message}`); }
                }
                try { return typedValue(inner, field.value); } catch (e) { throw new Error(`${c.name}: ${e.message}`); }
              },
              get empty() { return field.value === "" && !(nullBox && nullBox.checked); },
            };
          }

          // Adding a row: a form of the create mutation's fields (required ones first), and the
          // ids of the nodes its relations connect to.
          function addRow() {
            const m = view.model;
            if (view.parent || !m.create) return;
            const dialog = $("row-dialog"), form = $("row-form");
            const required = c => (c.relation ? c.link : c.create).type.kind === "NON_NULL";
            const fields = m.columns.filter(c => c.relation ? c.link : c.create).sort((a, b) => required(b) - required(a));
            $("row-title").textContent = `New ${m.name}`;
            form.innerHTML = "";
            const inputs = fields.map(c => {
              const row = document.createElement("label");
              row.className = "form-row";
              const ref = c.relation ? c.link.type : c.create.type;
              row.innerHTML = `<span>${esc(c.relation ? c.link.name : c.name)}${required(c) ? "<b>*</b>" : ""}<small>${esc(c.relation ? (c.many ? `ids of ${c.target}s` : `id of a ${c.target}`) : typeText(ref))}</small></span>`;
              const input = c.relation ? linkInput(m, c) : valueInput(c, null, true);
              row.appendChild(input.element);
              form.appendChild(row);
              return {c, input};
            });
            dialog.hidden = false;
            if (inputs.length) inputs[0].input.focus(); else $("row-save").focus();
            const save = async () => {
              const values = {};
              try {
                for (const {c, input} of inputs) {
                  if (!input.empty) values[c.relation ? c.link.name : c.name] = input.read();
                }
              } catch (e) { return showError(e.message); }
              const mutation = createMutation(m, values);
              let json;
              try { json = await request(mutation.text, mutation.variables); } catch (e) { json = {errors: [{message: e.message}]}; }
              if (!json.data || !mutation.read(json.data)) return showError(messageOf(json) || "The row was not created.");
              showError("");
              dialog.hidden = true;
              load({refresh: true});
              refreshCounts();
              wrap.focus();
            };
            $("row-save").onclick = save;
            $("row-cancel").onclick = () => { dialog.hidden = true; wrap.focus(); };
            form.onkeydown = e => {
              if (e.key === "Enter" && e.target.tagName !== "TEXTAREA") { e.preventDefault(); save(); }
              else if (e.key === "Escape") { e.preventDefault(); dialog.hidden = true; wrap.focus(); }
              e.stopPropagation();
            };
          }
          // An input for the ids a new row's relation connects to (comma-separated for a relation to many).
          function linkInput(m, c) {
            const element = document.createElement("span");
            element.className = "editor-cell";
            const field = document.createElement("input");
            field.spellcheck = false;
            field.placeholder = c.many ? "id, id, \u2026" : "id";
            field.setAttribute("aria-label", c.link.name);
            element.appendChild(field);
            const ids = () => field.value.split(",").map(s => s.trim()).filter(s => s);
            return {element, focus() { field.focus(); }, read: () => linkValue(m, c, ids()), get empty() { return !ids().length; }};
          }
          // Deleting the row under the cursor, once confirmed; the API's refusal is shown as it words it.
          function deleteRow() {
            const m = view.model, row = view.rows[view.cell.row];
            if (!row || !m.remove) return;
            const dialog = $("confirm");
            $("confirm-text").textContent = `Delete ${m.name} ${rowLabel(m, row)} (${row.id})? This cannot be undone.`;
            dialog.hidden = false;
            $("confirm-yes").focus();
            const close = () => { dialog.hidden = true; wrap.focus(); };
            $("confirm-no").onclick = close;
            dialog.onkeydown = e => { if (e.key === "Escape") { e.preventDefault(); close(); } e.stopPropagation(); };
            $("confirm-yes").onclick = async () => {
              close();
              const mutation = deleteMutation(m, row.id);
              let json;
              try { json = await request(mutation.text, mutation.variables); } catch (e) { json = {errors: [{message: e.message}]}; }
              if (json.errors || !json.data || !json.data.row) return showError(messageOf(json) || "The row was not deleted.");
              showError("");
              load({refresh: true});
              refreshCounts();
            };
          }

          // The filter bar: a field, an operator the API offers for it, a value.
          function renderFilter() {
            const m = view.model, columns = m.columns.filter(c => !c.relation && c.filters.length);
            fieldSelect.innerHTML = columns.map(c => `<option>${esc(c.name)}</option>`).join("");
            const f = view.filter;
            if (f) fieldSelect.value = f.column;
            renderOps();
            filterText.value = f ? f.text : "";
            $("filter-clear").hidden = !f;
          }
          function renderOps() {
            const c = view.model.columns.find(x => x.name === fieldSelect.value);
            opSelect.innerHTML = c ? c.filters.map(f => `<option value="${esc(f.op)}">${esc(OPERATOR_LABELS[f.op] || f.op)}</option>`).join("") : "";
            if (view.filter && view.filter.column === fieldSelect.value) opSelect.value = view.filter.op;
          }
          fieldSelect.addEventListener("change", renderOps);
          function applyFilter() {
            const text = filterText.value;
            if (text === "" && !view.filter) return;
            const filter = text === "" ? null : {column: fieldSelect.value, op: opSelect.value, text};
            if (filter) {
              const c = view.model.columns.find(x => x.name === filter.column), f = c.filters.find(x => x.op === filter.op);
              try { typedValue(f.type, text); } catch (e) { return showError(e.message); }
            }
            view.filter = filter;
            view.page = {after: null, before: null};
            view.offset = 0;
            $("filter-clear").hidden = !filter;
            load();
          }
          filterText.addEventListener("keydown", e => {
            if (e.key === "Enter") { e.preventDefault(); applyFilter(); wrap.focus(); }
            else if (e.key === "Escape") { e.preventDefault(); e.stopPropagation(); wrap.focus(); }
          });
          $("filter-apply").onclick = applyFilter;
          $("filter-clear").onclick = () => { filterText.value = ""; applyFilter(); };

          // Keys on the table.
          wrap.addEventListener("keydown", e => {
            if (e.target !== wrap || e.ctrlKey || e.metaKey || e.altKey) return;
            const v = view;
            if (!v) return;
            const cols = v.model.columns.length, rows = v.rows.length;
            const move = (dr, dc) => {
              e.preventDefault();
              v.cell.row = Math.max(0, Math.min(rows - 1, v.cell.row + dr));
              v.cell.col = Math.max(0, Math.min(cols - 1, v.cell.col + dc));
              markCell();
            };
            switch (e.key) {
              case "ArrowDown": return move(1, 0);
              case "ArrowUp": return move(-1, 0);
              case "ArrowRight": return move(0, 1);
              case "ArrowLeft": return v.cell.col === 0 ? (e.preventDefault(), list.querySelector("button.on") && list.querySelector("button.on").focus()) : move(0, -1);
              case "Home": return move(0, -cols);
              case "End": return move(0, cols);
              case "Enter": e.preventDefault(); return edit();
              case "Delete": e.preventDefault(); return deleteRow();
              case "Backspace": e.preventDefault(); return back();
              case "Escape": if (stack.length) { e.preventDefault(); back(); } return;
              case "PageDown": e.preventDefault(); return page(1);
              case "PageUp": e.preventDefault(); return page(-1);
              case "/": e.preventDefault(); return filterText.focus();
              case "n": e.preventDefault(); return addRow();
              case "r": e.preventDefault(); return load({refresh: true});
            }
          });
          $("prev-page").onclick = () => page(-1);
          $("next-page").onclick = () => page(1);
          $("add-row").onclick = addRow;
          $("delete-row").onclick = deleteRow;
          $("refresh").onclick = () => load({refresh: true});
          error.querySelector("button").onclick = () => showError("");

          // Live: a subscription per model on one socket; a change to the open model or one related
          // to it reloads the page (keeping its place), a change to any model its count.
          function listen() {
            for (const stop of stops) stop();
            stops = [];
            if (socket) socket.close();
            socket = null;
            const subscribed = models.filter(m => liveSubscription(m));
            if (!subscribed.length) return setLive("off", models.length ? "This API has no subscriptions: press R to refresh." : "");
            let connectionParams;
            try { connectionParams = userHeaders(); } catch { connectionParams = {}; }
            socket = graphQLSocket(() => connectionParams, {reconnect: true, onState(state, reason) {
              setLive(state === "open" ? "live" : state === "reconnecting" ? "reconnecting" : "off", reason);
              if (state === "open" && view) { load({refresh: true, keepError: true}); refreshCounts(); }
            }});
            for (const m of subscribed) {
              stops.push(socket.subscribe({query: liveSubscription(m)}, {
                next: () => changed(m),
                error: errors => setLive("off", typeof errors === "string" ? errors : messageOf({errors})),
                complete: () => {},
              }));
            }
          }
          function setLive(state, reason) {
            live.dataset.state = state;
            live.textContent = state === "live" ? "\u25cf Live" : state === "reconnecting" ? "\u25cf Reconnecting\u2026" : "\u25cb Not live";
            live.title = reason || (state === "live" ? "The table follows changes as they are made." : "");
          }
          function changed(m) {
            clearTimeout(refreshTimer);
            const v = view;
            const related = v && (v.model === m || (v.parent && v.parent.model === m) || v.model.columns.some(c => c.relation && c.target === m.name));
            refreshTimer = setTimeout(() => {
              refreshCounts();
              if (related && v === view) load({refresh: true, keepError: true});
            }, 60);
          }

          let stale = true;
          schemaListeners.push(() => { stale = false; setModels(); });
          window.addEventListener("quill:mutated", () => { stale = true; });
          function show() {
            if (view && stale) { stale = false; load({refresh: true}); refreshCounts(); }
            if (document.activeElement === document.body || !document.activeElement) wrap.focus();
          }
          return {show, addRow, deleteRow, edit, page, back, refresh: () => load({refresh: true}), focusFilter: () => filterText.focus()};
        }
        """#
}
