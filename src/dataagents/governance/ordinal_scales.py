"""Words of an ordered scale held as text: how often ("never" … "always"), how much ("none" … "very high"), how
good ("poor" … "excellent"), how far one agrees, how large. Survey tables write answers this way ("Never Fun",
"Fairly Often", "Very Often", "Always fun"); comparing two such answers ("who said it more often?") needs
their order, which their spelling does not give.

A column's values are ordered only when every one of them holds a phrase of one scale, no two the same step;
anything else (a value of no scale, two values on one step, phrases of two scales) gives no order, so nothing
is compared on a guess."""

from __future__ import annotations

import re

# Each scale, lowest first; phrases on one line share a step. Longer phrases are matched before the words
# inside them ("very often" before "often", "strongly agree" before "agree").
_SCALES: dict[str, list[list[str]]] = {
    "frequency": [
        ["never", "not at all"],
        ["almost never", "hardly ever", "very rarely", "very seldom"],
        ["rarely", "seldom", "once in a while"],
        ["occasionally", "sometimes", "now and then"],
        ["fairly often", "quite often", "often", "frequently"],
        ["very often", "usually", "mostly", "most of the time", "very frequently"],
        ["almost always", "nearly always"],
        ["always", "all the time"],
    ],
    "agreement": [
        ["strongly disagree", "disagree strongly", "completely disagree"],
        ["disagree", "somewhat disagree", "tend to disagree"],
        ["neither agree nor disagree", "neutral", "undecided", "neither"],
        ["agree", "somewhat agree", "tend to agree"],
        ["strongly agree", "agree strongly", "completely agree"],
    ],
    "quality": [
        ["very poor", "very bad", "terrible", "awful"],
        ["poor", "bad"],
        ["fair", "average", "adequate", "mediocre", "ok", "okay"],
        ["good"],
        ["very good", "great"],
        ["excellent", "outstanding", "superb"],
    ],
    "amount": [
        ["none", "nil"],
        ["very low", "very little", "very mild", "very slight"],
        ["low", "little", "mild", "slight", "light"],
        ["moderate", "medium", "some", "intermediate"],
        ["high", "much", "severe", "heavy", "a lot"],
        ["very high", "very severe", "very heavy", "extreme"],
    ],
    # how strongly: "not at all worried" … "extremely worried"
    "degree": [
        ["not at all"],
        ["not so", "not very", "not too", "a little", "slightly", "hardly"],
        ["somewhat", "fairly", "moderately", "quite"],
        ["very"],
        ["extremely", "completely", "totally"],
    ],
    "size": [
        ["extra small", "very small", "tiny"],
        ["small"],
        ["medium", "mid-sized", "midsize"],
        ["large", "big"],
        ["extra large", "very large", "huge"],
    ],
}


def _step_of(value: str, scale: list[list[str]]) -> int | None:
    """The step of ``scale`` whose longest phrase ``value`` holds as whole words, if any."""
    text = " ".join(re.findall(r"[a-z]+(?:-[a-z]+)?", value.casefold()))
    best: tuple[int, int] | None = None  # (phrase length, step)
    for step, phrases in enumerate(scale):
        for phrase in phrases:
            if re.search(rf"(?<![a-z-]){re.escape(phrase)}(?![a-z-])", text) and (
                best is None or len(phrase) > best[0]
            ):
                best = (len(phrase), step)
    return best[1] if best else None


def ordinal_order(values: list[str]) -> list[str] | None:
    """``values`` from the lowest step of their scale to the highest, when all of them lie on one scale, each
    on a step of its own; else None. Two or more distinct values are needed."""
    distinct = list(dict.fromkeys(v.strip() for v in values if v and v.strip()))
    if len(distinct) < 2:
        return None
    fits = []
    for scale in _SCALES.values():
        steps = [_step_of(v, scale) for v in distinct]
        if all(s is not None for s in steps) and len(set(steps)) == len(steps):
            fits.append([v for _, v in sorted(zip(steps, distinct, strict=True))])
    return fits[0] if len(fits) == 1 else None
