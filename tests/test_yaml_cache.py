"""Parsed descriptors kept on disk (advisor.schema.yamlcache): read back as the YAML parsed, never trusted when an
entry does not read back, never stale after an edit, and never a reason for a command to fail."""

import datetime
import json

import pytest

from advisor.errors import DescriptorError
from advisor.schema import yamlcache
from advisor.schema.yamlio import load_yaml


@pytest.fixture(autouse=True)
def own_cache(tmp_path, monkeypatch):
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path / "cache"))
    return tmp_path / "cache" / "advisor" / "yaml"


def _entries(folder):
    return sorted(folder.glob("*.json")) if folder.exists() else []


def _never_parsed(monkeypatch):
    def refuse(*args, **kwargs):
        raise AssertionError("parsed again")

    monkeypatch.setattr("advisor.schema.yamlio.yaml.load", refuse)


def test_a_descriptor_is_parsed_once_then_read_back_as_it_was(tmp_path, own_cache, monkeypatch):
    path = tmp_path / "gpu.yaml"
    path.write_text("name: toy\nmemory: {value: 80, unit: GiB}\nclocks: [1.2, 1.98]\nfp64: true\nnotes: null\n")
    parsed = load_yaml(path)
    assert len(_entries(own_cache)) == 1
    _never_parsed(monkeypatch)
    again = load_yaml(path)
    assert again == parsed == {"name": "toy", "memory": {"value": 80, "unit": "GiB"}, "clocks": [1.2, 1.98], "fp64": True, "notes": None}
    assert isinstance(again["memory"]["value"], int) and isinstance(again["clocks"][0], float)


def test_an_edited_file_is_parsed_again_never_served_from_its_old_entry(tmp_path, own_cache):
    path = tmp_path / "w.yaml"
    path.write_text("size: 1\n")
    assert load_yaml(path) == {"size": 1}
    path.write_text("size: 2\n")
    assert load_yaml(path) == {"size": 2}
    assert len(_entries(own_cache)) == 2  # one entry per content


@pytest.mark.parametrize("damage", ["cut short", "not ours", "not json"])
def test_an_entry_that_does_not_read_back_is_parsed_again_and_replaced(tmp_path, own_cache, damage):
    path = tmp_path / "p.yaml"
    path.write_text("name: toy\ncount: 3\n")
    load_yaml(path)
    (entry,) = _entries(own_cache)
    text = entry.read_text()
    entry.write_text({"cut short": text[: len(text) // 2],
                      "not ours": json.dumps({"key": "another", "data": {"name": "forged"}}),
                      "not json": "\x00\x01"}[damage])
    assert load_yaml(path) == {"name": "toy", "count": 3}
    assert json.loads(entry.read_text())["data"] == {"name": "toy", "count": 3}  # replaced by the new parse


def test_dates_come_back_as_dates(tmp_path, monkeypatch):
    path = tmp_path / "arch.yaml"
    path.write_text("date: 2024-01-31\nat: 2026-11-27 10:30:00\ntext: '2024-01-31'\n")
    first = load_yaml(path)
    _never_parsed(monkeypatch)
    assert load_yaml(path) == first
    assert first["date"] == datetime.date(2024, 1, 31) and isinstance(first["at"], datetime.datetime)
    assert first["text"] == "2024-01-31"  # a quoted date stays text


def test_what_json_cannot_hold_is_parsed_every_time_not_kept_changed(tmp_path, own_cache):
    path = tmp_path / "odd.yaml"
    path.write_text("1: one\nratio: .nan\n")
    first = load_yaml(path)
    assert first[1] == "one"  # an integer key, which JSON would make text
    assert _entries(own_cache) == []
    assert load_yaml(path)[1] == "one"


def test_a_file_that_does_not_parse_is_never_kept(tmp_path, own_cache):
    path = tmp_path / "bad.yaml"
    path.write_text("name: [unclosed\n")
    for _ in range(2):
        with pytest.raises(DescriptorError, match="line"):
            load_yaml(path)
    assert _entries(own_cache) == []


def test_a_cache_that_cannot_be_written_costs_time_not_the_answer(tmp_path, monkeypatch):
    def refuse(*args, **kwargs):
        raise PermissionError(13, "Permission denied")

    monkeypatch.setattr(yamlcache, "write_atomic", refuse)
    path = tmp_path / "p.yaml"
    path.write_text("name: toy\n")
    assert load_yaml(path) == load_yaml(path) == {"name": "toy"}


def test_an_alias_bomb_is_not_written_out_to_the_cache(tmp_path, own_cache):
    laughs = ["a: &a [lol, lol, lol, lol, lol, lol, lol, lol, lol]"]
    laughs += [f"{chr(98 + i)}: &{chr(98 + i)} [{', '.join(['*' + chr(97 + i)] * 9)}]" for i in range(8)]
    path = tmp_path / "bomb.yaml"
    path.write_text("\n".join(laughs) + "\n")  # 9^9 "lol"s once expanded, from a few hundred bytes
    data = load_yaml(path)
    assert data["i"][0][0] is data["h"][0]  # parsed as the YAML says: shared, not copied
    assert _entries(own_cache) == []
