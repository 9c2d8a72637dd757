extension PlaygroundPage {
    /// Requests to the endpoint with the user's headers; graphql-transport-ws and SSE subscriptions.
    static let transportScript = #"""
        // Talking to the endpoint: requests with the user's headers, and graphql-transport-ws
        // (operations multiplexed on one WebSocket) or Server-Sent Events for subscriptions.
        const endpoint = $("endpoint");
        const serverEndpoint = document.body.dataset.endpoint || "/graphql";
        endpoint.value = store.get("endpoint", serverEndpoint);
        const endpointURL = () => endpoint.value.trim() || serverEndpoint;
        const absoluteEndpoint = () => new URL(endpointURL(), location.href);

        function parseObject(text, what) {
          if (!text.trim()) return undefined;
          let value;
          try { value = JSON.parse(text); } catch (e) { throw new Error(`${what} are not valid JSON: ${e.message}`); }
          if (value === null || typeof value !== "object" || Array.isArray(value)) throw new Error(`${what} must be a JSON object.`);
          return value;
        }
        // The headers the user set (the Headers editor: a token, an API key), as strings.
        const userHeaders = () => Object.fromEntries(Object.entries(parseObject(headers.value, "Headers") || {}).map(([k, v]) => [k, String(v)]));
        const requestHeaders = accept => ({"Content-Type": "application/json", "Accept": accept, ...userHeaders()});
        const JSON_ACCEPT = "application/graphql-response+json, application/json";

        // Sends a GraphQL request; resolves with the response's JSON (HTTP errors included), or
        // throws when the endpoint cannot be reached or answers with something else.
        async function request(query, variables, operationName) {
          const body = {query};
          if (variables) body.variables = variables;
          if (operationName) body.operationName = operationName;
          const res = await fetch(endpointURL(), {method: "POST", headers: requestHeaders(JSON_ACCEPT), body: JSON.stringify(body)});
          const text = await res.text();
          try { return JSON.parse(text); } catch { throw new Error(`HTTP ${res.status}: ${text.slice(0, 200)}`); }
        }

        function webSocketURL() {
          const url = absoluteEndpoint();
          if (!/^https?:$/.test(url.protocol)) return null;
          url.protocol = url.protocol === "https:" ? "wss:" : "ws:";
          return url;
        }
        // A graphql-transport-ws connection. `params()` gives the connection_init payload at each
        // connection. `subscribe(payload, sink)` runs an operation (sink: next, error, complete)
        // and returns its stop. Without `reconnect`, a lost socket ends every operation with
        // `sink.error(reason, acknowledged)`; with it, the socket opens again (after 0.5 s,
        // doubling to 10 s) and the operations are sent again; `onState` hears "open",
        // "reconnecting" and "closed".
        function graphQLSocket(params, {reconnect = false, onState = () => {}} = {}) {
          const url = webSocketURL();
          const ops = new Map();
          let socket = null, acked = false, ended = false, nextId = 0, attempts = 0, timer = null;
          const send = m => { if (socket && socket.readyState === 1) socket.send(JSON.stringify(m)); };
          function connect() {
            acked = false;
            if (!url) return lost("no WebSocket for this endpoint");
            try { socket = new WebSocket(url, "graphql-transport-ws"); } catch (e) { return lost(e.message); }
            const current = socket;
            current.onopen = () => send({type: "connection_init", payload: params()});
            current.onmessage = e => {
              let m;
              try { m = JSON.parse(e.data); } catch { return current.close(4400, "Not JSON"); }
              const op = ops.get(m.id);
              if (m.type === "connection_ack") {
                acked = true;
                attempts = 0;
                for (const [id, o] of ops) send({id, type: "subscribe", payload: o.payload});
                onState("open");
              } else if (m.type === "ping") send({type: "pong"});
              else if (op && m.type === "next") op.sink.next(m.payload);
              else if (op && m.type === "error") { ops.delete(m.id); op.sink.error(m.payload, true); }
              else if (op && m.type === "complete") { ops.delete(m.id); op.sink.complete(); }
            };
            current.onclose = e => {
              if (socket !== current) return;
              socket = null;
              if (!ended) lost(`Connection closed (${e.code}${e.reason ? " " + e.reason : ""})`);
            };
          }
          function lost(reason) {
            const wasAcked = acked;
            acked = false;
            if (reconnect && !ended) {
              onState("reconnecting", reason);
              timer = setTimeout(connect, Math.min(10000, 500 * 2 ** attempts++));
              return;
            }
            ended = true;
            onState("closed", reason);
            const all = [...ops.values()];
            ops.clear();
            for (const o of all) o.sink.error(reason, wasAcked);
          }
          return {
            subscribe(payload, sink) {
              const id = String(++nextId);
              ops.set(id, {payload, sink});
              if (!socket && !timer && !ended) connect();
              else if (acked) send({id, type: "subscribe", payload});
              return () => { if (ops.delete(id)) send({id, type: "complete"}); };
            },
            close() {
              ended = true;
              clearTimeout(timer);
              if (socket) socket.close(1000);
              socket = null;
            },
            get acknowledged() { return acked; },
          };
        }
        // A subscription over Server-Sent Events (graphql-sse's distinct connections); the same sink.
        function overSSE(payload, head, sink) {
          const abort = new AbortController();
          let finished = false;
          const finish = f => { if (!finished) { finished = true; f(); } };
          (async () => {
            const res = await fetch(endpointURL(), {method: "POST", headers: head, body: JSON.stringify(payload), signal: abort.signal});
            if (!/text\/event-stream/.test(res.headers.get("Content-Type") || "")) {
              const text = await res.text();
              let body;
              try { body = JSON.parse(text); } catch { body = text; }
              return finish(() => sink.error(body && body.errors ? body.errors : [{message: `${res.status} ${res.statusText}: ${text}`}], true, res));
            }
            sink.open && sink.open("sse");
            const reader = res.body.pipeThrough(new TextDecoderStream()).getReader();
            let buffer = "";
            for (;;) {
              const {value, done} = await reader.read();
              if (done) break;
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
                if (event === "complete") { abort.abort(); return finish(() => sink.complete()); }
                if (data.length) { try { sink.next(JSON.parse(data.join("\n"))); } catch { sink.next(data.join("\n")); } }
              }
            }
            finish(() => sink.complete("Stream ended"));
          })().catch(e => { if (e.name !== "AbortError") finish(() => sink.error(`Network error: ${e.message}`, false)); });
          return () => { finished = true; abort.abort(); };
        }
        """#
}
