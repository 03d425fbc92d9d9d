#!/usr/bin/env bash
# bench.sh: the speed numbers of tests/README.md (`make bench`). It prints
# measurements and checks nothing: tests never assert timings. The one figure it
# writes itself is the npm package's size (tests/bench/npm-size.mjs), into the docs
# that quote it; the package test checks that figure against the tarball.
set -euo pipefail
cd "$(dirname "$0")/../.."
BUILD=build
CLI=$BUILD/calcsolve
LEVELS=core/calc/levels.txt

ms_since() { awk -v a="$1" -v b="$(date +%s%N)" 'BEGIN { printf "%.1f", (b - a) / 1e6 }'; }

echo "== machine"
echo "$(nproc) cores, $(grep -m1 'model name' /proc/cpuinfo | cut -d: -f2 | sed 's/^ //'), $(free -g | awk '/Mem:/{print $2}') GiB"
echo "gcc $(gcc -dumpversion), node $(node --version), $(emcc --version 2>/dev/null | head -1 | sed 's/ (.*//')"

echo
echo "== Calculator: The Game, native CLI"
runs=100
start=$(date +%s%N)
for _ in $(seq $runs); do $CLI level all --json > /dev/null; done
per=$(awk -v a="$start" -v b="$(date +%s%N)" -v n=$runs 'BEGIN { printf "%.2f", (b - a) / 1e6 / n }')
echo "all 199 levels, one process each run, start-up and JSON output included: $per ms (mean of $runs runs)"
$CLI level all | tail -1
$CLI level all --json | node -e '
  const lines = require("fs").readFileSync(0, "utf8").trim().split("\n").map(JSON.parse);
  const s = lines.map((l) => l.states).sort((a, b) => a - b);
  const worst = lines.reduce((a, b) => (b.states > a.states ? b : a));
  console.log(`states per level: median ${s[s.length >> 1]}, mean ${Math.round(s.reduce((a, b) => a + b) / s.length)}, ` +
    `max ${worst.states} (level ${worst.level}), total ${s.reduce((a, b) => a + b)}`);'
start=$(date +%s%N)
python3 tests/bench/calc_bfs.py $LEVELS > $BUILD/bench-python.txt
py=$(ms_since $start)
$CLI level all --json | node -e '
  const lines = require("fs").readFileSync(0, "utf8").trim().split("\n").map(JSON.parse);
  process.stdout.write(lines.map((l) => `level ${l.level}: moves ${l.solution.length}`).join("\n") + "\n");' > $BUILD/bench-c.txt
agree=$(cmp -s $BUILD/bench-python.txt $BUILD/bench-c.txt && echo "same shortest lengths on all 199" || echo "DISAGREES")
echo "straightforward Python BFS (tests/bench/calc_bfs.py), all 199 levels in one process: $py ms ($agree); ratio $(awk -v a="$py" -v b="$per" 'BEGIN { printf "%d", a / b }')x"
for goal in 999 123457; do
  text="start: 0\ngoal: $goal\nmoves: 20\nbuttons: +3, x2, -7, Reverse, SUM, 1, <Shift, Inv10\n"
  for all in "" "--all"; do
    start=$(date +%s%N)
    line=$(printf "$text" | $CLI solve - $all | sed -n 2p)
    echo "8 buttons, 20 moves, 0 to $goal ${all:-(shortest)}: $(ms_since $start) ms, $line"
  done
done

# Peak memory of one file of many levels: answers stream out level by level, so
# it must not grow with the number of levels (the goal: under 40 MB for 50,000).
many=$BUILD/bench-50000-levels.txt
awk -v RS= -v ORS='\n\n' '/start:/ { level[n++] = $0 } END { for (i = 0; i < 50000; i++) print level[i % n] }' $LEVELS > $many
peak_rss() { # KiB of the largest resident set of "$@", its output discarded
  if [ -x /usr/bin/time ]; then
    /usr/bin/time -f %M "$@" 2>&1 >/dev/null | tail -1
  else
    python3 -c 'import resource, subprocess, sys
subprocess.run(sys.argv[1:], stdout=subprocess.DEVNULL)
print(resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss)' "$@"
  fi
}
start=$(date +%s%N)
rss=$(peak_rss $CLI solve $many --json)
echo "50,000 levels in one file (the bundled 199 repeated, $(stat -c %s $many) bytes), solve --json: $(ms_since $start) ms, peak RSS $(awk -v k="$rss" 'BEGIN { printf "%.1f", k / 1024 }') MiB"

# Whole processes of the CLI: the difficulty every JSON report carries, the
# generator, the puzzle of the day and the solution graph (each a process).
runs=20
start=$(date +%s%N)
for _ in $(seq $runs); do $CLI level all > /dev/null; done
echo "all 199 levels, summary lines (no difficulty measured): $(awk -v a="$start" -v b="$(date +%s%N)" -v n=$runs 'BEGIN { printf "%.2f", (b - a) / 1e6 / n }') ms (mean of $runs runs)"
start=$(date +%s%N)
for seed in $(seq $runs); do $CLI generate --seed $seed > /dev/null; done
echo "calcsolve generate --seed S (M = 5): $(awk -v a="$start" -v b="$(date +%s%N)" -v n=$runs 'BEGIN { printf "%.2f", (b - a) / 1e6 / n }') ms a process (mean of seeds 1..$runs)"
start=$(date +%s%N)
for day in 23 24 25 26 27 28 29; do $CLI daily 2026-11-$day > /dev/null; done
echo "calcsolve daily, one week (2026-11-23..29): $(awk -v a="$start" -v b="$(date +%s%N)" 'BEGIN { printf "%.2f", (b - a) / 1e6 / 7 }') ms a day"
l199="level: 199\nstart: 3002\ngoal: 3507\nmoves: 6\nbuttons: 7, 3=>5, Inv10, Shift>\nportal: 4 0\n"
big="start: 1\ngoal: 5336100\nmoves: 10\nbuttons: x2, x3, x5, x7, x11\n"
wide="start: 0\ngoal: 123457\nmoves: 20\nbuttons: +3, x2, -7, Reverse, SUM, 1, <Shift, Inv10\n"
for name in l199 big wide; do
  eval "text=\$$name"
  digits=6; [ $name = big ] && digits=8 # (2*3*5*7*11)^2 has 7 digits
  start=$(date +%s%N)
  summary=$(printf "$text" | $CLI solve --graph json --digits $digits | node -e '
    const g = JSON.parse(require("fs").readFileSync(0, "utf8"));
    console.log(`${g.total} states on shortest solutions, ${g.nodes.length} drawn, ${g.edges.length} edges`);')
  echo "solve --graph json, $name: $(ms_since $start) ms, $summary"
done

for bench in tests/bench/bench_*.c; do
  name=$(basename "$bench" .c)
  echo
  echo "== $name (native)"
  # built by `make bench` against build/libcalcsolve.a (bench_search also links tests/bench/yardstick_bfs.c)
  $BUILD/$name
done

echo
echo "== WebAssembly in Node (same module as the page)"
node tests/bench/wasm.mjs
node tests/bench/calc2-levels.mjs
echo "sizes: calcsolve.wasm $(stat -c %s web/dist/calcsolve.wasm) bytes ($(gzip -9c web/dist/calcsolve.wasm | wc -c) gzipped)," \
  "glue calcsolve.mjs $(stat -c %s web/dist/calcsolve.mjs) ($(gzip -9c web/dist/calcsolve.mjs | wc -c) gzipped)," \
  "calcsolve.html $(stat -c %s web/dist/calcsolve.html) ($(gzip -9c web/dist/calcsolve.html | wc -c) gzipped)"

if [ -f tests/browser/bench.mjs ] && [ -x /usr/bin/chromium ]; then
  echo
  echo "== In Chromium (headless, the page served from localhost)"
  node tests/browser/bench.mjs
  echo
  echo "== Cold load against the floor (a bare page running the same worker and request)"
  node tests/browser/bench-cold.mjs
  echo
  echo "== A phone's first visit (CPU 4x slower, 1.6 Mbit/s, 150 ms, gzip): first paint, first press against the floor"
  node tests/browser/bench-phone.mjs
fi

echo
echo "== npm package (npm pack, packed and unpacked; written into wasm/package/README.md and tests/README.md)"
node tests/bench/npm-size.mjs
node tests/bench/package-memory.mjs

if [ -f tests/browser/bench-transfer.mjs ] && [ -x /usr/bin/chromium ]; then
  echo
  echo "== The page over the network: first visit and repeat visit from the service worker's cache"
  node tests/browser/bench-transfer.mjs
fi
