extension PlaygroundPage {
    /// The data browser's reading of a generated API: model types and their operations.
    static let modelScript = #"""
        // The data browser's reading of the API: the model types of a generated backend and the
        // operations that read and write them, in either convention (Graphcool's Simple API:
        // allX, _allXMeta, createX, Subscription.X; Grafbase's collections: xCollection, xCreate).
        function readModels() {
          if (!schema || !schema.queryType) return [];
          const fields = name => (schema.byName.get(name) || {}).fields || [];
          const rootFields = fields(schema.queryType.name);
          const mutations = schema.mutationType ? fields(schema.mutationType.name) : [];
          const subscriptions = schema.subscriptionType ? fields(schema.subscriptionType.name) : [];
          const lower = s => s[0].toLowerCase() + s.slice(1);
          const models = [];
          for (const f of rootFields) {
            const t = namedType(f.type);
            let m = null;
            const graphcool = /^all(.+)$/.exec(f.name);
            if (graphcool && f.type.kind === "NON_NULL" && f.type.ofType.kind === "LIST" && schema.byName.get(t.name).kind === "OBJECT") {
              m = {convention: "graphcool", name: t.name, list: f, meta: rootFields.find(q => q.name === `_${f.name}Meta`),
                one: rootFields.find(q => q.name === t.name), create: mutations.find(q => q.name === "create" + t.name),
                update: mutations.find(q => q.name === "update" + t.name), remove: mutations.find(q => q.name === "delete" + t.name),
                subscription: subscriptions.find(q => q.name === t.name)};
            }
            const collection = /^(.+)Collection$/.exec(f.name);
            const node = collection && connectionNode(t.name);
            if (node) {
              const base = lower(node);
              m = {convention: "collections", name: node, list: f, one: rootFields.find(q => q.name === base),
                create: mutations.find(q => q.name === base + "Create"), update: mutations.find(q => q.name === base + "Update"),
                remove: mutations.find(q => q.name === base + "Delete"), totalCount: fields(t.name).some(c => c.name === "totalCount")};
            }
            if (m && m.one) models.push(m);
          }
          const names = new Set(models.map(m => m.name));
          for (const m of models) m.columns = columnsOf(m, names);
          return models;
        }
        // The node type of a collection's connection type, if it is one.
        function connectionNode(name) {
          const t = schema.byName.get(name);
          const edges = t && (t.fields || []).find(f => f.name === "edges");
          const node = edges && (schema.byName.get(namedType(edges.type).name).fields || []).find(f => f.name === "node");
          return node && (t.fields || []).some(f => f.name === "pageInfo") ? namedType(node.type).name : null;
        }
        // A model's columns: its scalar and enum fields (editable when the update mutation takes
        // them) and its relations (to many, with their counts, or to one).
        function columnsOf(m, modelNames) {
          const t = schema.byName.get(m.name);
          const inputs = mutation => {
            if (!mutation) return [];
            if (m.convention === "graphcool") return mutation.args;
            const input = mutation.args.find(a => a.name === "input");
            return input ? schema.byName.get(namedType(input.type).name).inputFields : [];
          };
          const updatable = inputs(m.update), creatable = inputs(m.create);
          const listArgs = m.list.args;
          const orderBy = listArgs.find(a => a.name === "orderBy"), filter = listArgs.find(a => a.name === "filter");
          const orderType = orderBy && schema.byName.get(namedType(orderBy.type).name);
          const filterType = filter && schema.byName.get(namedType(filter.type).name);
          const columns = [];
          for (const f of t.fields) {
            if (f.name.startsWith("_")) continue;
            const target = namedType(f.type).name;
            const node = connectionNode(target);
            if (modelNames.has(target) || (node && modelNames.has(node))) {
              const many = !!node || f.type.kind === "LIST" || (f.type.kind === "NON_NULL" && f.type.ofType.kind === "LIST");
              const nodeType = node || target;
              const countable = m.convention === "graphcool" ? t.fields.some(x => x.name === `_${f.name}Meta`)
                : !!node && (schema.byName.get(target).fields || []).some(x => x.name === "totalCount");
              // What a create takes to connect it: Graphcool's `<field>Id(s)`, a collection's `{link}` input.
              const link = m.convention === "graphcool" ? creatable.find(a => a.name === f.name + (many ? "Ids" : "Id")) : creatable.find(a => a.name === f.name);
              columns.push({name: f.name, relation: true, many, target: nodeType, countable, field: f, link});
              continue;
            }
            const named = schema.byName.get(target);
            if (!named || !/^(SCALAR|ENUM)$/.test(named.kind)) continue;
            // (Graphcool's update takes the id as its key, not as a change.)
            const update = updatable.find(a => a.name === f.name && f.name !== "id"), create = creatable.find(a => a.name === f.name && f.name !== "id");
            let sortable = false, filters = [];
            if (m.convention === "graphcool") {
              sortable = !!orderType && orderType.enumValues.some(v => v.name === f.name + "_ASC");
              if (filterType) filters = filterType.inputFields.filter(x => x.name === f.name || x.name.startsWith(f.name + "_"))
                .filter(x => x.name === f.name || /^_(not|contains|not_contains|starts_with|not_starts_with|ends_with|not_ends_with|lt|lte|gt|gte|in|not_in)$/.test(x.name.slice(f.name.length)))
                .map(x => ({op: x.name === f.name ? "" : x.name.slice(f.name.length + 1), name: x.name, type: x.type}));
            } else {
              sortable = !!orderType && (orderType.inputFields || []).some(x => x.name === f.name);
              const own = filterType && filterType.inputFields.find(x => x.name === f.name);
              const ops = own && schema.byName.get(namedType(own.type).name);
              if (ops && ops.inputFields) filters = ops.inputFields.map(x => ({op: x.name, name: x.name, type: x.type}));
            }
            columns.push({name: f.name, relation: false, type: f.type, named, enumValues: named.enumValues ? named.enumValues.map(v => v.name) : null,
              update, create, sortable, filters, field: f});
          }
          return columns;
        }
        const OPERATOR_LABELS = {"": "=", not: "\u2260", eq: "=", neq: "\u2260", contains: "contains", not_contains: "does not contain",
          starts_with: "starts with", not_starts_with: "does not start with", ends_with: "ends with", not_ends_with: "does not end with",
          lt: "<", lte: "\u2264", gt: ">", gte: "\u2265", in: "in", not_in: "not in", notIn: "not in", isNull: "is null"};

        // What reading a page of rows sends: {text, variables, read(data) -> {rows, total, start, end, hasNext, hasPrevious}}.
        // `view`: {model, parent: {model, id, column} | null, filter, sort, page: {after, before}}, `size` rows.
        function pageQuery(view, size) {
          const m = view.model, graphcool = m.convention === "graphcool";
          const source = view.parent ? view.parent.column.field : m.list;
          const argType = name => { const a = source.args.find(x => x.name === name); return a ? typeText(a.type) : null; };
          const variables = {}, declared = [], passed = [];
          const pass = (name, value) => {
            if (value === undefined || !argType(name)) return;
            declared.push(`$${name}: ${argType(name)}`);
            passed.push(`${name}: $${name}`);
            variables[name] = value;
          };
          if (view.filter) pass("filter", filterValue(m, view.filter));
          if (view.sort) pass("orderBy", graphcool ? `${view.sort.field}_${view.sort.descending ? "DESC" : "ASC"}` : {[view.sort.field]: view.sort.descending ? "DESC" : "ASC"});
          const single = view.parent && !view.parent.column.many;
          if (!single) {
            if (view.page.before) { pass("last", size); pass("before", view.page.before); }
            else { pass("first", size); if (view.page.after) pass("after", view.page.after); }
          }
          const selection = rowSelection(m);
          const args = passed.length ? `(${passed.join(", ")})` : "";
          let page, total = "";
          if (graphcool) {
            page = `page: ${source.name}${args} { ${selection} }`;
            const meta = view.parent ? `_${source.name}Meta` : m.meta && m.meta.name;
            if (!single && meta) total = ` total: ${meta}${view.filter ? "(filter: $filter)" : ""} { count }`;
          } else {
            page = single ? `page: ${source.name} { ${selection} }`
              : `page: ${source.name}${args} { edges { cursor node { ${selection} } } pageInfo { hasNextPage hasPreviousPage startCursor endCursor }${m.totalCount ? " totalCount" : ""} }`;
          }
          let body = page + total;
          if (view.parent) {
            const p = view.parent.model;
            const idArg = p.one.args.find(a => a.name === "id" || a.name === "by");
            declared.push(`$id: ${idArg.name === "id" ? typeText(idArg.type) : "ID!"}`);
            variables.id = view.parent.id;
            body = `parent: ${p.one.name}(${idArg.name === "id" ? "id: $id" : "by: {id: $id}"}) { ${body} }`;
          }
          const text = `query DataPage${declared.length ? "(" + declared.join(", ") + ")" : ""} { ${body} }`;
          const read = data => {
            const holder = view.parent ? data.parent : data;
            if (!holder) return {rows: [], total: 0, missing: true};
            let rows, start = null, end = null, hasNext = null, hasPrevious = null, count = holder.total ? holder.total.count : null;
            if (single) rows = holder.page ? [holder.page] : [];
            else if (graphcool) {
              rows = holder.page || [];
              if (rows.length) { start = rows[0].id; end = rows[rows.length - 1].id; }
            } else {
              const conn = holder.page || {edges: [], pageInfo: {}};
              rows = (conn.edges || []).filter(e => e).map(e => e.node);
              ({startCursor: start, endCursor: end, hasNextPage: hasNext, hasPreviousPage: hasPrevious} = conn.pageInfo);
              if (conn.totalCount != null) count = conn.totalCount;
            }
            return {rows, total: single ? rows.length : count, start, end, hasNext, hasPrevious};
          };
          return {text, variables, read};
        }
        // The fields a row shows: its scalars, a count per relation to many, the id of one to one.
        function rowSelection(m) {
          return m.columns.map(c => {
            if (!c.relation) return c.name;
            if (!c.many) return `${c.name} { id }`;
            if (!c.countable) return "";
            return m.convention === "graphcool" ? `_${c.name}Meta { count }` : `${c.name}(first: 0) { totalCount }`;
          }).filter(s => s).join(" ");
        }
        // A filter ({column, op, text}) as the API's filter input value.
        function filterValue(m, filter) {
          const c = m.columns.find(x => x.name === filter.column), f = c.filters.find(x => x.op === filter.op);
          const value = typedValue(f.type, filter.text);
          return m.convention === "graphcool" ? {[f.name]: value} : {[c.name]: {[f.op]: value}};
        }
        // Text typed by the user as a value of the input type `ref` (a list: comma-separated items);
        // throws with what is wrong.
        function typedValue(ref, text) {
          if (ref.kind === "NON_NULL") return typedValue(ref.ofType, text);
          if (ref.kind === "LIST") {
            const t = text.trim();
            if (t.startsWith("[")) { try { return JSON.parse(t); } catch (e) { throw new Error(`Not a JSON list: ${e.message}`); } }
            return t === "" ? [] : t.split(",").map(s => typedValue(ref.ofType, s.trim()));
          }
          switch (ref.name) {
            case "Int": if (!/^-?\d+$/.test(text.trim())) throw new Error(`Not an Int: ${text}`); return parseInt(text, 10);
            case "Float": { const n = Number(text); if (text.trim() === "" || !isFinite(n)) throw new Error(`Not a Float: ${text}`); return n; }
            case "Boolean": if (!/^(true|false)$/.test(text.trim())) throw new Error(`Not a Boolean (true or false): ${text}`); return text.trim() === "true";
            case "JSON": try { return JSON.parse(text); } catch (e) { throw new Error(`Not JSON: ${e.message}`); }
            default: return text;
          }
        }
        // The mutations a row's edits send: {text, variables, read(data) -> row}.
        function updateMutation(m, id, column, value) {
          const arg = column.update;
          if (m.convention === "graphcool") {
            return {text: `mutation DataUpdate($id: ID!, $value: ${typeText(arg.type)}) { row: ${m.update.name}(id: $id, ${column.name}: $value) { ${rowSelection(m)} } }`,
              variables: {id, value}, read: d => d.row};
          }
          const input = m.update.args.find(a => a.name === "input");
          const key = lowerFirst(m.name);
          return {text: `mutation DataUpdate($id: ID!, $input: ${typeText(input.type)}) { row: ${m.update.name}(by: {id: $id}, input: $input) { ${key} { ${rowSelection(m)} } } }`,
            variables: {id, input: {[column.name]: value}}, read: d => d.row && d.row[key]};
        }
        // The value a create gives a relation column to connect `ids` (nodes of its target).
        function linkValue(m, c, ids) {
          if (m.convention === "graphcool") return c.many ? ids : ids[0] ?? null;
          return c.many ? ids.map(id => ({link: id})) : ids.length ? {link: ids[0]} : null;
        }
        function createMutation(m, values) {
          if (m.convention === "graphcool") {
            const names = Object.keys(values);
            const declared = names.map(n => `$${n}: ${typeText(m.create.args.find(a => a.name === n).type)}`);
            return {text: `mutation DataCreate${declared.length ? "(" + declared.join(", ") + ")" : ""} { row: ${m.create.name}${names.length ? "(" + names.map(n => `${n}: $${n}`).join(", ") + ")" : ""} { id } }`,
              variables: values, read: d => d.row};
          }
          const input = m.create.args.find(a => a.name === "input"), key = lowerFirst(m.name);
          return {text: `mutation DataCreate($input: ${typeText(input.type)}) { row: ${m.create.name}(input: $input) { ${key} { id } } }`,
            variables: {input: values}, read: d => d.row && d.row[key]};
        }
        function deleteMutation(m, id) {
          if (m.convention === "graphcool") return {text: `mutation DataDelete($id: ID!) { row: ${m.remove.name}(id: $id) { id } }`, variables: {id}};
          return {text: `mutation DataDelete($id: ID!) { row: ${m.remove.name}(by: {id: $id}) { deletedId } }`, variables: {id}};
        }
        const lowerFirst = s => s[0].toLowerCase() + s.slice(1);
        // The counts of every model's rows, in one query (models whose API counts them).
        function countsQuery(models) {
          const parts = models.map((m, k) => m.convention === "graphcool" ? (m.meta ? `m${k}: ${m.meta.name} { count }` : "")
            : m.totalCount ? `m${k}: ${m.list.name}(first: 0) { totalCount }` : "").filter(p => p);
          return parts.length ? {text: `query DataCounts { ${parts.join(" ")} }`,
            read: data => models.map((m, k) => data[`m${k}`] ? (data[`m${k}`].count ?? data[`m${k}`].totalCount) : null)} : null;
        }
        // The subscription that reports a model's changes (Graphcool's), or null.
        const liveSubscription = m => m.subscription ? `subscription DataLive { ${m.subscription.name} { mutation node { id } previousValues { id } } }` : null;
        """#
}
