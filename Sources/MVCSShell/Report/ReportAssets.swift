/// The style sheet and the one small script every report page carries inline, and the page
/// head that admits only them.
///
/// Pages are self-contained (they open from the file system, or from a CI server's artifact
/// viewer, with nothing else) and load nothing: the Content-Security-Policy allows no
/// network, no frames, no forms, and no script but this one, named by its SHA-256 hash, so
/// even a script tag that escaped escaping would not run.
///
/// ```swift
/// ReportAssets.head(title: "mvcs run")  // "<!DOCTYPE html>…<style>…</style>"
/// ```
enum ReportAssets {
  /// The page's start: doctype, policy, title and style sheet.
  static func head(title: String, bodyAttributes: String = "") -> String {
    """
    <!DOCTYPE html>
    <html lang="en"><head><meta charset="utf-8">
    <meta http-equiv="Content-Security-Policy" content="default-src 'none'; style-src 'unsafe-inline'; \
    script-src '\(scriptHash)'; base-uri 'none'; form-action 'none'">
    <meta name="viewport" content="width=device-width, initial-scale=1">
    <meta name="referrer" content="no-referrer">
    <title>\(HTMLText.escape(title))</title>
    <style>\(styleSheet)</style>
    </head>
    <body\(bodyAttributes)>

    """
  }

  /// The page's end: the script, then the closing tags.
  static let tail = "<script>\(script)</script>\n</body></html>\n"

  /// The SHA-256 of ``script`` as the policy names it; a test checks it against the script.
  static let scriptHash = "sha256-vM8eiYhQ1Aa3am/o/Ju6OaBZD7V/c780JbjOaKgAiF4="

  static let styleSheet = """
    :root { --fail: #c62828; --pass: #2e7d32; --muted: #59636e; --line: #d0d7de; }
    body { font: 14px/1.45 system-ui, -apple-system, "Segoe UI", sans-serif; margin: 0; color: #1f2328; \
    background: #f6f8fa; }
    header { padding: 12px 20px; background: #fff; border-bottom: 1px solid var(--line); }
    header a { color: #0969da; text-decoration: none; }
    h1 { font: 600 18px/1.3 ui-monospace, "DejaVu Sans Mono", monospace; margin: 4px 0; overflow-wrap: anywhere; }
    h3 { font-size: 12px; margin: 8px 0 2px; color: var(--muted); text-transform: uppercase; letter-spacing: .04em; }
    code, pre, .mono { font-family: ui-monospace, "DejaVu Sans Mono", monospace; }
    .passed-text { color: var(--pass); } .failed-text { color: var(--fail); }
    .muted { color: var(--muted); }
    .note { color: var(--muted); font-style: italic; }
    nav.filters { display: flex; gap: 8px; align-items: center; padding: 12px 20px; flex-wrap: wrap; }
    nav.filters button { font: inherit; padding: 3px 10px; border: 1px solid var(--line); border-radius: 14px; \
    background: #fff; cursor: pointer; }
    nav.filters button[aria-pressed="true"] { background: #0969da; border-color: #0969da; color: #fff; }
    nav.filters input { font: inherit; padding: 3px 8px; border: 1px solid var(--line); border-radius: 6px; \
    min-width: 16em; }
    table.scripts { border-collapse: collapse; margin: 0 20px 20px; background: #fff; min-width: 60%; }
    table.scripts th, table.scripts td { border-bottom: 1px solid var(--line); padding: 5px 10px; text-align: left; \
    vertical-align: top; }
    table.scripts td.number { text-align: right; font-variant-numeric: tabular-nums; white-space: nowrap; }
    table.scripts a { color: #0969da; font-family: ui-monospace, "DejaVu Sans Mono", monospace; \
    overflow-wrap: anywhere; }
    .badge { display: inline-block; font-size: 11px; font-weight: 700; padding: 1px 6px; border-radius: 10px; \
    color: #fff; }
    .badge.passed { background: var(--pass); } .badge.failed, .badge.error { background: var(--fail); }
    .first-problem { font: 12px/1.3 ui-monospace, "DejaVu Sans Mono", monospace; color: var(--fail); \
    overflow-wrap: anywhere; }
    main.script { display: grid; grid-template-columns: minmax(0, 1fr) auto; gap: 16px; padding: 16px 20px; \
    align-items: start; }
    @media (max-width: 1100px) { main.script { grid-template-columns: minmax(0, 1fr); } }
    ol.steps { list-style: none; margin: 0; padding: 0; }
    li.step { background: #fff; border: 1px solid var(--line); border-radius: 6px; margin-bottom: 5px; }
    li.step.current { outline: 2px solid #0969da; outline-offset: -1px; }
    li.step summary { cursor: pointer; padding: 5px 10px; display: flex; gap: 10px; align-items: baseline; }
    li.step .number { color: var(--muted); font-size: 12px; min-width: 2.5em; text-align: right; }
    li.step .mark { width: 1.1em; text-align: center; font-weight: 700; color: var(--pass); }
    li.step.mismatch .mark, li.step.failed .mark { color: var(--fail); }
    li.step.notRun { opacity: .55; } li.step.notRun .mark { color: var(--muted); }
    li.step.mismatch, li.step.failed { border-color: var(--fail); }
    .command { flex: 1; white-space: pre-wrap; overflow-wrap: anywhere; }
    .place, .clock { color: var(--muted); font-size: 12px; white-space: nowrap; }
    .details { padding: 2px 12px 10px 54px; border-top: 1px solid #eaeef2; }
    pre.block { font-size: 13px; line-height: 1.3; white-space: pre; background: #f6f8fa; padding: 6px 8px; \
    border-radius: 4px; margin: 2px 0 6px; max-height: 30em; overflow: auto; }
    pre.problems { color: var(--fail); }
    .diff .removed { color: #b31d28; background: #ffeef0; display: block; }
    .diff .added { color: #22863a; background: #e6ffec; display: block; }
    .diff .hunk { color: #6f42c1; display: block; }
    ul.events { font: 12px/1.4 ui-monospace, "DejaVu Sans Mono", monospace; margin: 2px 0 6px; padding-left: 1.2em; }
    ul.events li { overflow-wrap: anywhere; }
    ul.events .action { color: #0550ae; font-weight: 600; } ul.events .note { color: #953800; }
    ul.events .store { color: #8250df; }
    aside.panel { position: sticky; top: 12px; background: #1e1e1e; color: #d4d4d4; border-radius: 6px; \
    padding: 10px 12px; max-height: calc(100vh - 24px); overflow: auto; }
    aside.panel h2 { font: 12px/1.4 system-ui, sans-serif; margin: 0 0 6px; color: #9da5b4; }
    pre.screen { font: 14px/1.25 "DejaVu Sans Mono", ui-monospace, monospace; margin: 0; white-space: pre; \
    min-height: 2em; }
    p.no-screen { font-style: italic; color: #9da5b4; max-width: 60ch; margin: 0; white-space: normal; }
    kbd { border: 1px solid var(--line); border-radius: 3px; padding: 0 4px; font-size: 12px; background: #fff; }
    """

  /// The pages' script: the index's filter, and a script page's steps and screen panel.
  ///
  /// On the index it filters the rows by status and text; on a script's page it selects
  /// steps (click, Up/Down, j/k, Home/End, `#step-N` in the address) and shows the screen
  /// after the selected one. It reads the page and writes only classes, `hidden` and
  /// `textContent`, never markup.
  static let script = """
    "use strict";
    (function () {
      var filters = document.getElementById("filters");
      if (filters) {
        var rows = Array.prototype.slice.call(document.querySelectorAll("table.scripts tbody tr"));
        var search = document.getElementById("search");
        var shown = document.getElementById("shown");
        var mode = "all";
        var apply = function () {
          var words = search.value.toLowerCase().split(/\\s+/).filter(Boolean);
          var count = 0;
          rows.forEach(function (row) {
            var status = row.getAttribute("data-status");
            var text = row.getAttribute("data-search");
            var visible = (mode === "all" || (mode === "failed") === (status !== "passed")) &&
              words.every(function (word) { return text.indexOf(word) >= 0; });
            row.hidden = !visible;
            if (visible) { count += 1; }
          });
          shown.textContent = count + " of " + rows.length + " shown";
        };
        filters.addEventListener("click", function (event) {
          var button = event.target.closest("button[data-filter]");
          if (!button) { return; }
          mode = button.getAttribute("data-filter");
          filters.querySelectorAll("button[data-filter]").forEach(function (other) {
            other.setAttribute("aria-pressed", String(other === button));
          });
          apply();
        });
        search.addEventListener("input", apply);
        apply();
      }
      var steps = Array.prototype.slice.call(document.querySelectorAll("li.step"));
      if (!steps.length) { return; }
      var screens = Array.prototype.slice.call(document.querySelectorAll("pre.screen"));
      var heading = document.getElementById("panel-step");
      var none = document.getElementById("no-screen");
      var current = -1;
      var openedHere = false;
      var select = function (index, scroll) {
        if (index < 0 || index >= steps.length) { return; }
        if (current >= 0) {
          steps[current].classList.remove("current");
          steps[current].removeAttribute("aria-current");
          if (openedHere) { steps[current].querySelector("details").open = false; }
        }
        current = index;
        var step = steps[index];
        var details = step.querySelector("details");
        openedHere = !details.open;
        details.open = true;
        step.classList.add("current");
        step.setAttribute("aria-current", "step");
        var screen = step.getAttribute("data-screen");
        screens.forEach(function (pre) { pre.hidden = pre.id !== "screen-" + screen; });
        heading.textContent = step.getAttribute("data-title");
        none.hidden = screen !== null;
        none.textContent = screen === null ? step.getAttribute("data-no-screen") : "";
        if (scroll) { step.scrollIntoView({ block: "nearest" }); }
        if (history.replaceState) { history.replaceState(null, "", "#" + step.id); }
      };
      steps.forEach(function (step, index) {
        step.querySelector("summary").addEventListener("click", function (event) {
          event.preventDefault();
          if (index === current) {
            var details = step.querySelector("details");
            details.open = !details.open;
            openedHere = false;
          } else {
            select(index, false);
          }
        });
      });
      document.addEventListener("keydown", function (event) {
        if (event.altKey || event.ctrlKey || event.metaKey) { return; }
        if (event.target.closest && event.target.closest("input, textarea, select")) { return; }
        var moves = { ArrowDown: 1, j: 1, ArrowUp: -1, k: -1 };
        if (event.key in moves) {
          select(Math.min(steps.length - 1, Math.max(0, current + moves[event.key])), true);
        } else if (event.key === "Home") {
          select(0, true);
        } else if (event.key === "End") {
          select(steps.length - 1, true);
        } else {
          return;
        }
        event.preventDefault();
      });
      var wanted = document.getElementById(decodeURIComponent(location.hash.slice(1)));
      var start = steps.indexOf(wanted);
      if (start < 0) { start = Number(document.body.getAttribute("data-first-problem") || 0); }
      select(start, start > 0);
    })();
    """
}
