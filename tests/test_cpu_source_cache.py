"""The C-source analysis done once per source (advisor.cpu.source.cache): kept on disk, read back as it was, never
trusted when it does not read back, and done only for the kernels a command asks for."""

import json
import logging
import threading

import pytest

from advisor.cpu.source import cache
from advisor.cpu.source.derive import derive_loops
from advisor.workload import load_workload

from .conftest import REPO

POLYBENCH_C = REPO / "calibration" / "polybench.c"
GEMM = ("gemm", frozenset({"NI", "NJ", "NK"}))


@pytest.fixture(autouse=True)
def own_cache(tmp_path, monkeypatch):
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path / "cache"))
    monkeypatch.setattr(cache, "_MEMORY", {})
    return tmp_path / "cache" / "advisor" / "cpu-loops"


def _forget() -> None:
    """As a new process: nothing in memory, the disk as it is."""
    cache._MEMORY.clear()


def _no_analysis(monkeypatch) -> None:
    def refuse(*args, **kwargs):
        raise AssertionError("analysed again")

    monkeypatch.setattr("advisor.cpu.source.derive.derive_loops", refuse)


def test_an_answer_reads_back_from_the_disk_as_the_analysis_gave_it(own_cache, monkeypatch):
    analysed = derive_loops(POLYBENCH_C, *GEMM)
    assert cache.derived_loops(POLYBENCH_C, *GEMM) == analysed
    (entry,) = own_cache.glob("*.json")
    _forget()
    _no_analysis(monkeypatch)
    again = cache.derived_loops(POLYBENCH_C, *GEMM)
    # the first loop scales C by beta: NI x NJ iterations, a formula compiled again from its text
    assert again == analysed and again.cpu_loops[0].iterations.evaluate({"NI": 2, "NJ": 3, "NK": 5}) == 6
    assert json.loads(entry.read_text())["key"] == entry.stem


@pytest.mark.parametrize("damage", [
    lambda text: text[: len(text) // 2],  # cut short
    lambda text: "not json at all",
    lambda text: text.replace('"CpuLoop"', '"Popen"'),  # a type no answer is made of
    lambda text: text.replace('"source": "', '"source": "__import__(\'os\').getcwd() + ', 1),  # code for a formula
    lambda text: json.dumps({**json.loads(text), "key": "another"}),  # another source's entry
    lambda text: json.dumps({**json.loads(text), "version": 0}),  # another version's
])
def test_a_corrupt_or_foreign_entry_is_recomputed_with_a_warning_and_replaced(own_cache, damage, caplog):
    analysed = cache.derived_loops(POLYBENCH_C, *GEMM)
    (entry,) = own_cache.glob("*.json")
    good = entry.read_text()
    entry.write_text(damage(good))
    _forget()
    with caplog.at_level(logging.WARNING, logger="advisor"):
        assert cache.derived_loops(POLYBENCH_C, *GEMM) == analysed
    assert "not a readable entry" in caplog.text and "analysing again" in caplog.text
    assert entry.read_text() == good  # the recomputed answer replaced it


def test_code_that_cannot_be_analysed_is_remembered_as_such(tmp_path, own_cache, monkeypatch):
    source = tmp_path / "k.c"
    source.write_text("void k(int N, double y[N], int idx[N]) { for (int i = 0; i < N; i++) y[idx[i]] = 0.0; }\n")
    with pytest.raises(cache.SourceUnanalysable) as first:
        cache.derived_loops(source, "k", {"N"})
    _forget()
    _no_analysis(monkeypatch)
    with pytest.raises(cache.SourceUnanalysable) as again:
        cache.derived_loops(source, "k", {"N"})
    assert str(again.value) == str(first.value)


def test_an_edit_of_the_file_or_of_a_header_it_includes_is_a_new_question(tmp_path, own_cache):
    (tmp_path / "sizes.h").write_text("#define SCALE 2\n")
    source = tmp_path / "k.c"
    source.write_text('#include "sizes.h"\nvoid k(int N, double y[N]) { for (int i = 0; i < N; i++) y[i] = SCALE * y[i]; }\n')
    cache.derived_loops(source, "k", {"N"})
    (tmp_path / "sizes.h").write_text("#define SCALE 3\n")
    cache.derived_loops(source, "k", {"N"})
    source.write_text(source.read_text() + "\n")
    cache.derived_loops(source, "k", {"N"})
    assert len(list(own_cache.glob("*.json"))) == 3


def test_processes_writing_one_entry_at_once_leave_a_whole_one(own_cache):
    analysed = derive_loops(POLYBENCH_C, *GEMM)
    key = cache.entry_key(POLYBENCH_C, GEMM[0], GEMM[1], str(POLYBENCH_C))
    writers = [threading.Thread(target=cache._to_disk, args=(key, analysed)) for _ in range(8)]
    for writer in writers:
        writer.start()
    for writer in writers:
        writer.join()
    assert [p.name for p in own_cache.iterdir()] == [f"{key}.json"]  # no temporary file left beside it
    assert cache._from_disk(key) == analysed


def test_loading_a_workload_analyses_only_the_kernels_asked_for(monkeypatch):
    asked = []
    real = cache.derived_loops
    monkeypatch.setattr("advisor.workload.derived_loops", lambda path, function, names: asked.append(function) or real(path, function, names))
    workload = load_workload(REPO / "workloads" / "polybench-gpu.yaml")
    assert asked == []
    gemm = workload.kernels["gemm"]
    assert asked == [workload.kernels["gemm"].cpu_source.function] and gemm.cpu_loops
    assert workload.kernels["gemm"] is gemm  # once
