#!/bin/bash
# One call's measurement of a CPU+GPU node: what the open issues need measured and the shared node data lacks.
# Run from the repository root (the device tool runs there):
#
#   OUT=/some/folder bash validation/node-kit/measure.sh [--quick]
#
# Writes eight files into $OUT (the device tool brings back at most eight): env.txt, log.txt, first.csv, gpu.csv,
# cpu.csv, measured.yaml, calibrate.log, ncu.csv. Each step has its own time limit and the steps run in the
# order of what they are worth, so a run cut short keeps what it measured. About 5 minutes on an H100 node
# (--quick: about 2, smaller CPU sizes, no ncu). `python validation/node-kit/summarize.py $OUT` reads them.
# Python packages the node lacks (pycparser) travel as wheels in .whl/ (the device tool's README says how).
set -u
QUICK=${1:-}
T0=$(date +%s)
OUT=${OUT:?set OUT to the results folder}
mkdir -p "$OUT"
HERE=$(cd "$(dirname "$0")" && pwd)
ROOT=$(cd "$HERE/../.." && pwd)
WORK=$(mktemp -d)
LOG=$OUT/log.txt
: > "$LOG"
say() { echo "[$(( $(date +%s) - T0 ))s] $*" | tee -a "$LOG" >&2; }

{ date -u; uname -a; cat /sys/kernel/mm/transparent_hugepage/enabled 2>/dev/null; nproc; lscpu;
  grep -E 'MemTotal|Hugepagesize' /proc/meminfo; gcc --version | head -1; nvcc --version | tail -2; python3 --version;
  nvidia-smi; nvidia-smi -q | grep -iE 'Product Name|Driver Version|Bus Id|Generation|Width|Clocks|Graphics|SM  |Memory  |Power|Persistence|MIG Mode' | head -80;
  git -C "$ROOT" rev-parse HEAD; } > "$OUT/env.txt" 2>&1
say "env written"

# build: the CPU benchmark as the suite's OpenMP programs were built; the GPU one for the card found
ARCH=$(nvidia-smi --query-gpu=compute_cap --format=csv,noheader 2>/dev/null | head -1 | tr -d '.')
gcc -O3 -fopenmp -o "$WORK/cpu_micro" "$HERE/cpu_micro.c" >> "$LOG" 2>&1 || say "cpu_micro did not build"
if [ -n "$ARCH" ]; then
  nvcc -O3 -arch=sm_"$ARCH" -o "$WORK/gpu_micro" "$HERE/gpu_micro.cu" -ldl >> "$LOG" 2>&1 || say "gpu_micro did not build"
  cuobjdump -sass "$WORK/gpu_micro" >> "$LOG" 2>&1  # the machine code the counts in gpu.csv refer to
else
  say "no GPU found by nvidia-smi: GPU steps skipped"
fi
say "built"

if [ -x "$WORK/gpu_micro" ]; then
  echo "run,loading,mode,test,param,value,unit" > "$OUT/first.csv"
  # fresh processes, the first also the machine's first since it started; modules loaded lazily (CUDA's default)
  # and eagerly (as the shared node's PolyBench-ACC programs ran: CUDA_MODULE_LOADING=EAGER in its recipe)
  for run in 1 2 3 4 5 6 7 8 9; do
    loading=$([ $((run % 2)) -eq 1 ] && echo LAZY || echo EAGER)
    CUDA_MODULE_LOADING=$loading timeout 30 "$WORK/gpu_micro" first 2>> "$LOG" | sed "s/^/$run,$loading,/" >> "$OUT/first.csv"
  done
  say "first copies and launches"
  echo "mode,test,param,value,unit" > "$OUT/gpu.csv"
  timeout 60 "$WORK/gpu_micro" l2store >> "$OUT/gpu.csv" 2>> "$LOG"; say "l2store rc=$?"
  timeout 120 "$WORK/gpu_micro" energy >> "$OUT/gpu.csv" 2>> "$LOG"; say "energy rc=$?"
fi

if [ -x "$WORK/cpu_micro" ]; then
  timeout 240 "$WORK/cpu_micro" $QUICK > "$OUT/cpu.csv" 2>> "$LOG"; say "cpu_micro rc=$?"
fi
# the serial PolyBench/C kernels the node ran at 2-2.5x the cycles their code needs (nussinov, durbin at SMALL), built
# as `advisor validate` built them there, on one thread: rows `serial_kernel` of cpu.csv (seconds: the median), with
# perf's cycles and instructions where perf can count them (in log.txt)
if gcc -std=gnu11 -O3 -march=native -fopenmp -o "$WORK/polybench" "$ROOT/calibration/polybench.c" -lm >> "$LOG" 2>&1; then
  for kernel in "nussinov 180" "durbin 120"; do
    set -- $kernel
    OMP_NUM_THREADS=1 timeout 30 "$WORK/polybench" "$1" 20 0.5 "$2" 2>> "$LOG" | python3 -c "
import json, statistics, sys
r = json.loads(sys.stdin.read())
print(f'serial_kernel,1,{r[\"params\"][0]},{statistics.median(r[\"times_s\"]):.6e},{r[\"kernel\"]} (calibration/polybench.c -O3 -march=native)')
" >> "$OUT/cpu.csv" 2>> "$LOG"
    command -v perf > /dev/null && OMP_NUM_THREADS=1 timeout 30 perf stat -e cycles,instructions "$WORK/polybench" "$1" 20 0.5 "$2" >> "$LOG" 2>&1
  done
  say "serial kernels"
fi

if [ -d "$ROOT/.whl" ]; then
  python3 -m pip install -q --no-index --no-deps --no-compile --target "$WORK/site" "$ROOT"/.whl/*.whl >> "$LOG" 2>&1
  export PYTHONPATH="$WORK/site"
fi
export PYTHONPATH="$ROOT${PYTHONPATH:+:$PYTHONPATH}"
export HOME="$WORK/home"  # calibrate writes nothing into the node's own user data
START=$(date +%s)
timeout 240 python3 -m advisor.cli calibrate --quick --name node-kit --out "$OUT/measured.yaml" > "$OUT/calibrate.log" 2>&1
echo "rc=$? wall_s=$(( $(date +%s) - START ))" >> "$OUT/calibrate.log"
say "calibrate --quick took $(( $(date +%s) - START )) s"

LEFT=$(( 480 - ($(date +%s) - T0) ))
if [ -z "$QUICK" ] && command -v ncu > /dev/null && [ "$LEFT" -gt 60 ]; then
  # the catalog's CUDA kernels as `validate` launches them, timed by Nsight Compute as the shared node's were
  timeout "$LEFT" ncu --csv --log-file "$OUT/ncu.csv" --metrics gpu__time_duration.sum --clock-control none \
    python3 -m advisor.cli validate --workload polybench-gpu -d SMALL -d STANDARD --threads all --runs 1 --reps 1 \
    --budget 0 --no-record --allow-noisy >> "$LOG" 2>&1
  say "ncu rc=$?"
fi
rm -rf "$WORK"
say "done"
