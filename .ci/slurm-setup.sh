#!/usr/bin/env bash
# Install what tests/test_slurm.py needs for its real-Slurm integration test: Debian's
# slurm-wlm (slurmctld, slurmd, sbatch and the job_submit/lua and cli_filter/lua
# plugins, which link Lua 5.1) and the lua5.1 interpreter for the mocked-table tests.
# Needs root and apt; anywhere else it says why and exits 0, and the tests skip with
# that reason. Idempotent: does nothing when everything is installed already.
set -u
need=()
command -v slurmctld >/dev/null 2>&1 && command -v slurmd >/dev/null 2>&1 && command -v sbatch >/dev/null 2>&1 || need+=(slurm-wlm)
command -v lua5.1 >/dev/null 2>&1 || need+=(lua5.1)
if [ ${#need[@]} -eq 0 ]; then
    echo "slurm-setup: slurm-wlm and lua5.1 already installed"
    exit 0
fi
if [ "$(id -u)" != 0 ] || ! command -v apt-get >/dev/null 2>&1; then
    echo "slurm-setup: cannot install ${need[*]} (needs root and apt-get); the Slurm tests will skip"
    exit 0
fi
export DEBIAN_FRONTEND=noninteractive
if apt-get update -qq && apt-get install -y -qq --no-install-recommends "${need[@]}" >/dev/null; then
    echo "slurm-setup: installed ${need[*]}"
else
    echo "slurm-setup: apt-get install ${need[*]} failed; the Slurm tests will skip"
fi
exit 0
