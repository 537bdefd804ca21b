"""The README's figures are what the code and the committed data give now (scripts/readme_figures.py makes them).

A model change that moves a figure fails here with the README's text and the new one; ``python
scripts/readme_figures.py --write`` then brings the README up to date. The validation sets' figures
take minutes and carry the ``slow`` mark (``-m "not slow"`` leaves them out of a quick run).
"""

import os
import sys

import pytest

from .conftest import REPO

sys.path.insert(0, str(REPO / "scripts"))
import readme_figures as figures  # scripts/ is no package: on sys.path above
import readme_regions as regions


def fail_on(differences) -> None:
    if differences:
        pytest.fail("\n\n".join(map(str, differences)) + "\n\nrun python scripts/readme_figures.py --write", pytrace=False)


def test_every_figure_of_the_readme_is_what_the_code_gives_now():
    fail_on(figures.changed(figures.README.read_text(), figures.selected(skip_slow=True)))


@pytest.mark.slow
def test_the_validation_sets_figures_of_the_readme_are_what_the_models_give_now():
    fail_on(figures.changed(figures.README.read_text(), [f for f in figures.FIGURES.values() if f.slow]))


def test_every_region_of_the_readme_is_a_figure_and_every_figure_is_in_the_readme():
    regions.check_names(figures.README.read_text(), figures.FIGURES)
    assert len(figures.FIGURES) >= 30 and any(f.slow for f in figures.FIGURES.values())


# --- the regions ---------------------------------------------------------------------------------------------------------

TEXT = "It takes <!-- figure: answer -->41 ms<!-- /figure --> here, <!-- figure: answer -->41 ms<!-- /figure --> there.\n"


def test_a_changed_figure_is_found_in_every_region_that_quotes_it_with_both_texts():
    found = regions.differences(TEXT, {"answer": "42 ms"})
    assert [(d.name, d.readme, d.made) for d in found] == [("answer", "41 ms", "42 ms")] * 2
    assert str(found[0]).splitlines() == ["figure answer:", "@@ -1 +1 @@", "-41 ms", "+42 ms"]
    assert regions.differences(TEXT, {"answer": "41 ms"}) == []
    assert regions.with_figures(TEXT, {"answer": "42 ms"}) == TEXT.replace("41 ms", "42 ms")
    assert regions.with_figures(TEXT, {"other": "42 ms"}) == TEXT


def test_a_region_of_no_figure_or_a_figure_in_no_region_is_named():
    with pytest.raises(regions.FigureError, match="regions of no figure: answer; figures in no region: answr"):
        regions.check_names(TEXT, {"answr"})


def test_figures_are_made_without_the_users_files_and_settings_in_the_given_folder(monkeypatch, tmp_path):
    monkeypatch.setenv("ADVISOR_PLATFORM_PATH", str(tmp_path))
    monkeypatch.setenv("ADVISOR_HISTORY", str(tmp_path / "mine.sqlite"))
    monkeypatch.chdir(tmp_path)
    home = os.environ.get("HOME")
    with regions.isolated(REPO):
        cwd, seen = os.getcwd(), dict(os.environ)
    assert cwd == str(REPO) and "ADVISOR_PLATFORM_PATH" not in seen
    assert seen["ADVISOR_HISTORY"] != str(tmp_path / "mine.sqlite") and seen["HOME"] != home
    assert os.getcwd() == str(tmp_path) and os.environ["ADVISOR_PLATFORM_PATH"] == str(tmp_path)  # restored after


# --- the command -------------------------------------------------------------------------------------------------------

@pytest.fixture
def readme_of_one_figure(monkeypatch, tmp_path):
    """The script with one figure, "answer" (now 42 ms), and a README that quotes it as 41 ms."""
    monkeypatch.setattr(figures, "FIGURES", {})
    figures.figure("answer")(lambda: "42 ms")
    readme = tmp_path / "README.md"
    readme.write_text(TEXT)
    monkeypatch.setattr(figures, "README", readme)
    return readme


def test_check_fails_showing_the_change_and_write_brings_the_readme_up_to_date(readme_of_one_figure, capsys):
    assert figures.main(["--check"]) == 1
    out = capsys.readouterr().out
    assert "figure answer:" in out and "-41 ms" in out and "+42 ms" in out
    assert figures.main(["--write"]) == 0
    assert readme_of_one_figure.read_text() == TEXT.replace("41 ms", "42 ms")
    assert figures.main(["--check"]) == 0


def test_a_readme_that_names_an_unknown_figure_is_refused_and_left_as_it_was(readme_of_one_figure, capsys):
    readme_of_one_figure.write_text(TEXT.replace("answer", "answr"))
    assert figures.main(["--write"]) == 2
    assert "regions of no figure: answr; figures in no region: answer" in capsys.readouterr().err
    assert readme_of_one_figure.read_text() == TEXT.replace("answer", "answr")


def test_the_catalog_section_names_every_catalog_platform():
    from advisor import catalog

    text = figures.README.read_text()
    section = text[text.index("## Catalog"):text.index("\n## ", text.index("## Catalog") + 1)]
    assert [name for name in catalog.catalog_files("platforms") if f"`{name}`" not in section] == []
