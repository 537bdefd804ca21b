import pytest

from advisor.schema.units import BINARY_PREFIXES, DECIMAL_PREFIXES, UnitError, format_quantity, parse_quantity


@pytest.mark.parametrize(
    "prefix, factor",
    [("p", 1e-12), ("n", 1e-9), ("u", 1e-6), ("µ", 1e-6), ("m", 1e-3), ("", 1.0), ("k", 1e3), ("M", 1e6),
     ("G", 1e9), ("T", 1e12), ("P", 1e15), ("E", 1e18)],
)
def test_every_decimal_prefix_has_its_si_value(prefix, factor):
    # Kerncraft once mapped T to 1e13; every prefix is pinned here.
    assert DECIMAL_PREFIXES[prefix] == factor
    assert parse_quantity(f"1.5 {prefix}W", "W") == pytest.approx(1.5 * factor, rel=1e-12)


@pytest.mark.parametrize("prefix, factor", [("Ki", 1024), ("Mi", 1024**2), ("Gi", 1024**3), ("Ti", 1024**4), ("Pi", 1024**5)])
def test_binary_prefixes_are_powers_of_two(prefix, factor):
    assert BINARY_PREFIXES[prefix] == factor
    assert parse_quantity(f"3 {prefix}B", "B") == 3 * factor


def test_kilobyte_and_kibibyte_differ():
    assert parse_quantity("6 kB", "B") == 6000
    assert parse_quantity("6 KiB", "B") == 6144
    assert parse_quantity("6 MiB", "B") == 6 * 2**20
    assert parse_quantity("40 MB", "B") == 40e6


def test_compound_units():
    assert parse_quantity("25.6 GB/s", "B/s") == pytest.approx(25.6e9)
    assert parse_quantity("1.5 TFLOP/s", "FLOP/s") == pytest.approx(1.5e12)
    assert parse_quantity("599 GOP/s", "FLOP/s") == pytest.approx(599e9)
    assert parse_quantity("0.0833 ns/B", "s/B") == pytest.approx(0.0833e-9)
    assert parse_quantity("20 pJ/FLOP", "J/FLOP") == pytest.approx(20e-12)
    assert parse_quantity("2.5GHz", "Hz") == 2.5e9
    assert parse_quantity("1e3 MHz", "Hz") == 1e9


@pytest.mark.parametrize(
    "text, dimension, fragment",
    [
        ("6 KB", "B", "ambiguous"),
        ("10 Gb/s", "B/s", "bits"),
        ("25.6", "B/s", "no unit"),
        (25.6, "B/s", "no unit"),
        ("2.5 GHz", "B/s", "expected B/s"),
        ("3 GiHz", "Hz", "only for bytes"),
        ("3 furlongs", "B", "unknown unit"),
        ("3 XB", "B", "unknown prefix"),
        ("fast", "B/s", "cannot read"),
        ("1e999 B", "B", "not finite"),
        (True, "B", "expected a quantity"),
    ],
)
def test_bad_quantities_are_refused_with_a_reason(text, dimension, fragment):
    with pytest.raises(UnitError, match=fragment):
        parse_quantity(text, dimension)


def test_zero_needs_no_unit():
    assert parse_quantity(0, "s") == 0.0


def test_format_quantity_round_trips():
    assert format_quantity(2.5e-6, "s") == "2.5 us"
    assert parse_quantity(format_quantity(1.234e9, "B/s", digits=4), "B/s") == pytest.approx(1.234e9)
