extension PlaygroundPage {
    /// The Playground: running operations, the response, checking as you type, prettify, curl, history.
    static let runScript = #"""
        // The Playground: the editors, running operations, the response pane, checking the
        // document as it is typed, prettify, copy as curl, history and share links.
        const query = editor($("query-editor"), highlightGraphQL, "query",
          "# Welcome to the Quill Playground.\n# Write queries, mutations or subscriptions and press Run (Ctrl-Enter).\n" +
          "# Ctrl-Space completes, Shift-Ctrl-P prettifies, Ctrl-K lists every command.\n\nquery {\n  __typename\n}\n");
        const variables = editor($("variables-editor"), highlightJSON, "variables", "{}");
        const headers = editor($("headers-editor"), highlightJSON, "headers", "{}");
        const completion = attachCompletion(query);
        const response = $("response"), status = $("status"), duration = $("duration");

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
          if (active) active();
          active = null;
          stopButton.hidden = true;
        }
        // The operation under the cursor (or the only one); with several and none there, a menu.
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
        // The request a run sends: {payload, head} (or throws with what is wrong in the editors).
        function runRequest(op) {
          const payload = {query: query.value};
          const vars = parseObject(variables.value, "Variables");
          if (vars) payload.variables = vars;
          if (op && op.name) payload.operationName = op.name;
          const head = requestHeaders(op && op.type === "subscription" ? "text/event-stream" : JSON_ACCEPT);
          return {payload, head};
        }
        async function execute(op) {
          menu.hidden = true;
          completion.close();
          stop();
          const id = ++runs;
          delete response.dataset.status;
          let payload, head;
          try {
            ({payload, head} = runRequest(op));
          } catch (e) {
            setStatus("Not sent", "err");
            return show("error", esc(e.message));
          }
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
            if (!failed && op && op.type === "mutation") window.dispatchEvent(new Event("quill:mutated"));
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
          const current = () => id === runs;
          const finish = (text, ok) => {
            if (!current()) return;
            active = null;
            stopButton.hidden = true;
            setStatus(`${text} \u00b7 ${count} event${count === 1 ? "" : "s"}`, ok ? "ok" : "err", performance.now() - started);
            response.dataset.state = ok ? "done" : "error";
            if (!count) show(response.dataset.state, esc(text));
          };
          const sink = {
            next(data) {
              if (!current()) return;
              appendEvent(++count, data);
              setStatus(`${count} event${count === 1 ? "" : "s"}`, "live", performance.now() - started);
            },
            error(errors, acknowledged) {
              if (typeof errors === "string") return finish(errors, false);
              sink.next({errors});
              finish("Error", false);
            },
            complete(text) { finish(text || "Complete", true); },
            open(transport) {
              response.dataset.transport = transport;
              setStatus(`Subscribed over ${transport === "sse" ? "SSE" : "WebSocket"}`, "live");
            },
          };
          show("streaming", '<span class="placeholder">Waiting for events\u2026</span>');
          delete response.dataset.transport;
          setStatus("Connecting\u2026", "live");
          stopButton.hidden = false;
          const params = Object.fromEntries(Object.entries(head).filter(([k]) => k !== "Content-Type" && k !== "Accept"));
          const socket = graphQLSocket(() => params, {onState: state => { if (state === "open" && current()) sink.open("websocket"); }});
          let stopSSE = null;
          const stopSocket = socket.subscribe(payload, {
            ...sink,
            // A socket that never opened: the same request over SSE.
            error(errors, acknowledged) {
              if (typeof errors === "string" && !acknowledged && !response.dataset.transport) { stopSSE = overSSE(payload, head, sink); return; }
              socket.close();
              sink.error(errors, acknowledged);
            },
            complete() { socket.close(); sink.complete(); },
          });
          active = () => { stopSocket(); socket.close(); if (stopSSE) stopSSE(); finish("Stopped", true); };
        }

        // Checking as the user types: the engine's own parse, validation and limits, through
        // `<endpoint>/validate`, underlined in the editor and listed under it.
        const lint = $("lint");
        let checks = 0, checkTimer = null;
        function scheduleCheck() {
          clearTimeout(checkTimer);
          checkTimer = setTimeout(check, 250);
        }
        async function check() {
          const id = ++checks, text = query.value;
          if (!tokens(text).some(t => t.kind !== 1 && t.kind !== 9)) { query.setMarks([]); return showLint([], "empty"); }
          const url = absoluteEndpoint();
          url.pathname = url.pathname.replace(/\/$/, "") + "/validate";
          try {
            const res = await fetch(url, {method: "POST", headers: requestHeaders("application/json"), body: JSON.stringify({query: text})});
            if (id !== checks) return;
            const json = res.ok ? await res.json() : null;
            if (!json || !Array.isArray(json.errors)) { query.setMarks([]); return showLint([], "unavailable"); }
            const all = tokens(text);
            const marks = [];
            for (const error of json.errors) {
              for (const at of error.locations || []) {
                const start = offsetOf(text, at.line, at.column);
                const t = all.find(k => k.start <= start && start < k.end && k.kind !== 9);
                marks.push({start, end: t ? t.end : start + 1, line: at.line, column: at.column, message: error.message});
              }
              if (!(error.locations || []).length) marks.push({start: text.length, end: text.length + 1, line: 0, column: 0, message: error.message});
            }
            if (query.value !== text) return;
            query.setMarks(marks);
            showLint(marks, "checked");
          } catch {
            if (id === checks) { query.setMarks([]); showLint([], "unavailable"); }
          }
        }
        function showLint(marks, state) {
          lint.dataset.state = state;
          lint.hidden = !marks.length;
          if (!marks.length) return void (lint.innerHTML = "");
          const at = query.area.selectionStart;
          const here = marks.find(m => at >= m.start && at <= m.end) || marks[0];
          lint.innerHTML = `<span class="count">${marks.length} problem${marks.length === 1 ? "" : "s"}</span>` +
            `<a class="where" data-at="${here.start}">${here.line ? here.line + ":" + here.column : "document"}</a> <span class="message">${esc(here.message)}</span>`;
        }
        lint.addEventListener("click", e => {
          const a = e.target.closest("a[data-at]");
          if (!a) return;
          query.area.focus();
          query.area.setSelectionRange(Number(a.dataset.at), Number(a.dataset.at));
        });
        query.onInput(scheduleCheck);
        query.area.addEventListener("keyup", () => { if (query.marks.length) showLint(query.marks, lint.dataset.state); });

        // Prettify: the document as graphql-js prints it, comments kept; variables and headers as
        // indented JSON. A document that does not parse is left as it is, with the error shown.
        function prettifyEditors() {
          try {
            const text = prettify(query.value);
            if (text !== query.value) query.replace(text);
          } catch (e) {
            return toast(`Not prettified: ${e.message}`);
          }
          for (const ed of [variables, headers]) {
            try { if (ed.value.trim()) { const t = JSON.stringify(JSON.parse(ed.value), null, 2); if (t !== ed.value) ed.replace(t); } } catch {}
          }
        }

        // Copy as curl: the operation under the cursor as a curl command line (POSIX shell quoting).
        const shellQuote = s => "'" + s.replace(/'/g, "'\\''") + "'";
        function curlCommand() {
          const ops = operations(query.value), at = query.area.selectionStart;
          const op = ops.find(o => at >= o.start && at <= o.end) || ops[0];
          const {payload, head} = runRequest(op);
          const parts = ["curl", shellQuote(absoluteEndpoint().href)];
          if (op && op.type === "subscription") parts.push("-N");
          for (const [k, v] of Object.entries(head)) parts.push("-H", shellQuote(`${k}: ${v}`));
          parts.push("--data-raw", shellQuote(JSON.stringify(payload)));
          return parts.join(" ");
        }
        async function copyCurlCommand() {
          let command;
          try { command = curlCommand(); } catch (e) { return toast(e.message); }
          $("copied").value = command;
          try { await navigator.clipboard.writeText(command); toast("Copied a curl command"); }
          catch { $("copied").hidden = false; $("copied").select(); toast("Copy the curl command (Ctrl-C)"); }
        }

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
          scheduleCheck();
        });

        async function share() {
          const params = new URLSearchParams({query: query.value});
          if (variables.value.trim() && variables.value.trim() !== "{}") params.set("variables", variables.value);
          const at = query.area.selectionStart, op = operations(query.value).find(o => at >= o.start && at <= o.end);
          if (op && op.name) params.set("operationName", op.name);
          // The endpoint answers a GET with a `query` parameter itself, so a page served there shares with `#`.
          const page = location.href.split(/[?#]/)[0], atEndpoint = absoluteEndpoint().href === page;
          const url = page + (atEndpoint ? "#" : "?") + params;
          history.replaceState(null, "", url);
          try { await navigator.clipboard.writeText(url); toast("Link copied"); } catch { toast("The link is in the address bar"); }
        }
        """#
}
