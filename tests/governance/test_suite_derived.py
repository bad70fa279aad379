"""Run-level derived metrics (A.7.1) that reports add beside inspect's aggregated ones."""

from __future__ import annotations

import pytest

from dataagents.governance.suite import derived_metrics


def test_derived_metrics_hand_computed() -> None:
    got = derived_metrics({"tsr/mean": 60.0, "crr/mean": 80.0, "adi/mean": 2.0, "tokens/mean": 1200.0})
    assert got == pytest.approx({"A": 0.75, "delta_rc": 20.0, "E": 30.0, "T_star": 2000.0})


def test_undefined_ratios_are_left_out() -> None:
    got = derived_metrics({"tsr/mean": 0.0, "crr/mean": 0.0, "adi/mean": 0.0, "tokens/mean": 10.0})
    assert got == {"delta_rc": 0.0}
    assert derived_metrics({"ats/mean": 1.0}) == {}
