extension PlaygroundPage {
    /// The editors (highlighting, line numbers, error marks) and the completion list.
    static let editorScript = #"""
        // An editor: a transparent textarea over a highlighted <pre>, with line numbers; a
        // GraphQL editor also underlines `marks` (validation errors) and offers completions.
        function editor(host, highlight, key, initial) {
          host.innerHTML = '<div class="gutter"><div></div></div><div class="code"><pre aria-hidden="true"></pre>' +
            '<textarea spellcheck="false" autocomplete="off" autocapitalize="off" wrap="off"></textarea></div>';
          const gutter = host.querySelector(".gutter div"), pre = host.querySelector("pre"), area = host.querySelector("textarea");
          area.setAttribute("aria-label", key);
          let marks = [], markedLines = new Map(), lines = 0, text = "";
          const listeners = [];
          const sync = () => {
            pre.scrollTop = area.scrollTop;
            pre.scrollLeft = area.scrollLeft;
            gutter.style.transform = `translateY(${-area.scrollTop}px)`;
          };
          const render = () => {
            text = area.value;
            pre.innerHTML = highlight(text, marks) + "\n";
            let count = 1;
            for (let i = text.indexOf("\n"); i >= 0; i = text.indexOf("\n", i + 1)) count++;
            if (count !== lines || gutter.dataset.marked !== String(markedLines.size)) {
              lines = count;
              gutter.dataset.marked = markedLines.size;
              gutter.innerHTML = Array.from({length: count}, (_, i) => markedLines.has(i + 1) ? `<span class="ln-e" title="${esc(markedLines.get(i + 1))}">${i + 1}</span>` : i + 1).join("\n");
            }
            sync();
          };
          const insert = (t, from = area.selectionStart, to = area.selectionEnd) => {
            area.focus();
            area.setSelectionRange(from, to);
            if (!document.execCommand("insertText", false, t)) {
              area.setRangeText(t, from, to, "end");
              area.dispatchEvent(new Event("input"));
            }
          };
          // Large documents render once per frame, however fast the keys come.
          let queued = false;
          area.addEventListener("input", e => {
            const before = text;
            store.set(key, area.value);
            shiftMarks(before, area.value);
            if (area.value.length < 20000) render();
            else if (!queued) { queued = true; requestAnimationFrame(() => { queued = false; render(); }); }
            for (const listener of listeners) listener(e);
          });
          // Marks after an edit move with the text; those it touched go until the next check.
          function shiftMarks(before, after) {
            if (!marks.length) return;
            let p = 0;
            while (p < before.length && p < after.length && before[p] === after[p]) p++;
            let s = 0;
            while (s < before.length - p && s < after.length - p && before[before.length - 1 - s] === after[after.length - 1 - s]) s++;
            const delta = after.length - before.length, editEnd = before.length - s;
            marks = marks.filter(m => m.end <= p || m.start >= editEnd).map(m => m.start >= editEnd ? {...m, start: m.start + delta, end: m.end + delta} : m);
          }
          area.addEventListener("scroll", sync);
          area.addEventListener("keydown", e => {
            if (e.defaultPrevented || e.ctrlKey || e.metaKey || e.altKey) return;
            const v = area.value, start = area.selectionStart, end = area.selectionEnd;
            if (e.key === "Tab") {
              e.preventDefault();
              if (!e.shiftKey && !v.slice(start, end).includes("\n")) return insert("  ");
              const from = v.lastIndexOf("\n", start - 1) + 1;
              const block = v.slice(from, end).split("\n").map(l => e.shiftKey ? l.replace(/^ {1,2}/, "") : "  " + l).join("\n");
              insert(block, from, end);
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
            host, area, pre, insert,
            get value() { return area.value; },
            set value(t) { area.value = t; store.set(key, t); marks = []; markedLines = new Map(); render(); },
            // Replaces the whole text as an edit (undoable), keeping the cursor near where it was.
            replace(t) {
              const at = area.selectionStart;
              insert(t, 0, area.value.length);
              area.setSelectionRange(Math.min(at, t.length), Math.min(at, t.length));
            },
            get marks() { return marks; },
            setMarks(list) {
              marks = list;
              markedLines = new Map();
              for (const m of list) if (!markedLines.has(m.line)) markedLines.set(m.line, m.message);
              render();
            },
            onInput(listener) { listeners.push(listener); },
            // The caret's place in the editor's box (CSS pixels), below the line of `offset`.
            caretPoint(offset) {
              const cs = getComputedStyle(pre);
              if (!this.charWidth) {
                const probe = document.createElement("span");
                probe.textContent = "x".repeat(100);
                pre.appendChild(probe);
                this.charWidth = probe.getBoundingClientRect().width / 100;
                probe.remove();
              }
              const lineHeight = parseFloat(cs.lineHeight) || 18;
              const before = area.value.slice(0, offset), line = before.split("\n").length - 1;
              const column = before.slice(before.lastIndexOf("\n") + 1).replace(/\t/g, "  ").length;
              return {
                x: parseFloat(cs.paddingLeft) + column * this.charWidth - area.scrollLeft,
                y: parseFloat(cs.paddingTop) + (line + 1) * lineHeight - area.scrollTop, lineHeight,
              };
            },
          };
        }

        // The offset of a 1-based line and column in `text`.
        function offsetOf(text, line, column) {
          let at = 0;
          for (let l = 1; l < line && at >= 0; l++) at = text.indexOf("\n", at) + 1 || text.length;
          return Math.min(text.length, at + column - 1);
        }

        // The completion list under the query editor's caret: opens as a name, `$` or `@` is typed
        // (or on Ctrl-Space), narrows as typing goes on; arrows choose, Enter or Tab accepts, Escape closes.
        function attachCompletion(ed) {
          const box = document.createElement("div");
          box.className = "complete";
          box.id = "completions";
          box.hidden = true;
          box.setAttribute("role", "listbox");
          ed.area.parentElement.appendChild(box);
          let current = null, chosen = 0;
          const close = () => { box.hidden = true; current = null; };
          function open(explicit) {
            const found = completions(ed.area.value, ed.area.selectionStart);
            if (!found || !found.items.length || (!explicit && !found.prefix)) return close();
            current = found;
            chosen = 0;
            show();
            const at = ed.caretPoint(found.start), width = ed.area.clientWidth, height = ed.area.clientHeight;
            box.style.left = Math.max(0, Math.min(at.x, width - box.offsetWidth - 4)) + "px";
            box.style.top = (at.y + box.offsetHeight > height && at.y - at.lineHeight - box.offsetHeight > 0 ? at.y - at.lineHeight - box.offsetHeight : at.y) + "px";
          }
          function show() {
            const items = current.items.slice(0, 100), item = items[chosen];
            box.innerHTML = '<ul>' + items.map((c, k) => `<li data-k="${k}" role="option"${k === chosen ? ' class="on" aria-selected="true"' : ""}>` +
              `<span class="label${c.deprecated ? " deprecated" : ""}">${esc(c.label)}</span><span class="detail">${esc(c.detail)}</span></li>`).join("") + "</ul>" +
              `<div class="info"><b>${esc(item.label)}</b>${item.detail ? ": " + esc(item.detail) : ""} <small>${esc(item.kind)}</small>` +
              (item.description ? `<div>${esc(item.description)}</div>` : "") + "</div>";
            box.hidden = false;
            const on = box.querySelector("li.on");
            if (on) on.scrollIntoView({block: "nearest"});
          }
          function accept(k = chosen) {
            const item = current.items[k], {start, end} = current;
            close();
            ed.insert(item.label, start, end);
          }
          // (Before the editor's own keys: Enter and Tab accept here.)
          ed.area.addEventListener("keydown", e => {
            if (e.ctrlKey && e.key === " ") { e.preventDefault(); return open(true); }
            if (!current) return;
            const n = Math.min(current.items.length, 100);
            if (e.key === "ArrowDown" || e.key === "ArrowUp") { e.preventDefault(); chosen = (chosen + (e.key === "ArrowDown" ? 1 : n - 1)) % n; show(); }
            else if (e.key === "PageDown" || e.key === "PageUp") { e.preventDefault(); chosen = Math.max(0, Math.min(n - 1, chosen + (e.key === "PageDown" ? 8 : -8))); show(); }
            else if ((e.key === "Enter" || e.key === "Tab") && !e.ctrlKey && !e.metaKey && !e.shiftKey) { e.preventDefault(); accept(); }
            else if (e.key === "Escape") { e.preventDefault(); e.stopPropagation(); close(); }
          }, true);
          ed.onInput(e => {
            if (current || (e.inputType === "insertText" && /^[_A-Za-z0-9$@]$/.test(e.data || ""))) open(false);
          });
          ed.area.addEventListener("blur", () => setTimeout(() => { if (document.activeElement !== ed.area) close(); }, 150));
          ed.area.addEventListener("click", close);
          ed.area.addEventListener("scroll", close);
          box.addEventListener("mousedown", e => {
            const li = e.target.closest("li");
            e.preventDefault();
            if (li) accept(Number(li.dataset.k));
          });
          return {open, close, get isOpen() { return !!current; }};
        }
        """#
}
