#!/bin/sh
# run.sh: runs the libFuzzer harnesses of tests/fuzz/ for fuzz.mk.
#
#   sh tests/fuzz/run.sh fuzz SECONDS JOBS harness...   fuzz each harness SECONDS, JOBS at a time
#   sh tests/fuzz/run.sh regress harness...             run each harness once over its seeds and regressions
#
# Binaries are $BUILD/fuzz/fuzz_<harness> (BUILD defaults to build). Seeds are
# read from tests/fuzz/corpus/<harness>/ and tests/fuzz/regressions/<harness>/
# but never written: new inputs go to the working corpus $BUILD/fuzz/corpus/<harness>/
# (the first directory libFuzzer is given is the only one it writes to). Crashes
# go to tests/fuzz/artifacts/ (gitignored). Logs: $BUILD/fuzz/logs/<harness>.log.
# Prints one summary line per harness; exits non-zero when any harness crashed.
set -u
BUILD=${BUILD:-build}
HERE=tests/fuzz
ARTIFACTS=$HERE/artifacts
LOGS=$BUILD/fuzz/logs
mkdir -p "$ARTIFACTS" "$LOGS"

# The largest input each harness gets (libFuzzer -max_len).
max_len() {
    case $1 in
    levels) echo 4096 ;;
    solve) echo 2048 ;;
    button) echo 256 ;;
    digits) echo 256 ;;
    clock) echo 64 ;;
    games) echo 2048 ;;
    *) echo 4096 ;;
    esac
}

# Seed directories of a harness that exist.
seed_dirs() {
    for d in "$HERE/corpus/$1" "$HERE/regressions/$1"; do
        [ -d "$d" ] && printf '%s ' "$d"
    done
}

# The summary line of one harness from its log.
summarise() { # name seconds-or-"once" rc
    log=$LOGS/$1.log
    execs=$(sed -n 's/^stat::number_of_executed_units: *//p' "$log" | tail -n 1)
    rate=$(sed -n 's/^stat::average_exec_per_sec: *//p' "$log" | tail -n 1)
    peak=$(sed -n 's/^stat::peak_rss_mb: *//p' "$log" | tail -n 1)
    last=$(grep -a -E '^#[0-9]+' "$log" | tail -n 1)
    cov=$(printf '%s\n' "$last" | sed -n 's/.*cov: \([0-9]*\).*/\1/p')
    ft=$(printf '%s\n' "$last" | sed -n 's/.*ft: \([0-9]*\).*/\1/p')
    corp=$(printf '%s\n' "$last" | sed -n 's/.*corp: \([0-9]*\/[0-9]*[a-zA-Z]*\).*/\1/p')
    crashes=$(grep -a -c -E '^==[0-9]+==ERROR|^SUMMARY: (Address|UndefinedBehavior|libFuzzer)|fuzz oracle failed|runtime error:' "$log")
    status=ok
    [ "$3" -ne 0 ] && status="FAILED (exit $3)"
    printf 'fuzz_%-7s %-6s execs: %-10s exec/s: %-7s cov: %-5s ft: %-6s corpus: %-12s peak_rss_mb: %-5s crash reports: %s  %s\n' \
        "$1" "$2" "${execs:-?}" "${rate:-?}" "${cov:-?}" "${ft:-?}" "${corp:-?}" "${peak:-?}" "$crashes" "$status"
    if [ "$3" -ne 0 ]; then
        echo "---- last lines of $log"
        tail -n 40 "$log"
        echo "---- crashing inputs are in $ARTIFACTS/"
    fi
}

# Runs one harness; its exit status is libFuzzer's.
run_one() { # mode name seconds
    bin=$BUILD/fuzz/fuzz_$2
    if [ ! -x "$bin" ]; then
        echo "run.sh: $bin is not built" >"$LOGS/$2.log"
        return 2
    fi
    # a hang is an input still running after this many seconds: generous, as make test
    # runs the fuzzers niced beside the browser tests on a loaded machine
    FUZZ_INPUT_TIMEOUT=${FUZZ_INPUT_TIMEOUT:-30}
    common="-rss_limit_mb=2048 -timeout=$FUZZ_INPUT_TIMEOUT -max_len=$(max_len "$2") -print_final_stats=1 -artifact_prefix=$ARTIFACTS/$2-"
    if [ "$1" = regress ]; then
        empty=$BUILD/fuzz/regress-empty/$2
        rm -rf "$empty"
        mkdir -p "$empty"
        # shellcheck disable=SC2046,SC2086
        "$bin" $common -runs=0 "$empty" $(seed_dirs "$2") >"$LOGS/$2.log" 2>&1
    else
        work=$BUILD/fuzz/corpus/$2
        mkdir -p "$work"
        # shellcheck disable=SC2046,SC2086
        "$bin" $common -max_total_time="$3" "$work" $(seed_dirs "$2") >"$LOGS/$2.log" 2>&1
    fi
}

mode=${1:-}
case $mode in
fuzz)
    seconds=$2
    jobs=$3
    shift 3
    ;;
regress)
    seconds=once
    jobs=1
    shift
    ;;
*)
    echo "usage: $0 fuzz SECONDS JOBS harness... | $0 regress harness..." >&2
    exit 2
    ;;
esac

failed=0
# Batches of $jobs harnesses in parallel (the harnesses are single-threaded).
while [ $# -gt 0 ]; do
    pids=""
    names=""
    i=0
    while [ $# -gt 0 ] && [ $i -lt "$jobs" ]; do
        [ "$mode" = fuzz ] && echo "fuzz_$1: fuzzing for $seconds s (log: $LOGS/$1.log)"
        run_one "$mode" "$1" "$seconds" &
        pids="$pids $!"
        names="$names $1"
        i=$((i + 1))
        shift
    done
    set -- "$@"
    for name in $names; do
        pid=${pids# }
        pid=${pid%% *}
        pids=${pids# }
        pids=${pids#"$pid"}
        wait "$pid"
        rc=$?
        summarise "$name" "${seconds}$([ "$seconds" = once ] || echo s)" "$rc"
        [ "$rc" -ne 0 ] && failed=1
    done
done
exit $failed
