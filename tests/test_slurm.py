"""Slurm: slurm/job_submit.lua (reads the advice table) and slurm/cli_filter.lua (calls `advisor place`).

Two layers:
* the Lua scripts under a Lua 5.1 interpreter (the version Debian's Slurm plugins link)
  against a mocked ``slurm`` table, as slurmctld and sbatch would call them;
* a real slurmctld + slurmd on this machine (auth/none, one node, a fake GPU gres backed
  by a device file), installed by .ci/slurm-setup.sh; skipped, saying why, where they
  cannot run.
"""

import glob
import json
import os
import shutil
import socket
import subprocess
import sys
import time
from pathlib import Path

import pytest

from .conftest import FIXTURES, REPO

SLURM_DIR = REPO / "slurm"
TOY_PLATFORM = FIXTURES / "toy-platform.yaml"
LUA = next((shutil.which(n) for n in ("lua5.1", "lua5.3", "lua5.4", "lua") if shutil.which(n)), None)
needs_lua = pytest.mark.skipif(LUA is None, reason="no Lua interpreter (lua5.1); run .ci/slurm-setup.sh as root")

MOCK = r"""
slurm = { SUCCESS = 0, ERROR = -1, logged = {} }
function slurm.log_info(fmt, ...) slurm.logged[#slurm.logged + 1] = string.format(fmt, ...) end
local function quote(text)
  return '"' .. string.gsub(string.gsub(string.gsub(tostring(text), '\\', '\\\\'), '"', '\\"'), '\n', '\\n') .. '"'
end
local function show(t)
  local keys = {}
  for k, v in pairs(t) do keys[#keys + 1] = quote(k) .. ":" .. quote(v) end
  table.sort(keys)
  return "{" .. table.concat(keys, ",") .. "}"
end
dofile(SCRIPT)
for _, job in ipairs(JOBS) do
  local rc
  if slurm_job_submit then rc = slurm_job_submit(job, {}, 0) else rc = slurm_cli_pre_submit(job, 0) end
  job.environment = nil
  job.rc = rc
  print(show(job))
end
for _, line in ipairs(slurm.logged) do io.stderr:write(line, "\n") end
"""


def workload_dir(tmp_path: Path) -> Path:
    """The toy workload under its own name, so that `toy/matmul/L` resolves in the catalog."""
    directory = tmp_path / "workloads"
    directory.mkdir(exist_ok=True)
    shutil.copy(FIXTURES / "toy-workload.yaml", directory / "toy.yaml")
    return directory


def advisor_env(tmp_path: Path) -> dict:
    env = dict(os.environ, PYTHONPATH=str(REPO) + os.pathsep + os.environ.get("PYTHONPATH", ""),
               ADVISOR_WORKLOAD_PATH=str(workload_dir(tmp_path)), ADVISOR_PLATFORM=str(TOY_PLATFORM),
               ADVISOR_BIN=f"{sys.executable} -m advisor.cli", ADVISOR_HISTORY=str(tmp_path / "history.sqlite"))
    env.pop("ADVISOR_TASK", None)
    return env


def write_table(tmp_path: Path, env: dict) -> Path:
    path = tmp_path / "advisor_table.lua"
    text = subprocess.run([sys.executable, "-m", "advisor.cli", "place", "--table", "-w", "toy", "-p", str(TOY_PLATFORM),
                           "--format", "lua", "--no-history"], env=env, capture_output=True, text=True, check=True).stdout
    path.write_text(text)
    return path


def run_lua(script: str, jobs: str, env: dict, tmp_path: Path) -> tuple[list[dict], str]:
    harness = tmp_path / "harness.lua"
    harness.write_text(f"SCRIPT = {json.dumps(str(SLURM_DIR / script))}\nJOBS = {jobs}\n{MOCK}")
    proc = subprocess.run([LUA, str(harness)], env=env, capture_output=True, text=True, timeout=120)
    assert proc.returncode == 0, proc.stderr
    return [json.loads(line) for line in proc.stdout.splitlines()], proc.stderr


def test_advice_table_is_valid_lua_data(tmp_path):
    from advisor.scheduler.slurm_table import to_lua

    text = to_lua({'odd "key"\n': {"device": "cpu", "fallback": True, "reason": "a \\ b"}})
    assert '["odd \\"key\\"\\n"]' in text and 'reason = "a \\\\ b"' in text


@needs_lua
def test_job_submit_reads_only_the_table(tmp_path):
    env = advisor_env(tmp_path)
    env["ADVISOR_TABLE"] = str(write_table(tmp_path, env))
    env["ADVISOR_BIN"] = "false"  # the controller side must never need Python
    jobs = """{
      {comment = "advisor:toy/matmul/L"},                             -- GPU advice
      {comment = "please advisor:toy/serial/L thanks"},              -- CPU advice, inside other text
      {script = "#!/bin/sh\\n#ADVISOR toy/matmul/L\\necho", environment = {}},  -- from the script
      {environment = {ADVISOR_TASK = "toy/matmul"}},                 -- default dataset, from the environment
      {comment = "advisor:toy/matmul/L", partition = "debug"},      -- the user's partition wins
      {comment = "advisor:toy/nope/L"},                              -- not in the table: untouched
      {comment = "no annotation"},
    }"""
    results, log = run_lua("job_submit.lua", jobs, env, tmp_path)
    assert [(r.get("partition"), r.get("tres_per_node")) for r in results] == [
        ("gpu", "gres:gpu:1"), ("cpu", None), ("gpu", "gres:gpu:1"), ("cpu", None), ("debug", "gres:gpu:1"), (None, None), (None, None)]
    assert all(r["rc"] == "0" for r in results) and "no advice for toy/nope/L" in log


@needs_lua
def test_job_submit_survives_a_missing_or_broken_table(tmp_path):
    env = advisor_env(tmp_path)
    for content in (None, "return {{{ this is not lua", "os.exit(3)", "return 42"):
        path = tmp_path / "table.lua"
        if content is None:
            path.unlink(missing_ok=True)
        else:
            path.write_text(content)
        env["ADVISOR_TABLE"] = str(path)
        results, _ = run_lua("job_submit.lua", '{{comment = "advisor:toy/matmul/L"}}', env, tmp_path)
        assert results == [{"comment": "advisor:toy/matmul/L", "rc": "0"}], content


@needs_lua
def test_cli_filter_asks_advisor_place(tmp_path):
    env = advisor_env(tmp_path)
    jobs = """{
      {comment = "advisor:toy/matmul/L"},
      {comment = "advisor:toy/matmul/S,N=3000"},       -- sizes the table does not have
      {comment = "advisor:toy/serial/L"},
      {comment = "advisor:toy/matmul/L", gres = "gpu:2"},  -- the user's request wins
      {comment = "advisor:toy/matmul/L;rm -rf /"},      -- malformed: refused, no shell
      {comment = "advisor:toy/no-such-kernel/L"},         -- advisor fails: untouched
    }"""
    results, log = run_lua("cli_filter.lua", jobs, env, tmp_path)
    assert [(r.get("partition"), r.get("gres")) for r in results] == [
        ("gpu", "gpu:1"), ("gpu", "gpu:1"), ("cpu", None), ("gpu", "gpu:2"), (None, None), (None, None)]
    assert "cannot read task" in log
    slow = tmp_path / "slow-advisor"
    slow.write_text('#!/bin/sh\nsleep 5\necho \'{"device":"gpu","gpus":1,"fallback":false}\'\n')
    slow.chmod(0o755)
    env["ADVISOR_BIN"], env["ADVISOR_TIMEOUT_S"] = str(slow), "1"
    start = time.time()
    results, _ = run_lua("cli_filter.lua", '{{comment = "advisor:toy/matmul/L"}}', env, tmp_path)
    assert results[0].get("partition") is None and time.time() - start < 4  # a hung advisor delays sbatch 1 s, no more


@needs_lua
def test_cli_filter_places_a_cuda_described_kernel_from_the_model(tmp_path):
    """polybench-gpu/2mm is predicted by the static kernel predictor; once its analysis is cached
    (here by an advice table made ahead of time), the cli_filter's `advisor place` answers in time."""
    env = dict(advisor_env(tmp_path), ADVISOR_PLATFORM="dc-a100", XDG_CACHE_HOME=str(tmp_path / "cache"))
    table = subprocess.run([sys.executable, "-m", "advisor.cli", "place", "--table", "-w", "polybench-gpu", "-k", "2mm", "-d", "LARGE",
                            "-p", "dc-a100", "--format", "json", "--no-history"], env=env, capture_output=True, text=True, check=True)
    assert json.loads(table.stdout)["polybench-gpu/2mm/LARGE"]["device"] == "gpu"
    results, _ = run_lua("cli_filter.lua", '{{comment = "advisor:polybench-gpu/2mm/LARGE"}}', env, tmp_path)
    assert (results[0].get("partition"), results[0].get("gres")) == ("gpu", "gpu:1")


# --------------------------------------------------------------------------------------------
# A real slurmctld + slurmd

SLURM_BINARIES = ("slurmctld", "slurmd", "sbatch", "scontrol", "sinfo")


def _why_no_slurm() -> str | None:
    missing = [b for b in SLURM_BINARIES if shutil.which(b) is None]
    if missing:
        return f"Slurm not installed ({', '.join(missing)} missing); run .ci/slurm-setup.sh as root"
    if os.geteuid() != 0:
        return "a local slurmctld + slurmd for the test needs root"
    places = ("/usr/lib/*/slurm-wlm", "/usr/lib/slurm", "/usr/lib64/slurm", "/usr/local/lib/slurm")
    plugins = [p for p in ("job_submit_lua.so", "cli_filter_lua.so", "auth_none.so")
               if not any(glob.glob(f"{place}/{p}") for place in places)]
    if plugins:
        return f"this Slurm build lacks {', '.join(plugins)}"
    return None


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


SLURM_CONF = """\
ClusterName=advisortest
SlurmctldHost={host}(127.0.0.1)
SlurmUser=root
SlurmdUser=root
AuthType=auth/none
CredType=cred/none
SlurmctldPort={ctld_port}
SlurmdPort={d_port}
StateSaveLocation={dir}/state
SlurmdSpoolDir={dir}/spool
SlurmctldPidFile={dir}/slurmctld.pid
SlurmdPidFile={dir}/slurmd.pid
SlurmctldLogFile={dir}/slurmctld.log
SlurmdLogFile={dir}/slurmd.log
ProctrackType=proctrack/linuxproc
TaskPlugin=task/none
JobSubmitPlugins=lua
CliFilterPlugins=lua
SchedulerType=sched/builtin
SelectType=select/cons_tres
SelectTypeParameters=CR_Core
GresTypes=gpu
ReturnToService=2
MpiDefault=none
JobCompType=jobcomp/none
AccountingStorageType=accounting_storage/none
JobAcctGatherType=jobacct_gather/none
SlurmdParameters=config_overrides
NodeName=advisornode NodeHostname={host} NodeAddr=127.0.0.1 CPUs=2 RealMemory=100 Gres=gpu:1 State=UNKNOWN
PartitionName=cpu Nodes=advisornode Default=YES MaxTime=INFINITE State=UP
PartitionName=gpu Nodes=advisornode MaxTime=INFINITE State=UP
"""


@pytest.fixture(scope="module")
def slurm_cluster(tmp_path_factory):
    reason = _why_no_slurm()
    if reason:
        pytest.skip(reason)
    directory = tmp_path_factory.mktemp("slurm")
    for sub in ("state", "spool"):
        (directory / sub).mkdir()
    device = directory / "fakegpu0"
    try:  # a /dev/null-like character device stands in for /dev/nvidia0
        os.mknod(device, 0o666 | 0o020000, os.makedev(1, 3))
    except OSError:
        device.touch()
    host = socket.gethostname().split(".")[0]
    (directory / "slurm.conf").write_text(SLURM_CONF.format(host=host, dir=directory, ctld_port=_free_port(), d_port=_free_port()))
    (directory / "gres.conf").write_text(f"NodeName=advisornode Name=gpu File={device}\n")
    for script in ("job_submit.lua", "cli_filter.lua"):
        shutil.copy(SLURM_DIR / script, directory / script)
    env = advisor_env(directory)
    write_table(directory, env)  # advisor_table.lua beside job_submit.lua
    env["SLURM_CONF"] = str(directory / "slurm.conf")
    conf = str(directory / "slurm.conf")
    daemons = [subprocess.Popen(["slurmctld", "-D", "-c", "-f", conf], env=env, stdout=subprocess.DEVNULL, stderr=subprocess.STDOUT)]
    time.sleep(1)
    daemons.append(subprocess.Popen(["slurmd", "-D", "-N", "advisornode", "-f", conf], env=env,
                                    stdout=subprocess.DEVNULL, stderr=subprocess.STDOUT))
    try:
        deadline = time.time() + 60
        while time.time() < deadline:
            state = subprocess.run(["sinfo", "-h", "-N", "-o", "%t"], env=env, capture_output=True, text=True).stdout.split()
            if state and state[0] in ("idle", "mix", "alloc"):
                break
            if any(d.poll() is not None for d in daemons):
                break
            time.sleep(0.5)
        else:
            state = ["timeout"]
        if not state or state[0] not in ("idle", "mix", "alloc"):
            logs = "".join((directory / f).read_text()[-1500:] for f in ("slurmctld.log", "slurmd.log") if (directory / f).exists())
            pytest.fail(f"slurm-wlm is installed but slurmctld/slurmd did not come up (node state {state}): {logs}")
        yield directory, env
    finally:
        for daemon in daemons:
            daemon.terminate()
        for daemon in daemons:
            try:
                daemon.wait(10)
            except subprocess.TimeoutExpired:
                daemon.kill()


def _job(env: dict, job_id: str) -> dict:
    text = subprocess.run(["scontrol", "show", "job", "-o", job_id], env=env, capture_output=True, text=True).stdout
    return dict(field.split("=", 1) for field in text.split() if "=" in field)


def test_real_slurm_places_jobs_by_advice(slurm_cluster):
    directory, env = slurm_cluster
    cases = [  # (extra sbatch arguments, environment, script annotation, expected partition, expected TresPerNode)
        ([], {"ADVISOR_CLI_FILTER": "off"}, "#ADVISOR toy/matmul/L", "gpu", "gres:gpu:1"),  # controller + table only
        ([], {"ADVISOR_CLI_FILTER": "off"}, "#ADVISOR toy/serial/L", "cpu", None),
        (["--comment", "advisor:toy/matmul/S,N=3000"], {}, "", "gpu", "gres:gpu:1"),  # only cli_filter -> advisor knows
        (["--comment", "advisor:toy/axpy/S"], {}, "", "cpu", None),
        ([], {"ADVISOR_TASK": "toy/matmul/L", "ADVISOR_CLI_FILTER": "off"}, "", "gpu", "gres:gpu:1"),
        ([], {"ADVISOR_CLI_FILTER": "off"}, "", "cpu", None),  # no annotation: the default partition
    ]
    submitted = []
    for index, (args, extra, annotation, partition, tres) in enumerate(cases):
        script = directory / f"job{index}.sh"
        script.write_text(f"#!/bin/sh\n{annotation}\necho ran {index}\n")
        out = directory / f"out{index}.txt"
        proc = subprocess.run(["sbatch", "--parsable", "-o", str(out), *args, str(script)], env=dict(env, **extra),
                              capture_output=True, text=True, timeout=60)
        assert proc.returncode == 0, proc.stderr
        submitted.append((proc.stdout.strip().split(";")[0], out, index, partition, tres))
    for job_id, _out, index, partition, tres in submitted:
        job = _job(env, job_id)
        assert job["Partition"] == partition, (index, job)
        assert job.get("TresPerNode") == tres, (index, job)
    deadline = time.time() + 90
    while time.time() < deadline and not all(out.exists() and out.read_text().strip() for _, out, *_ in submitted):
        time.sleep(0.5)
    for job_id, out, index, *_ in submitted:  # every job ran, on its advised partition; none lost
        assert out.exists() and out.read_text().strip() == f"ran {index}", (index, _job(env, job_id))
    while time.time() < deadline and any(_job(env, job_id).get("JobState") != "COMPLETED" for job_id, *_ in submitted):
        time.sleep(0.5)  # let every slurmstepd report back before the daemons stop
    assert [_job(env, job_id).get("JobState") for job_id, *_ in submitted] == ["COMPLETED"] * len(submitted)
