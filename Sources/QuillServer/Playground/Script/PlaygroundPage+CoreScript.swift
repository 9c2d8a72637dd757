extension PlaygroundPage {
    /// Shared helpers: element lookup, local storage, escaping, the toast.
    static let coreScript = #"""
        "use strict";
        // Marks for measuring the page: the script starts; see main (started), schema (schema), the data browser (table).
        performance.mark("quill:script");
        const $ = id => document.getElementById(id);
        const store = {
          get(key, fallback) { try { const v = localStorage.getItem("quill." + key); return v === null ? fallback : v; } catch { return fallback; } },
          set(key, value) { try { localStorage.setItem("quill." + key, value); } catch {} }
        };
        const esc = s => String(s).replace(/[&<>"]/g, c => ({"&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;"})[c]);
        function toast(text) {
          const t = $("toast");
          t.textContent = text;
          t.hidden = false;
          clearTimeout(toast.timer);
          toast.timer = setTimeout(() => { t.hidden = true; }, 2500);
        }
        """#
}
