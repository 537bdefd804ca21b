"""The helpers every model is written over: numbers and arrays give the same answers, and the shortcuts a batch takes
(a uniform mask, references all positive) give exactly numpy's."""

import math

import numpy as np
import pytest

from advisor.elementwise import pick, ratio, where
from advisor.onchip import roofline_time


def test_where_on_numbers_picks_without_numpy():
    assert where(True, 2.0, 3.0) == 2.0
    assert where(1.0 > 2.0, 2.0, 3.0) == 3.0


@pytest.mark.parametrize("mask", [[True] * 4, [False] * 4, [True, False, True, False]], ids=["all", "none", "mixed"])
@pytest.mark.parametrize("other", [0.5, np.array([9.0, 8.0, 7.0, 6.0])], ids=["number", "array"])
def test_where_on_arrays_is_numpys_where_whatever_the_mask(mask, other):
    condition, values = np.array(mask), np.array([1.0, 2.0, 3.0, 4.0])
    for got, expected in ((where(condition, values, other), np.where(condition, values, other)),
                          (where(condition, other, values), np.where(condition, other, values))):
        assert got.dtype == expected.dtype and got.shape == expected.shape
        assert got.tobytes() == expected.tobytes()


def test_a_uniform_mask_does_not_take_the_other_side_s_shape_or_type():
    condition = np.ones(3, bool)
    wider = where(condition, np.array([1.0, 2.0, 3.0]), np.zeros((2, 3)))  # the other side broadcasts to more rows
    assert wider.shape == (2, 3)
    promoted = where(condition, np.array([1, 2, 3]), 0.5)  # integers beside a float: numpy's answer is floats
    assert promoted.dtype == np.float64 and promoted.tolist() == [1.0, 2.0, 3.0]


def test_ratio_is_one_for_zero_over_zero_and_infinite_for_something_over_zero():
    assert ratio(3.0, 2.0) == 1.5 and ratio(0.0, 0.0) == 1.0 and ratio(1.0, 0.0) == math.inf
    got = ratio(np.array([3.0, 0.0, 1.0]), np.array([2.0, 0.0, 0.0]))
    assert got.tolist() == [1.5, 1.0, math.inf]
    assert ratio(np.array([3.0, 1.0]), 2.0).tolist() == [1.5, 0.5]  # every reference positive: the quotient itself


def test_pick_takes_each_element_from_the_option_its_index_names():
    assert pick([1.0, 2.0], 1) == 2.0
    assert pick([np.array([1.0, 2.0]), 5.0], np.array([1, 0])).tolist() == [5.0, 2.0]


def test_the_roofline_names_the_roof_of_the_precision_that_takes_longest():
    peaks = {"fp64": 1e9, "fp32": 4e9}
    mixed = roofline_time({"fp64": 1e9, "fp32": 8e9}, 0.0, peaks, 1e10)  # 1 s of fp64, 2 s of fp32
    assert mixed.time_s == 3.0 and mixed.peak_flops == 4e9
    assert roofline_time({"fp64": 0.0}, 1e9, peaks, 1e10).peak_flops == 0.0  # no FLOPs: no roof
    batch = roofline_time({"fp64": np.array([1e9, 0.0, 0.0]), "fp32": np.array([0.0, 8e9, 0.0])}, np.ones(3), peaks, 1e10)
    assert batch.compute_time_s.tolist() == [1.0, 2.0, 0.0]
    assert batch.peak_flops.tolist() == [1e9, 4e9, 0.0]
