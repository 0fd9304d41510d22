#!/usr/bin/env bash
# The HTML report rendered by a real headless browser (issue 16, part 5):
# a run of a flawed backend (tests/conform/flawed_adapter.py) over a few
# corpus files must show, in the first screen of 1400x900, the failures by
# class; the matrix's header row must stay in place when its box scrolls
# (sticky headers); and the plots must render. The browser measures the
# page itself (a script injected into a copy of the report prints the
# boxes); structure is compared, not pixels. The screenshot is kept beside
# the report for a person to look at.
# Chromium comes from Debian's packages: installed here when missing and
# possible (root, network); otherwise the test is skipped (exit 77).
#   usage: browser_report_test.sh HLOREF_BINARY SOURCE_DIR WORK_DIR
set -uo pipefail
hloref="$1" source="$2" work="$3"
mkdir -p "$work" && work="$(cd "$work" && pwd)"

browser=""
find_browser() {
  for b in chromium chromium-browser google-chrome; do
    if command -v "$b" >/dev/null 2>&1; then browser="$(command -v "$b")"; return 0; fi
  done
  return 1
}
if ! find_browser && [ "$(id -u)" -eq 0 ] && command -v apt-get >/dev/null 2>&1; then
  echo "browser-test: installing chromium (Debian)"
  export DEBIAN_FRONTEND=noninteractive
  { timeout 900 apt-get install -y -qq --no-install-recommends chromium fonts-dejavu-core ||
    { timeout 300 apt-get update -qq && timeout 900 apt-get install -y -qq --no-install-recommends chromium fonts-dejavu-core; }
  } >"$work/apt.log" 2>&1
  find_browser
fi
if [ -z "$browser" ]; then
  echo "browser-test: skipped: no headless browser (chromium) and none could be installed"
  exit 77
fi

# A corpus with failures of several classes and element types.
corpus="$work/corpus"
mkdir -p "$corpus"
case_of() {  # name marker type literal
  local t="tensor<4x$3>"
  printf '  - name: %s\n    program: |\n      // %s\n      func.func @main(%%a: %s) -> %s {\n        func.return %%a : %s\n      }\n    inputs:\n      - dense<%s> : %s\n    returns:\n      - dense<%s> : %s\n' \
    "$1" "$2" "$t" "$t" "$t" "$4" "$t" "$4" "$t"
}
{
  echo "op: flawed"
  echo "cases:"
  case_of subnormal FLUSH f32 "[1.0, 1.0e-40, -2.0e-41, 3.0]"
  case_of reversed SWAP f32 "[1.0, 2.0, 3.0, 4.0]"
  case_of nearly ULP f32 "[1.5, 2.0, 3.0, 4.0]"
  case_of noise NOISE "complex<f32>" "[(1.0, 0.0), (2.0, 0.0), (3.0, 0.0), (4.0, 0.0)]"
} >"$corpus/flawed.yaml"
report="$work/report.html"
"$hloref" conform "$corpus/flawed.yaml" "$source/conformance/add.yaml" "$source/conformance/exponential.yaml" \
  "$source/conformance/negate.yaml" --backend "$source/tests/conform/flawed_adapter.py" --report "$report" \
  >"$work/conform.out" 2>&1
[ $? -eq 1 ] || { echo "browser-test: expected failures from the flawed backend"; cat "$work/conform.out"; exit 1; }

# The measuring copy: boxes of the parts a person looks for, then the
# matrix box made small and scrolled down and right: its header row and op
# column must stay at its edges.
measure='<script>
window.addEventListener("load", () => {
  const box = (q) => { const e = document.querySelector(q); if (!e) return "none";
    const r = e.getBoundingClientRect(); return [r.left, r.top, r.right, r.bottom].map(Math.round).join(","); };
  const out = {failures: box("#failures"), classes: box("table.classes"), firstFailingRow: box("#failing-cases tr:nth-child(2)"),
               matrix: box("#matrix"), histogram: box("svg.histogram"), scatter: box("svg.scatter"),
               viewport: innerWidth + "x" + innerHeight};
  const scroll = document.querySelector("#matrix .scroll");
  scroll.style.maxHeight = "60px"; scroll.style.maxWidth = "400px";  /* small enough to scroll */
  scroll.scrollTop = 40; scroll.scrollLeft = 200;
  const head = document.querySelector("#matrix thead th:nth-child(4)").getBoundingClientRect();
  const op = document.querySelector("#matrix tbody tr:nth-child(2) th.op").getBoundingClientRect();
  const frame = scroll.getBoundingClientRect();
  out.headerOffset = Math.round(head.top - frame.top);
  out.opColumnOffset = Math.round(op.left - frame.left);
  out.scrolled = scroll.scrollTop + "," + scroll.scrollLeft;
  const pre = document.createElement("pre"); pre.id = "measured"; pre.textContent = JSON.stringify(out);
  document.body.appendChild(pre);
});
</script>'
python3 -c 'import sys; page = open(sys.argv[1]).read(); open(sys.argv[2], "w").write(page.replace("</body>", sys.argv[3] + "</body>"))' \
  "$report" "$work/measure.html" "$measure"
flags=(--headless --no-sandbox --disable-gpu --hide-scrollbars --window-size=1400,900 --virtual-time-budget=3000)
timeout 120 "$browser" "${flags[@]}" --dump-dom "file://$work/measure.html" >"$work/dom.html" 2>"$work/browser.log"
timeout 120 "$browser" "${flags[@]}" --screenshot="$work/report.png" "file://$report" >/dev/null 2>>"$work/browser.log"
measured=$(sed -n 's#.*<pre id="measured">\(.*\)</pre>.*#\1#p' "$work/dom.html")
echo "browser-test: $browser measured $measured"
[ -n "$measured" ] || { echo "browser-test: the page did not report its boxes"; tail -20 "$work/browser.log"; exit 1; }
[ -s "$work/report.png" ] || { echo "browser-test: no screenshot"; exit 1; }

python3 - "$measured" <<'PY'
import json, sys
m = json.loads(sys.argv[1])
box = lambda k: [int(v) for v in m[k].split(",")]
problems = []
for part in ("failures", "classes", "firstFailingRow"):
    if m[part] == "none":
        problems.append(f"{part} is missing")
    elif box(part)[1] >= 900 or box(part)[2] > 1400:
        problems.append(f"{part} is not in the first 1400x900 screen: {m[part]}")
if m["failures"] != "none" and m["matrix"] != "none" and box("failures")[1] > box("matrix")[1]:
    problems.append("the matrix comes before the failures")
if abs(m["headerOffset"]) > 2:
    problems.append(f"the matrix header row scrolled away: {m['headerOffset']} px below the box top")
if abs(m["opColumnOffset"]) > 2:
    problems.append(f"the op column scrolled away: {m['opColumnOffset']} px right of the box")
if m["scrolled"].startswith("0,") or m["scrolled"].endswith(",0"):
    problems.append("the matrix box did not scroll (too small to test)")
for plot in ("histogram", "scatter"):
    if m[plot] == "none" or box(plot)[3] - box(plot)[1] < 100:
        problems.append(f"the {plot} did not render: {m[plot]}")
if problems:
    print("browser-test: " + "; ".join(problems))
    sys.exit(1)
print("browser-test: failures in the first screen, sticky headers, plots rendered")
PY
