#!/usr/bin/env bash
# Measures the paired gate's power on this machine: N runs of the same code (reference and
# candidate both at calibration 0: any "regressed" is a false alarm) and N runs with the
# candidate at +PCT CPU per row (calibration: every run should say "regressed"), alternating so
# the machine's load falls on both. One line per run: kind, verdict, exit code, the gate's line.
#
#   scripts/gate-power.sh [N=10] [PCT=3%] [JAR=target/nnebench.jar] [extra bench options...]
set -u
n=${1:-10}
pct=${2:-3%}
jar=${3:-target/nnebench.jar}
shift $(( $# < 3 ? $# : 3 ))
out=target/gate-power
mkdir -p "$out"
for i in $(seq 1 "$n"); do
  for kind in same calibrated; do
    candidate=calibration=0
    [ "$kind" = calibrated ] && candidate="calibration=$pct"
    log="$out/$kind-$i.log"
    start=$(date +%s)
    java -Djmh.ignoreLock=true -jar "$jar" bench --gate-reference calibration=0 \
      --gate-candidate "$candidate" --out "$out/runs" "$@" >"$log" 2>&1
    code=$?
    verdict=$(grep -E '^(passed|regressed|skipped): ' "$log" | head -1 | sed 's/ (bandwidth.*)://')
    echo "$kind $i exit=$code $(( $(date +%s) - start ))s ${verdict:-no verdict: see $log}"
  done
done
