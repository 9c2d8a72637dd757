extension PlaygroundPage {
    /// GraphQL tokens and highlighting, and a parser and printer for prettify and the explorer.
    static let languageScript = #"""
        // The language: tokens, highlighting, and a parser and printer for executable documents
        // (prettify and the explorer), which keep the document's comments.

        // GraphQL token kinds, by capture group: 1 comment, 2 block string, 3 string, 4 variable,
        // 5 directive, 6 name, 7 number, 8 punctuator, 9 ignored, 10 other.
        const GQL = /(#[^\n\r]*)|("""(?:\\"""|[\s\S])*?(?:"""|$))|("(?:[^"\\\n\r]|\\.)*"?)|(\$[_A-Za-z]\w*)|(@[_A-Za-z]\w*)|([_A-Za-z]\w*)|(-?\d+(?:\.\d+)?(?:[eE][+-]?\d+)?)|(\.\.\.|[!&()[\]{}:=|$@])|([\s,\uFEFF]+)|([\s\S])/gy;
        function tokens(text) {
          const out = [];
          GQL.lastIndex = 0;
          for (let m; GQL.lastIndex < text.length && (m = GQL.exec(text));) {
            let kind = 1;
            while (m[kind] === undefined) kind++;
            out.push({kind, text: m[0], start: m.index, end: m.index + m[0].length});
          }
          return out;
        }
        const CLASSES = ["", "c", "s", "s", "v", "d", "n", "m", "p", "", ""];
        const DEFINITIONS = /^(query|mutation|subscription|fragment)$/;
        // The document as HTML, its tokens classed by role; a token that starts inside one of
        // `marks` ({start, end}: the validation errors) is underlined.
        function highlightGraphQL(text, marks = []) {
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
            if (t.kind !== 9 && marks.some(m => t.start >= m.start && t.start < m.end)) cls = (cls + " e").trim();
            html += cls ? `<span class="${cls}">${esc(t.text)}</span>` : esc(t.text);
          });
          // An error at the very end (an unfinished document) underlines a space after it.
          if (marks.some(m => m.start >= text.length)) html += '<span class="e"> </span>';
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

        // The operations of a document, with their source ranges (read from its tokens, so an
        // unfinished document has them too).
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

        // An executable document's tree. Definitions and selections are items with `leading`
        // comments (their own lines before them) and a `trailing` one (after them on their last
        // line); comments inside an item's head move before it; those before a closing brace stay
        // there (`end`). Values, types and directives are kept as printed text.
        class SyntaxError_ extends Error {
          constructor(message, at) { super(message); this.at = at; }
        }
        function parseDocument(text) {
          const all = [];
          let comments = [], lastEnd = -1;
          for (const t of tokens(text)) {
            if (t.kind === 9) continue;
            if (t.kind === 1) {
              comments.push({text: t.text.trimEnd(), sameLine: lastEnd >= 0 && !/[\n\r]/.test(text.slice(lastEnd, t.start))});
              continue;
            }
            if (t.kind === 10 || (t.kind === 3 && (t.text.length < 2 || !t.text.endsWith('"'))) || (t.kind === 2 && (t.text.length < 6 || !t.text.endsWith('"""')))) {
              throw new SyntaxError_(t.kind === 10 ? `Unexpected character "${t.text}".` : "Unterminated string.", t.start);
            }
            t.comments = comments;
            comments = [];
            lastEnd = t.end;
            all.push(t);
          }
          all.push({kind: 0, text: "", start: text.length, end: text.length, comments});
          let i = 0, owner = null;
          const peek = () => all[i];
          const describe = t => t.kind === 0 ? "<EOF>" : t.kind === 6 ? `Name "${t.text}"` : `"${t.text}"`;
          const fail = (what, t = peek()) => { throw new SyntaxError_(what ? `Expected ${what}, found ${describe(t)}.` : `Unexpected ${describe(t)}.`, t.start); };
          const next = () => {
            const t = all[i++];
            if (owner) owner.leading.push(...t.comments.splice(0).map(c => c.text));
            return t;
          };
          const is = text => (peek().kind === 8 || peek().kind === 6) && peek().text === text;
          const expect = text => is(text) ? next() : fail(`"${text}"`);
          const name = () => peek().kind === 6 ? next().text : fail("Name");
          // Items until `close` (null: the end of the document).
          function list(parseItem, close) {
            const items = [];
            let prev = null;
            const atClose = () => close === null ? peek().kind === 0 : is(close);
            const takeTrailing = () => {
              const t = peek();
              if (prev && t.comments.length && t.comments[0].sameLine) prev.trailing = t.comments.shift().text;
            };
            while (!atClose()) {
              if (peek().kind === 0) fail(`"${close}"`);
              takeTrailing();
              const item = {leading: peek().comments.splice(0).map(c => c.text), trailing: null};
              const outer = owner;
              owner = item;
              parseItem(item);
              owner = outer;
              items.push(item);
              prev = item;
            }
            takeTrailing();
            const end = peek().comments.splice(0).map(c => c.text);
            if (close !== null) next();
            return {items, end};
          }
          function value() {
            const t = peek();
            if (t.kind === 3) return printString(stringValue(next()));
            if (t.kind === 2) return printBlockString(blockStringValue(next().text));
            if (t.kind === 4 || t.kind === 7 || t.kind === 6) return next().text;
            if (is("[")) {
              next();
              const values = [];
              while (!is("]")) { if (peek().kind === 0) fail('"]"'); values.push(value()); }
              next();
              return "[" + values.join(", ") + "]";
            }
            if (is("{")) {
              next();
              const fields = [];
              while (!is("}")) { const n = name(); expect(":"); fields.push(n + ": " + value()); }
              next();
              return "{" + fields.join(", ") + "}";
            }
            return fail();
          }
          function args() {
            expect("(");
            const out = [];
            do { const n = name(); expect(":"); out.push({name: n, value: value()}); } while (!is(")"));
            next();
            return out;
          }
          function directives() {
            const out = [];
            while (peek().kind === 5) {
              const n = next().text;
              out.push(n + (is("(") ? "(" + args().map(a => a.name + ": " + a.value).join(", ") + ")" : ""));
            }
            return out;
          }
          function type() {
            let out;
            if (is("[")) { next(); out = "[" + type() + "]"; expect("]"); }
            else out = name();
            if (is("!")) { next(); out += "!"; }
            return out;
          }
          const selectionSet = () => { expect("{"); return list(selection, "}"); };
          function selection(item) {
            if (is("...")) {
              next();
              if (peek().kind === 6 && peek().text !== "on") {
                Object.assign(item, {kind: "spread", name: name(), directives: directives()});
                return;
              }
              item.kind = "inline";
              item.on = is("on") ? (next(), name()) : null;
              item.directives = directives();
              item.selections = selectionSet();
              return;
            }
            item.kind = "field";
            let n = name();
            item.alias = null;
            if (is(":")) { next(); item.alias = n; n = name(); }
            item.name = n;
            item.args = is("(") ? args() : [];
            item.directives = directives();
            item.selections = is("{") ? selectionSet() : null;
          }
          function definition(item) {
            const t = peek();
            if (is("{")) {
              Object.assign(item, {kind: "operation", operation: "query", name: null, variables: [], directives: []});
            } else if (t.kind === 6 && /^(query|mutation|subscription)$/.test(t.text)) {
              next();
              Object.assign(item, {kind: "operation", operation: t.text, name: peek().kind === 6 ? name() : null});
              item.variables = [];
              if (is("(")) {
                next();
                do {
                  if (peek().kind !== 4) fail("Variable");
                  let v = next().text;
                  expect(":");
                  v += ": " + type();
                  if (is("=")) { next(); v += " = " + value(); }
                  const d = directives();
                  item.variables.push(v + (d.length ? " " + d.join(" ") : ""));
                } while (!is(")"));
                next();
              }
              item.directives = directives();
            } else if (t.kind === 6 && t.text === "fragment") {
              next();
              item.kind = "fragment";
              if (is("on")) fail("Name");
              item.name = name();
              expect("on");
              item.on = name();
              item.directives = directives();
            } else {
              fail();
            }
            item.selections = selectionSet();
          }
          return list(definition, null);
        }

        // String values, read and printed as graphql-js reads and prints them.
        const ESCAPES = {'"': '"', "\\": "\\", "/": "/", b: "\b", f: "\f", n: "\n", r: "\r", t: "\t"};
        function stringValue(t) {
          return t.text.slice(1, -1).replace(/\\(u\{([0-9A-Fa-f]+)\}|u([0-9A-Fa-f]{4})|.)/g, (m, e, wide, four) => {
            if (wide !== undefined || four !== undefined) return String.fromCodePoint(parseInt(wide || four, 16));
            if (e in ESCAPES) return ESCAPES[e];
            throw new SyntaxError_(`Invalid character escape sequence: "\\${e}".`, t.start);
          });
        }
        const printString = value => '"' + value.replace(/[\x00-\x1f\x22\x5c\x7f-\x9f]/g, c =>
          ({"\b": "\\b", "\t": "\\t", "\n": "\\n", "\f": "\\f", "\r": "\\r", '"': '\\"', "\\": "\\\\"})[c] ||
          "\\u" + c.charCodeAt(0).toString(16).toUpperCase().padStart(4, "0")) + '"';
        const blankPrefix = line => line.length - line.replace(/^[ \t]*/, "").length;
        function blockStringValue(raw) {
          const lines = raw.slice(3, -3).replace(/\\"""/g, '"""').split(/\r\n|[\n\r]/g);
          let common = Infinity, first = null, last = -1;
          lines.forEach((line, i) => {
            const indent = blankPrefix(line);
            if (indent === line.length) return;
            if (first === null) first = i;
            last = i;
            if (i !== 0 && indent < common) common = indent;
          });
          return lines.map((line, i) => i === 0 ? line : line.slice(common)).slice(first ?? 0, last + 1).join("\n");
        }
        function printBlockString(value) {
          const escaped = value.replace(/"""/g, '\\"""');
          const lines = escaped.split(/\r\n|[\n\r]/g), single = lines.length === 1;
          const leadingNewLine = lines.length > 1 && lines.slice(1).every(l => l.length === 0 || /^[ \t]/.test(l));
          const trailingTripleQuotes = escaped.endsWith('\\"""');
          const trailingNewLine = (value.endsWith('"') && !trailingTripleQuotes) || value.endsWith("\\");
          const multipleLines = !single || value.length > 70 || trailingNewLine || leadingNewLine || trailingTripleQuotes;
          const skipLeadingNewLine = single && /^[ \t]/.test(value);
          return '"""' + ((multipleLines && !skipLeadingNewLine) || leadingNewLine ? "\n" : "") + escaped + (multipleLines || trailingNewLine ? "\n" : "") + '"""';
        }

        // A parsed document printed as graphql-js's `print` prints it, with its comments kept.
        function printDocument(doc) {
          const join = (parts, separator) => parts.filter(p => p).join(separator);
          const indent = text => text ? "  " + text.replace(/\n/g, "\n  ") : "";
          const item = (it, body) => it.leading.map(c => c + "\n").join("") + body + (it.trailing ? " " + it.trailing : "");
          const block = set => {
            const lines = set.items.map(s => item(s, selection(s)));
            if (set.end.length) lines.push(set.end.join("\n"));
            return "{\n" + indent(lines.join("\n")) + "\n}";
          };
          const argList = (args, separator) => args.map(a => a.name + ": " + a.value).join(separator);
          function selection(s) {
            if (s.kind === "spread") return "..." + s.name + (s.directives.length ? " " + s.directives.join(" ") : "");
            if (s.kind === "inline") return join(["...", s.on && "on " + s.on, s.directives.join(" "), block(s.selections)], " ");
            const prefix = (s.alias ? s.alias + ": " : "") + s.name;
            let line = prefix + (s.args.length ? "(" + argList(s.args, ", ") + ")" : "");
            if (line.length > 80) line = prefix + "(\n" + indent(argList(s.args, "\n")) + "\n)";
            return join([line, s.directives.join(" "), s.selections && block(s.selections)], " ");
          }
          function definition(d) {
            if (d.kind === "fragment") return `fragment ${d.name} on ${d.on} ${d.directives.length ? d.directives.join(" ") + " " : ""}` + block(d.selections);
            const variables = d.variables.length ? "(" + d.variables.join(", ") + ")" : "";
            const prefix = join([d.operation, (d.name || "") + variables, d.directives.join(" ")], " ");
            return (prefix === "query" ? "" : prefix + " ") + block(d.selections);
          }
          const parts = doc.items.map(d => item(d, definition(d)));
          if (doc.end.length) parts.push(doc.end.join("\n"));
          return parts.join("\n\n") + "\n";
        }
        // The document prettified (its comments kept); throws a SyntaxError_ for one that does not parse.
        const prettify = text => text.trim() ? printDocument(parseDocument(text)) : text;
        """#
}
