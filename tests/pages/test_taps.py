"""The rule for taps that arrive while the screen changes (app/taps.py)."""

from __future__ import annotations

from app.taps import DOUBLE_TAP_SECONDS, SAME_SPOT_PX, DoubleTapGuard, Tap


def test_a_second_tap_soon_on_the_same_spot_does_nothing():
    guard = DoubleTapGuard()
    assert not guard.repeats(Tap(10.0, 100, 200))
    assert guard.repeats(Tap(10.08, 103, 198))
    assert guard.repeats(Tap(10.25, 100 + SAME_SPOT_PX * 0.7, 200 + SAME_SPOT_PX * 0.7))


def test_a_tap_elsewhere_or_after_a_look_acts():
    guard = DoubleTapGuard()
    assert not guard.repeats(Tap(10.0, 100, 200))
    assert not guard.repeats(Tap(10.1, 100 + SAME_SPOT_PX + 1, 200))
    assert not guard.repeats(Tap(10.15 + DOUBLE_TAP_SECONDS, 100 + SAME_SPOT_PX + 1, 200))


def test_quick_taps_on_one_spot_act_once_per_interval_not_never():
    guard = DoubleTapGuard()
    acted = [not guard.repeats(Tap(step * 0.1, 50, 50)) for step in range(10)]
    assert acted == [True, False, False, False, True, False, False, False, True, False]


def test_a_clock_that_went_back_does_not_hold_taps_back():
    guard = DoubleTapGuard()
    assert not guard.repeats(Tap(10.0, 5, 5))
    assert not guard.repeats(Tap(9.9, 5, 5))
