extension PlaygroundPage {
    /// The page's script: editors, highlighting, running operations, subscriptions,
    /// schema docs from introspection, history and share links.
    static let script = #"""
        (() => {
        "use strict";
        const $ = id => document.getElementById(id);
        const store = {
          get(key, fallback) { try { const v = localStorage.getItem("quill." + key); return v === null ? fallback : v; } catch { return fallback; } },
          set(key, value) { try { localStorage.setItem("quill." + key, value); } catch {} }
        };
        const esc = s => String(s).replace(/[&<>"]/g, c => ({"&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;"})[c]);

        // Highlighting. GraphQL token kinds, by capture group: 1 comment, 2 block string,
        // 3 string, 4 variable, 5 directive, 6 name, 7 number, 8 punctuator, 9 ignored, 10 other.
        const GQL = /(#[^\n\r]*)|("""(?:\\"""|[\s\S])*?(?:"""|$))|("(?:[^"\\\n\r]|\\.)*"?)|(\$[_A-Za-z]\w*)|(@[_A-Za-z]\w*)|([_A-Za-z]\w*)|(-?\d+(?:\.\d+)?(?:[eE][+-]?\d+)?)|(\.\.\.|[!&()[\]{}:=|$@])|([\s,\uFEFF]+)|([\s\S])/gy;
        function tokens(text) {
          const out = [];
          GQL.lastIndex = 0;
          for (let m; GQL.lastIndex < text.length && (m = GQL.exec(text));) {
            let kind = 1;
            while (m[kind] === undefined) kind++;
            out.push({kind, text: m[0], start: m.index});
          }
          return out;
        }
        const CLASSES = ["", "c", "s", "s", "v", "d", "n", "m", "p", "", ""];
        const DEFINITIONS = /^(query|mutation|subscription|fragment)$/;
        function highlightGraphQL(text) {
          const all = tokens(text);
          let html = "", depth = 0, parens = 0, prev = null, prevClass = "";
          all.forEach((t, i) => {
            let cls = CLASSES[t.kind];
            if (t.kind === 6) {
              let j = i + 1;
              while (j < all.length && (all[j].kind === 1 || all[j].kind === 9)) j++;
              const next = all[j] ? all[j].text : "", p = prev ? prev.text : "";
              if (depth === 0 && parens === 0 && DEFINITIONS.test(t.text) && prevClass !== "k") cls = "k";
              else if (prevClass === "k" && DEFINITIONS.test(p)) cls = "o";
              else if (t.text === "on" && (p === "..." || prevClass === "o")) cls = "k";
              else if (p === "on" && prevClass === "k") cls = "t";
              else if (depth === 0 && parens > 0 && (p === ":" || p === "[")) cls = "t";
              else if (next === ":") cls = "a";
              else if (parens > 0) cls = "b";
            } else if (t.kind === 8) {
              if (t.text === "{") depth++;
              else if (t.text === "}") depth = Math.max(0, depth - 1);
              else if (t.text === "(") parens++;
              else if (t.text === ")") parens = Math.max(0, parens - 1);
            }
            if (t.kind !== 1 && t.kind !== 9) { prev = t; prevClass = cls; }
            html += cls ? `<span class="${cls}">${esc(t.text)}</span>` : esc(t.text);
          });
          return html;
        }
        const JSONTOKEN = /("(?:[^"\\\n]|\\.)*"?)(\s*:)?|(-?\d+(?:\.\d+)?(?:[eE][+-]?\d+)?)|(true|false|null)\b|([{}[\],:])|([\s\S][^"\d{}[\],:tfn-]*)/gy;
        function highlightJSON(text) {
          let html = "";
          JSONTOKEN.lastIndex = 0;
          for (let m; JSONTOKEN.lastIndex < text.length && (m = JSONTOKEN.exec(text));) {
            if (m[1] !== undefined) html += m[2] ? `<span class="n">${esc(m[1])}</span><span class="p">${m[2]}</span>` : `<span class="s">${esc(m[1])}</span>`;
            else if (m[3] !== undefined) html += `<span class="m">${m[3]}</span>`;
            else if (m[4] !== undefined) html += `<span class="b">${m[4]}</span>`;
            else if (m[5] !== undefined) html += `<span class="p">${m[5]}</span>`;
            else html += esc(m[0]);
          }
          return html;
        }

        // An editor: a transparent textarea over a highlighted <pre>, with line numbers.
        function editor(host, highlight, key, initial) {
          host.innerHTML = '<div class="gutter"><div></div></div><div class="code"><pre aria-hidden="true"></pre>' +
            '<textarea spellcheck="false" autocomplete="off" autocapitalize="off" wrap="off"></textarea></div>';
          const gutter = host.querySelector(".gutter div"), pre = host.querySelector("pre"), area = host.querySelector("textarea");
          area.setAttribute("aria-label", key);
          let lines = 0;
          const sync = () => {
            pre.scrollTop = area.scrollTop;
            pre.scrollLeft = area.scrollLeft;
            gutter.style.transform = `translateY(${-area.scrollTop}px)`;
          };
          const render = () => {
            const text = area.value;
            pre.innerHTML = highlight(text) + "\n";
            let count = 1;
            for (let i = text.indexOf("\n"); i >= 0; i = text.indexOf("\n", i + 1)) count++;
            if (count !== lines) {
              lines = count;
              gutter.textContent = Array.from({length: count}, (_, i) => i + 1).join("\n");
            }
            sync();
          };
          const insert = text => {
            area.focus();
            if (!document.execCommand("insertText", false, text)) {
              area.setRangeText(text, area.selectionStart, area.selectionEnd, "end");
              area.dispatchEvent(new Event("input"));
            }
          };
          // Large documents render once per frame, however fast the keys come.
          let queued = false;
          area.addEventListener("input", () => {
            store.set(key, area.value);
            if (area.value.length < 20000) return render();
            if (!queued) { queued = true; requestAnimationFrame(() => { queued = false; render(); }); }
          });
          area.addEventListener("scroll", sync);
          area.addEventListener("keydown", e => {
            if (e.ctrlKey || e.metaKey || e.altKey) return;
            const v = area.value, start = area.selectionStart, end = area.selectionEnd;
            if (e.key === "Tab") {
              e.preventDefault();
              if (!e.shiftKey && !v.slice(start, end).includes("\n")) return insert("  ");
              const from = v.lastIndexOf("\n", start - 1) + 1;
              const block = v.slice(from, end).split("\n").map(l => e.shiftKey ? l.replace(/^ {1,2}/, "") : "  " + l).join("\n");
              area.setSelectionRange(from, end);
              insert(block);
              area.setSelectionRange(from, from + block.length);
            } else if (e.key === "Enter" && !e.shiftKey) {
              e.preventDefault();
              const line = v.slice(v.lastIndexOf("\n", start - 1) + 1, start);
              insert("\n" + line.match(/^[ \t]*/)[0] + (/[{([]\s*$/.test(line) ? "  " : ""));
            }
          });
          area.value = store.get(key, initial);
          render();
          return {
            area,
            get value() { return area.value; },
            set value(text) { area.value = text; store.set(key, text); render(); }
          };
        }

        // The operations of a document, with their source ranges.
        function operations(text) {
          const ops = [];
          let depth = 0, parens = 0, current = null, pending = null, wantName = false;
          for (const t of tokens(text)) {
            if (t.kind === 1 || t.kind === 9) continue;
            if (depth > 0) {
              if (t.text === "{") depth++;
              else if (t.text === "}" && --depth === 0) { current.end = t.start + 1; ops.push(current); current = null; }
              continue;
            }
            if (wantName && t.kind === 6) { pending.name = t.text; wantName = false; continue; }
            wantName = false;
            if (t.kind === 6 && !pending && DEFINITIONS.test(t.text)) { pending = {type: t.text, name: null, start: t.start}; wantName = true; }
            else if (t.text === "(") parens++;
            else if (t.text === ")") parens--;
            else if (t.text === "{" && parens <= 0) { current = pending || {type: "query", name: null, start: t.start}; pending = null; parens = 0; depth = 1; }
          }
          if (current) { current.end = text.length; ops.push(current); }
          return ops.filter(op => op.type !== "fragment");
        }

        const query = editor($("query-editor"), highlightGraphQL, "query",
          "# Welcome to the Quill Playground.\n# Write queries, mutations or subscriptions and press Run (Ctrl-Enter).\n" +
          "# With several operations, Run asks which one to send. Docs and History are on the right.\n\nquery {\n  __typename\n}\n");
        const variables = editor($("variables-editor"), highlightJSON, "variables", "{}");
        const headers = editor($("headers-editor"), highlightJSON, "headers", "{}");
        const endpoint = $("endpoint"), response = $("response"), status = $("status"), duration = $("duration");
        const serverEndpoint = document.body.dataset.endpoint || "/graphql";
        endpoint.value = store.get("endpoint", serverEndpoint);
        const endpointURL = () => endpoint.value.trim() || serverEndpoint;

        function parseObject(text, what) {
          if (!text.trim()) return undefined;
          let value;
          try { value = JSON.parse(text); } catch (e) { throw new Error(`${what} are not valid JSON: ${e.message}`); }
          if (value === null || typeof value !== "object" || Array.isArray(value)) throw new Error(`${what} must be a JSON object.`);
          return value;
        }
        function requestHeaders(accept) {
          const extra = parseObject(headers.value, "Headers") || {};
          return {"Content-Type": "application/json", "Accept": accept, ...Object.fromEntries(Object.entries(extra).map(([k, v]) => [k, String(v)]))};
        }

        // The response pane.
        function setStatus(text, cls, ms) {
          status.textContent = text;
          status.className = cls || "";
          duration.textContent = ms === undefined ? "" : `${Math.round(ms)} ms`;
        }
        function show(state, html) {
          response.dataset.state = state;
          response.innerHTML = html;
        }
        function pretty(text) {
          try { return highlightJSON(JSON.stringify(JSON.parse(text), null, 2)); } catch { return esc(text); }
        }
        function appendEvent(count, payload) {
          if (count === 1) response.innerHTML = "";
          const atBottom = response.scrollTop + response.clientHeight >= response.scrollHeight - 8;
          const div = document.createElement("div");
          div.className = "event";
          const body = typeof payload === "string" ? esc(payload) : highlightJSON(JSON.stringify(payload, null, 2));
          div.innerHTML = `<div class="when">#${count} \u00b7 ${new Date().toLocaleTimeString()}</div>${body}`;
          response.appendChild(div);
          if (atBottom) response.scrollTop = response.scrollHeight;
        }

        // Running operations.
        let runs = 0, active = null;
        const stopButton = $("stop"), menu = $("opmenu");
        function stop() {
          if (active) active.stop();
          active = null;
          stopButton.hidden = true;
        }
        function choose(atCursor) {
          const ops = operations(query.value);
          if (ops.length <= 1) return execute(ops[0]);
          if (atCursor) {
            const at = query.area.selectionStart;
            const op = ops.find(o => at >= o.start && at <= o.end);
            if (op) return execute(op);
          }
          menu.innerHTML = "";
          for (const op of ops) {
            const item = document.createElement("button");
            item.innerHTML = `<small>${op.type}</small>${esc(op.name || "(anonymous)")}`;
            item.onclick = () => execute(op);
            menu.appendChild(item);
          }
          menu.hidden = false;
          menu.firstChild.focus();
        }
        async function execute(op) {
          menu.hidden = true;
          stop();
          const id = ++runs;
          delete response.dataset.status;
          const payload = {query: query.value};
          let head;
          try {
            const vars = parseObject(variables.value, "Variables");
            if (vars) payload.variables = vars;
            head = requestHeaders(op && op.type === "subscription" ? "text/event-stream" : "application/graphql-response+json, application/json");
          } catch (e) {
            setStatus("Not sent", "err");
            return show("error", esc(e.message));
          }
          if (op && op.name) payload.operationName = op.name;
          remember(payload);
          if (op && op.type === "subscription") return subscribe(id, payload, head);
          setStatus("Running\u2026");
          response.dataset.state = "running";
          const started = performance.now();
          try {
            const res = await fetch(endpointURL(), {method: "POST", headers: head, body: JSON.stringify(payload)});
            const text = await res.text();
            if (id !== runs) return;
            let failed = !res.ok;
            try { failed = failed || !!JSON.parse(text).errors; } catch {}
            setStatus(`${res.status} ${res.statusText}`.trim(), failed ? "err" : "ok", performance.now() - started);
            response.dataset.status = res.status;
            show(failed ? "error" : "done", pretty(text));
          } catch (e) {
            if (id !== runs) return;
            setStatus("Network error", "err", performance.now() - started);
            show("error", esc(`Could not reach ${endpointURL()}: ${e.message}`));
          }
        }

        // Subscriptions: graphql-transport-ws, or SSE when no WebSocket opens.
        function subscribe(id, payload, head) {
          let count = 0;
          const started = performance.now();
          const next = data => {
            if (id !== runs) return;
            appendEvent(++count, data);
            setStatus(`${count} event${count === 1 ? "" : "s"}`, "live", performance.now() - started);
          };
          const done = (text, ok) => {
            if (id !== runs) return;
            active = null;
            stopButton.hidden = true;
            setStatus(`${text} \u00b7 ${count} event${count === 1 ? "" : "s"}`, ok ? "ok" : "err", performance.now() - started);
            response.dataset.state = ok ? "done" : "error";
            if (!count) show(response.dataset.state, esc(text));
          };
          show("streaming", '<span class="placeholder">Waiting for events\u2026</span>');
          delete response.dataset.transport;
          setStatus("Connecting\u2026", "live");
          stopButton.hidden = false;
          const params = Object.fromEntries(Object.entries(head).filter(([k]) => k !== "Content-Type" && k !== "Accept"));
          active = overWebSocket(payload, params, next, done, () => (active = overSSE(payload, head, next, done)));
        }
        function overWebSocket(payload, params, next, done, fallback) {
          const url = new URL(endpointURL(), location.href);
          if (!/^https?:$/.test(url.protocol)) return fallback();
          url.protocol = url.protocol === "https:" ? "wss:" : "ws:";
          let socket;
          try { socket = new WebSocket(url, "graphql-transport-ws"); } catch { return fallback(); }
          let opened = false, acked = false, finished = false;
          const send = message => socket.send(JSON.stringify(message));
          const finish = (text, ok) => {
            if (finished) return;
            finished = true;
            done(text, ok);
            socket.close(1000);
          };
          socket.onopen = () => { opened = true; send({type: "connection_init", payload: params}); };
          socket.onmessage = e => {
            let m;
            try { m = JSON.parse(e.data); } catch { return finish("The server sent a message that is not JSON", false); }
            if (m.type === "connection_ack") { acked = true; response.dataset.transport = "websocket"; setStatus("Subscribed over WebSocket", "live"); send({id: "1", type: "subscribe", payload}); }
            else if (m.type === "ping") send({type: "pong"});
            else if (m.type === "next" && m.id === "1") next(m.payload);
            else if (m.type === "error" && m.id === "1") { next({errors: m.payload}); finish("Error", false); }
            else if (m.type === "complete" && m.id === "1") finish("Complete", true);
          };
          socket.onclose = e => {
            if (finished) return;
            if (!opened) { finished = true; return fallback(); }
            finish(`Connection closed (${e.code}${e.reason ? " " + e.reason : ""})`, false);
          };
          return {stop() { if (acked && !finished) send({id: "1", type: "complete"}); finish("Stopped", true); }};
        }
        function overSSE(payload, head, next, done) {
          const abort = new AbortController();
          let finished = false;
          const finish = (text, ok) => { if (!finished) { finished = true; done(text, ok); } };
          (async () => {
            const res = await fetch(endpointURL(), {method: "POST", headers: head, body: JSON.stringify(payload), signal: abort.signal});
            if (!/text\/event-stream/.test(res.headers.get("Content-Type") || "")) {
              const text = await res.text();
              try { next(JSON.parse(text)); } catch { next(text); }
              return finish(`${res.status} ${res.statusText}`.trim(), false);
            }
            response.dataset.transport = "sse";
            setStatus("Subscribed over SSE", "live");
            const reader = res.body.pipeThrough(new TextDecoderStream()).getReader();
            let buffer = "";
            for (;;) {
              const {value, done: ended} = await reader.read();
              if (ended) break;
              buffer += value;
              for (let m; (m = /\r?\n\r?\n/.exec(buffer));) {
                const block = buffer.slice(0, m.index);
                buffer = buffer.slice(m.index + m[0].length);
                let event = "message";
                const data = [];
                for (const line of block.split(/\r?\n/)) {
                  if (line.startsWith("event:")) event = line.slice(6).trim();
                  else if (line.startsWith("data:")) data.push(line.slice(5).replace(/^ /, ""));
                }
                if (event === "complete") { abort.abort(); return finish("Complete", true); }
                if (data.length) { try { next(JSON.parse(data.join("\n"))); } catch { next(data.join("\n")); } }
              }
            }
            finish("Stream ended", true);
          })().catch(e => { if (e.name !== "AbortError") finish(`Network error: ${e.message}`, false); });
          return {stop() { finish("Stopped", true); abort.abort(); }};
        }

        // The schema explorer, from the standard introspection query.
        const INTROSPECTION = `query IntrospectionQuery { __schema { queryType { name } mutationType { name } subscriptionType { name } types { ...FullType } } }
        fragment FullType on __Type { kind name description fields(includeDeprecated: true) { name description args { ...InputValue } type { ...TypeRef } isDeprecated deprecationReason } inputFields { ...InputValue } interfaces { ...TypeRef } enumValues(includeDeprecated: true) { name description isDeprecated deprecationReason } possibleTypes { ...TypeRef } }
        fragment InputValue on __InputValue { name description type { ...TypeRef } defaultValue }
        fragment TypeRef on __Type { kind name ofType { kind name ofType { kind name ofType { kind name ofType { kind name ofType { kind name ofType { kind name ofType { kind name } } } } } } } }`;
        const docs = $("docs"), search = $("search"), schemaStatus = $("schema-status");
        let schema = null, trail = [];
        async function loadSchema() {
          schemaStatus.textContent = "Loading schema\u2026";
          try {
            const res = await fetch(endpointURL(), {method: "POST", headers: requestHeaders("application/graphql-response+json, application/json"),
              body: JSON.stringify({query: INTROSPECTION, operationName: "IntrospectionQuery"})});
            const json = await res.json();
            if (!json.data || !json.data.__schema) throw new Error(json.errors && json.errors[0] ? json.errors[0].message : `HTTP ${res.status}`);
            schema = json.data.__schema;
            schema.byName = new Map(schema.types.map(t => [t.name, t]));
            schemaStatus.textContent = `Schema: ${schema.types.filter(t => !t.name.startsWith("__")).length} types`;
            docs.dataset.state = "loaded";
          } catch (e) {
            schema = null;
            schemaStatus.textContent = "No schema";
            docs.dataset.state = "error";
            docs.dataset.error = e.message;
          }
          renderDocs();
        }
        const typeLink = name => `<a data-type="${esc(name)}">${esc(name)}</a>`;
        const typeRef = t => t.kind === "NON_NULL" ? typeRef(t.ofType) + "!" : t.kind === "LIST" ? `[${typeRef(t.ofType)}]` : typeLink(t.name);
        const description = d => d ? `<div class="desc">${esc(d)}</div>` : "";
        const deprecation = x => x.isDeprecated ? `<div class="deprecation">Deprecated${x.deprecationReason ? ": " + esc(x.deprecationReason) : ""}</div>` : "";
        const inputValue = a => `<span class="aname">${esc(a.name)}</span>: ${typeRef(a.type)}${a.defaultValue != null ? " = " + esc(a.defaultValue) : ""}`;
        function fieldHTML(f) {
          const args = f.args && f.args.length ? "(" + f.args.map(a => `<span class="arg">${inputValue(a)}${description(a.description)}</span>`).join("") + ")" : "";
          return `<div class="field${f.isDeprecated ? " deprecated" : ""}"><span class="fname">${esc(f.name)}</span>${args}: ${typeRef(f.type)}${description(f.description)}${deprecation(f)}</div>`;
        }
        function typeHTML(t) {
          let html = `<a class="back">\u2039 ${trail.length > 1 ? esc(trail[trail.length - 2]) : "Schema"}</a><h2>${esc(t.name)}<span class="kind">${t.kind.toLowerCase().replace("_", " ")}</span></h2>${description(t.description)}`;
          if (t.interfaces && t.interfaces.length) html += `<h3>Implements</h3>${t.interfaces.map(typeRef).join(", ")}`;
          if (t.fields) html += `<h3>Fields</h3>${t.fields.map(fieldHTML).join("")}`;
          if (t.inputFields) html += `<h3>Input fields</h3>${t.inputFields.map(a => `<div class="field">${inputValue(a)}${description(a.description)}</div>`).join("")}`;
          if (t.enumValues) html += `<h3>Values</h3>${t.enumValues.map(v => `<div class="field${v.isDeprecated ? " deprecated" : ""}"><span class="fname">${esc(v.name)}</span>${description(v.description)}${deprecation(v)}</div>`).join("")}`;
          if (t.possibleTypes && t.possibleTypes.length) html += `<h3>Possible types</h3>${t.possibleTypes.map(typeRef).join(", ")}`;
          return html;
        }
        function renderDocs() {
          if (!schema) return void (docs.innerHTML = `<p class="desc">No schema from ${esc(endpointURL())}${docs.dataset.error ? ": " + esc(docs.dataset.error) : ""}</p>`);
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

        // History: the last runs, newest first.
        const historyList = $("history");
        const loadHistory = () => { try { return JSON.parse(store.get("history", "[]")); } catch { return []; } };
        function remember(payload) {
          const entry = {query: payload.query, variables: variables.value, operationName: payload.operationName || null, at: Date.now()};
          const list = loadHistory().filter(h => h.query !== entry.query || h.variables !== entry.variables || h.operationName !== entry.operationName);
          store.set("history", JSON.stringify([entry, ...list].slice(0, 30)));
          renderHistory();
        }
        function renderHistory() {
          const list = loadHistory();
          historyList.innerHTML = list.length ? list.map((h, i) => {
            const label = h.operationName || (operations(h.query)[0] || {}).name || h.query.split("\n").find(l => l.trim() && !l.trim().startsWith("#")) || "(empty)";
            return `<li data-index="${i}"><span class="hname">${esc(label.trim().slice(0, 60))}</span><span class="when">${new Date(h.at).toLocaleString()}</span></li>`;
          }).join("") : '<li class="desc">No runs yet.</li>';
        }
        historyList.addEventListener("click", e => {
          const item = e.target.closest("li[data-index]");
          if (!item) return;
          const h = loadHistory()[Number(item.dataset.index)];
          query.value = h.query;
          variables.value = h.variables;
          const op = operations(h.query).find(o => o.name === h.operationName);
          if (op) query.area.setSelectionRange(op.start, op.start);
          query.area.focus();
        });

        // Layout controls.
        const aside = $("aside"), asideToggle = $("aside-toggle");
        const setAside = shown => { aside.hidden = !shown; asideToggle.classList.toggle("on", shown); store.set("aside", shown ? "1" : "0"); };
        setAside(store.get("aside", "1") === "1");
        asideToggle.onclick = () => setAside(aside.hidden);
        for (const b of document.querySelectorAll("[data-aside]")) b.onclick = () => {
          for (const o of document.querySelectorAll("[data-aside]")) o.classList.toggle("on", o === b);
          $("docs-pane").hidden = b.dataset.aside !== "docs";
          $("history-pane").hidden = b.dataset.aside !== "history";
        };
        for (const b of document.querySelectorAll("[data-tab]")) b.onclick = () => {
          for (const o of document.querySelectorAll("[data-tab]")) o.classList.toggle("on", o === b);
          $("variables-editor").hidden = b.dataset.tab !== "variables";
          $("headers-editor").hidden = b.dataset.tab !== "headers";
        };
        $("reload-schema").onclick = loadSchema;
        $("run").onclick = () => choose(false);
        stopButton.onclick = () => { stop(); };
        endpoint.addEventListener("change", () => { store.set("endpoint", endpoint.value.trim()); trail = []; loadSchema(); });
        document.addEventListener("keydown", e => {
          if ((e.ctrlKey || e.metaKey) && e.key === "Enter") { e.preventDefault(); choose(true); }
          else if (e.key === "Escape") menu.hidden = true;
        });
        document.addEventListener("click", e => { if (!e.target.closest(".run-wrap")) menu.hidden = true; });
        menu.addEventListener("keydown", e => {
          const items = [...menu.children], at = items.indexOf(document.activeElement);
          if (e.key === "ArrowDown" || e.key === "ArrowUp") {
            e.preventDefault();
            items[(at + (e.key === "ArrowDown" ? 1 : items.length - 1)) % items.length].focus();
          }
        });
        function toast(text) {
          const t = $("toast");
          t.textContent = text;
          t.hidden = false;
          clearTimeout(toast.timer);
          toast.timer = setTimeout(() => { t.hidden = true; }, 2000);
        }
        $("share").onclick = async () => {
          const params = new URLSearchParams({query: query.value});
          if (variables.value.trim() && variables.value.trim() !== "{}") params.set("variables", variables.value);
          const at = query.area.selectionStart, op = operations(query.value).find(o => at >= o.start && at <= o.end);
          if (op && op.name) params.set("operationName", op.name);
          // The endpoint answers a GET with a `query` parameter itself, so a page served there shares with `#`.
          const page = location.href.split(/[?#]/)[0], atEndpoint = new URL(endpointURL(), location.href).href === page;
          const url = page + (atEndpoint ? "#" : "?") + params;
          history.replaceState(null, "", url);
          try { await navigator.clipboard.writeText(url); toast("Link copied"); } catch { toast("The link is in the address bar"); }
        };

        // Share links and autorun: ?query=…&variables=…&operationName=…&run=1 (&docs=Type opens
        // a type's docs), or the same after #.
        const params = new URLSearchParams(location.search);
        for (const [k, v] of new URLSearchParams(location.hash.slice(1))) params.set(k, v);
        if (params.has("query")) query.value = params.get("query");
        if (params.has("variables")) variables.value = params.get("variables");
        const wanted = params.get("operationName");
        const ops = operations(query.value), picked = wanted ? ops.find(o => o.name === wanted) : null;
        if (picked) query.area.setSelectionRange(picked.start, picked.start);
        if (params.has("docs")) trail = [params.get("docs")];
        renderHistory();
        loadSchema();
        if (/^(1|true)$/.test(params.get("run") || "")) {
          if (wanted) execute(picked || {type: "query", name: wanted});
          else choose(false);
        }
        })();
        """#
}
