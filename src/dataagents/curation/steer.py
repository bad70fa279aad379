"""Hints steer the Curator: what the hint names (files, columns, quoted text, the kind of issue) decides
which findings come first and which file windows a model sees.

A hint is read for its meaning, not matched against any sample's wording: file and column names come
from the dataset itself, quoted text is whatever the hint puts in quotes, and the kind of issue comes
from families of words a maintainer would use for it ("appears twice", "duplicated", "copies" all mean
duplicate rows). When the hint quotes text that no detector's evidence covers, the quote located
verbatim in the files is reported as a *hint-located lead*: real evidence of where to look, marked as
such and given a low confidence, never passed off as a confirmed issue.
"""

from __future__ import annotations

import itertools
import math
import re
from dataclasses import dataclass, field
from pathlib import Path

from dataagents.curation.dataset import DatasetView
from dataagents.curation.report import Evidence, Finding, rank_key
from dataagents.curation.taxonomy import Tag

# Issue families: words (regex stems) a person uses for an issue kind -> the detectors that find it.
# The first detector of a family is the one that finds that kind of issue; the others find related
# kinds and count for less (a hint about duplicate rows is also, weakly, about train/test leakage).
FAMILIES: dict[str, tuple[str, tuple[str, ...]]] = {
    "missing": (
        r"missing(?!\s+(an? )?(empty )?(licen|documentation|information|section|file|field|row))|placeholder|sentinel|\bnull|\bnan\b|blank|no value|empty (cell|value|field)|"
        r"not (a )?(real )?measurement|unknown value|incomplete|panel|only (one|a few) (row|countr|entit)",
        ("missing_values",),
    ),
    "duplicate": (
        r"duplicat|twice|repeated|appear(s|ing)? (more than )?once|same (row|record|example|sample)|"
        r"copies|copied|identical (rows?|records?)|more than once|several times|"
        r"(appear|listed|present|occur|recorded|labell?ed)\w* (on |in |under )?(two|twice|several|multiple)|"
        r"second (row|entry|record|copy)|otherwise identical|differ(s|ing)? only in",
        ("duplicate_rows", "leakage"),
    ),
    "typo": (r"typo|misspel|spell|mistyped|spelt", ("typos", "label_anomalies")),
    "label": (
        r"label|mislabel|annotat|class(es)?\b|categor|species|target",
        ("label_anomalies", "label_issues", "class_imbalance"),
    ),
    "imbalance": (r"imbalanc|under-?represent|rare class|skewed distribution", ("class_imbalance",)),
    "leakage": (
        r"leak|contaminat|(train|test|validation)\w* .*(also|overlap|appear)|overlap",
        ("leakage", "duplicate_rows"),
    ),
    "range": (
        r"outlier|impossible|out of range|unrealistic|implausible|negative|larger than|smaller than|"
        r"exceed|maxim|minim|\brange",
        ("impossible_values", "cross_file_discrepancy", "wrong_info"),
    ),
    "total": (
        r"\btotal|\bsum\b|add(s)? up|subtotal|\bcount(s|ed)?\b|number of \w+ (marked|flagged|set)|"
        r"(one|\d+) (less|more|fewer) than the number",
        ("totals_mismatch",),
    ),
    "mismatch": (
        r"disagree|differ|mismatch|inconsisten|contradict|does not match|do not match|not match|"
        r"stated|claims?",
        ("cross_file_discrepancy", "totals_mismatch", "wrong_info"),
    ),
    "documentation": (
        r"undocumented|no content|empty section|sub-?heading|(never|not|un)\s*(defin|describ|explain)|"
        r"explains?|no description|documentation|\bdocs?\b|readme|datacard|provenance|\bsource\b|citation",
        ("insufficient_documentation", "cross_file_discrepancy", "wrong_info"),
    ),
    "wrong_info": (
        r"wrong|incorrect|malformed|broken link|dead link|does not belong|inaccurate|outdated|false",
        ("wrong_info", "cross_file_discrepancy", "label_issues"),
    ),
    "ethics": (
        r"personal|privacy|private|identif(y|ies|iable)|e-?mail|phone|protected attribute|sensitive|"
        r"licen[cs]e|consent|gender|\bsex\b|\brace\b|ethnic|religio|people who",
        ("ethical_legal",),
    ),
    "file": (
        r"empty file|no content|encod|corrupt|cannot be (read|opened|parsed)|syntax error|unparsable|"
        r"invalid json|truncat|binary|0 bytes",
        ("file_problems",),
    ),
    "format": (
        r"\bformat|header|column names?|column labels|first line|delimiter|\bdates?\b|"
        r"rows? before the (real |actual )?(header|column)|layout",
        ("mixed_formats", "file_problems"),
    ),
    "encoding": (
        r"encod|utf-?8|\bbytes\b|garbage|garbled|mojibake|accented|special characters?|curly apostrophe",
        ("text_encoding", "file_problems"),
    ),
    "structure": (
        r"fields? (fewer|more)|(fewer|more) fields|field count|number of fields|shifted|missing (an? )?(empty )?"
        r"field|extra field|delimiter|misaligned|more or fewer",
        ("ragged_rows",),
    ),
    "descriptor": (
        r"datapackage|descriptor|metadata key|table schema|specification does not allow",
        ("package_descriptor", "cross_file_discrepancy"),
    ),
    "script": (
        r"\bscripts?\b|loader|(?<!error )(?<!-)\bcode\b(?!-)|\bfunctions?\b|\bimports?\b|\bjoin(s|ed)?\b|\bmerge[sd]?\b|\.py\b",
        ("script_problems",),
    ),
    "spreadsheet": (
        r"spreadsheet|excel|formula|error (code|value)s?|#value|#ref|#div|#n/a|#name",
        ("mixed_formats", "missing_values"),
    ),
    "order": (r"sorted|ordered|shuffl|not random", ("non_iid",)),
}

_PUNCT = re.compile(r"[^a-z0-9]+")
_QUOTE = re.compile(
    r"(?<![\w])'([^'\n]{3,200}?)'(?![\w])|\"([^\"\n]{3,200}?)\"|`([^`\n]{3,200}?)`|“([^”\n]{3,200}?)”|"
    r"‘([^’\n]{3,200}?)’"
)
# "row 12", "lines 40-42", "samples 35 and 38", "record #7": the numbers after such a word
_POSITION = re.compile(
    r"\b(?:rows?|lines?|samples?|records?|entr(?:y|ies)|instances?|examples?)\s+"
    r"((?:#|no\.?\s*)?\d+(?:\s*(?:,|and|&|-|–|to|or)\s*(?:#|no\.?\s*)?\d+)*)",
    re.IGNORECASE,
)
POSITION_SLACK = 2  # a row number may count the header or start at 0: nearby lines match
# words any hint may use about any dataset: a file named after one is only named by its full name
GENERIC_STEMS = ("data", "dataset", "datasets", "file", "files", "table", "tables", "main", "index", "info")
RELATED_KIND = 0.5  # a detector of a related kind: half the weight of the kind's own detector
HINT_LOCATED_CONFIDENCE = 0.3  # a place the hint points to, not an issue any check confirmed


@dataclass
class HintSpec:
    """What a hint names, in the dataset's own terms."""

    text: str
    files: set[str] = field(default_factory=set)  # dataset file names (relative paths)
    columns: set[str] = field(default_factory=set)  # column names of the dataset's tables
    snippets: list[str] = field(default_factory=list)  # quoted text, as written in the hint
    # detector names of the issue kinds it speaks of -> weight (1: the kind's own detector, less: related)
    detectors: dict[str, float] = field(default_factory=dict)
    families: set[str] = field(default_factory=set)
    positions: set[int] = field(default_factory=set)  # row/line/sample numbers the hint gives
    words: str = ""  # the hint without the file names it gives (what it says about the place)
    located: set[tuple[str, int]] = field(default_factory=set)  # (file, line) the hint's words point at
    topic: set[str] = field(default_factory=set)  # hint words few findings use (set by ``steer``)

    @property
    def quoted_text(self) -> list[str]:
        """Quoted text that is not just a file or column name (those are read as files and columns)."""
        names = {n.lower() for n in self.columns} | {n.lower() for n in self.files}
        names |= {Path(n).name.lower() for n in self.files}
        return [s for s in self.snippets if s.strip().lower() not in names]

    @property
    def empty(self) -> bool:
        return not (self.files or self.columns or self.snippets or self.detectors or self.positions)


def _words_pattern(term: str) -> re.Pattern[str]:
    return re.compile(r"(?<![\w.])" + re.escape(term.lower()) + r"(?![\w])")


def parse_hint(hint: str | None, view: DatasetView) -> HintSpec:
    """Read ``hint`` against the dataset in ``view``: which of its files and columns it names, what it
    quotes, and which issue families its words belong to."""
    spec = HintSpec(text=hint or "")
    if not hint:
        return spec
    low = hint.lower()
    # the issue kind is read from the hint's other words: a file or column named "readme", "description"
    # or "datapackage" says where to look, not what is wrong
    kind_text = low
    for name in view.names():
        path = Path(name)
        candidates = {name.lower(), path.name.lower()}
        if len(path.stem) >= 4 and path.stem.lower() not in GENERIC_STEMS:
            candidates.add(path.stem.lower())  # "the README", "the train split"
        if any(_words_pattern(c).search(low) for c in candidates):
            spec.files.add(name)
            for c in sorted(candidates, key=len, reverse=True):
                kind_text = _words_pattern(c).sub(" ", kind_text)
    where_text = kind_text  # a column named "fight" is not named by "fight-songs.csv"
    for m in _QUOTE.finditer(hint):
        snippet = next(g for g in m.groups() if g is not None).strip()
        if len(snippet) >= 3:
            spec.snippets.append(snippet)
    for name in _column_names(view):
        variants = {name.lower(), name.lower().replace("_", " ")}
        plain = _PUNCT.sub(
            " ", name.lower()
        ).strip()  # "Self-Funder?" is named by "self-funder", "self funder"
        if len(name) >= 3 and (
            any(_words_pattern(v).search(where_text) for v in variants)
            or (len(plain) >= 5 and f" {plain} " in f" {_PUNCT.sub(' ', where_text)} ")
        ):
            spec.columns.add(name)
        elif any(s.strip().lower() == name.lower() for s in spec.snippets):
            spec.columns.add(name)  # a short column name counts when the hint quotes it
        else:
            continue
        if any(not c.isalpha() for c in name) or len(name) >= 8:  # a real identifier, not a plain word
            for v in sorted(variants, key=len, reverse=True):
                kind_text = _words_pattern(v).sub(" ", kind_text)
    for m in _POSITION.finditer(hint):
        spec.positions.update(int(n) for n in re.findall(r"\d+", m.group(1)))
    spec.words = where_text
    for family, (pattern, detectors) in FAMILIES.items():
        if re.search(pattern, kind_text):
            spec.families.add(family)
            for i, det in enumerate(detectors):
                weight = 1.0 if i == 0 else RELATED_KIND
                spec.detectors[det] = max(spec.detectors.get(det, 0.0), weight)
    return spec


def _column_names(view: DatasetView) -> set[str]:
    names: set[str] = set()
    for t in view.tables():
        names.update(str(c) for c in t.df.columns if not re.fullmatch(r"col_\d+", str(c)))
    return names


def _norm(text: str) -> str:
    return " ".join(text.lower().split())


def relevance(f: Finding, spec: HintSpec) -> float:
    """How much of what the hint names this finding is about (0 = nothing). Quoted text counts most,
    then the issue kind, then the files, then the columns."""
    if spec.empty:
        return 0.0
    score = 0.0
    # a lead's description repeats the hint: only its title and places say what it is about
    described = "" if f.hint_located else f.description
    about = _norm(f"{f.title} {described} " + " ".join(e.location for e in f.evidence))
    contexts = [_norm(e.context) for e in f.evidence if e.verbatim]
    if spec.quoted_text and any(
        (s := _norm(snip)) and (any(s in c or (len(c) >= 8 and c in s) for c in contexts) or s in about)
        for snip in spec.quoted_text
    ):
        score += 1.5
    if f.detector in spec.detectors:
        score += spec.detectors[f.detector]
    named = {e.file for e in f.evidence} & spec.files
    if named:
        score += 0.75
    if len(named) >= 2 and Tag.CROSS_FILE_DISCREPANCY in f.tags:
        score += 0.5  # a hint naming two files is about them together: a finding that relates them
    if spec.columns and any(_words_pattern(c).search(about) for c in spec.columns):
        score += 0.5
    # the finding speaks of what the hint speaks of (a licence, a candidate, a rating); a finding of the
    # issue kind the hint names has its weight already
    if spec.topic and not f.hint_located and f.detector not in spec.detectors:
        shared = len(spec.topic & set(_tokens(f"{f.title} {f.description}")))
        score += min(TOPIC_WEIGHT, TOPIC_PER_WORD * shared)
    if spec.located and not f.hint_located and any((e.file, e.line) in spec.located for e in f.evidence):
        score += 1.0
    if f.hint_located:
        score += LEAD_WEIGHT
    if spec.positions and any(
        e.line is not None and any(abs(e.line - p) <= POSITION_SLACK for p in spec.positions)
        for e in f.evidence
    ):
        score += 1.0
    return score


def hint_located(findings: list[Finding], spec: HintSpec, view: DatasetView) -> list[Finding]:
    """Leads for quoted hint text that no finding's evidence covers: the quote located verbatim in the
    files (the named files first), quoting the whole line it is on, marked ``hint_located``."""
    covered = [_norm(e.context) for f in findings for e in f.evidence if e.verbatim]
    out: list[Finding] = []
    order = sorted(spec.files) + [n for n in view.names() if n not in spec.files]
    for snippet in spec.quoted_text:
        needle = _norm(snippet)
        if len(needle) < 4 or any(needle in c for c in covered):
            continue
        for name in order:
            doc = view.text(name)
            if doc is None:
                continue
            line_no = next((i for i, ln in enumerate(doc.lines) if needle in _norm(ln)), None)
            if line_no is None:
                continue
            line = doc.lines[line_no].strip()
            out.append(
                Finding(
                    title=f"Hint-located lead: the hinted text '{snippet}' in {name}, line {line_no + 1}",
                    description=(
                        "The hint quotes this text and it appears verbatim here; no detector confirmed an "
                        "issue on this line, so it is a lead to check against the hint, not a verified "
                        f"finding. Hint: {spec.text}"
                    ),
                    tags=[],
                    severity=HINT_LOCATED_CONFIDENCE,
                    confidence=HINT_LOCATED_CONFIDENCE,
                    evidence=[
                        Evidence(file=name, location=f"line {line_no + 1}", context=line, line=line_no + 1)
                    ],
                    detector="hint_locator",
                    hint_located=True,
                )
            )
            covered.append(_norm(line))
            break
    return out


_TOKEN = re.compile(r"[a-z0-9]+")
STOPWORDS = set(
    [
        "a",
        "an",
        "the",
        "and",
        "or",
        "but",
        "of",
        "in",
        "on",
        "at",
        "to",
        "for",
        "from",
        "by",
        "with",
        "as",
        "is",
        "are",
        "was",
        "were",
        "be",
        "been",
        "being",
        "it",
        "its",
        "this",
        "that",
        "these",
        "those",
        "which",
        "who",
        "whom",
        "whose",
        "what",
        "when",
        "where",
        "while",
        "than",
        "then",
        "there",
        "their",
        "they",
        "them",
        "one",
        "two",
        "three",
        "some",
        "any",
        "all",
        "each",
        "every",
        "other",
        "another",
        "more",
        "most",
        "less",
        "least",
        "only",
        "also",
        "not",
        "no",
        "nor",
        "so",
        "such",
        "very",
        "same",
        "has",
        "have",
        "had",
        "does",
        "do",
        "did",
        "into",
        "over",
        "under",
        "after",
        "before",
        "about",
        "between",
        "just",
        "instead",
        "first",
        "last",
        "file",
        "files",
        "row",
        "rows",
        "line",
        "lines",
        "column",
        "columns",
        "value",
        "values",
        "field",
        "fields",
        "data",
        "dataset",
        "table",
        "entry",
        "entries",
        "record",
        "records",
        "wrong",
        "given",
        "uses",
        "used",
        "name",
        "named",
        "names",
    ]
)
LEAD_MIN_WORDS = 3  # hint words a line must share before it is a lead
LEAD_MARGIN = 1.25  # and it must share clearly more (by weight) than any other line of the named files
# ... or one more word that fewer than a third of the lines have (weight log 3 > 1)
LEAD_EXTRA = 1.0
TOPIC_WEIGHT = 1.0  # a finding sharing rare hint words counts as much as the issue kind ...
TOPIC_PER_WORD = 0.5  # ... half of it for one such word
TOPIC_SHARE = 3  # a word at most a third of the findings use is rare among them
LEAD_WEIGHT = 0.75  # a lead is about what the hint names: ranked above findings that only share a file
MAX_LEAD_LINES = 20_000


def _stem(word: str) -> str:
    word = word.replace("licenc", "licens")  # British and American spellings of one word
    for suffix in ("ies", "es", "s", "ed", "ing", "e"):
        if len(word) > len(suffix) + 3 and word.endswith(suffix):
            return word[: -len(suffix)] + ("y" if suffix == "ies" else "")
    return word


def _tokens(text: str) -> list[str]:
    return [
        _stem(t) for t in _TOKEN.findall(text.lower()) if t not in STOPWORDS and (len(t) > 1 or t.isdigit())
    ]


def locate_words(spec: HintSpec, view: DatasetView) -> tuple[str, int] | None:
    """The one line of the named files that shares the most of the hint's distinctive words ("a Maryland
    District 6 candidate who advanced" -> that candidate's row): words weighted by how rare they are among
    the files' lines, neighbouring hint words found side by side counting double. None unless one line
    clearly stands out; a table's header line is never a lead (detectors read headers)."""
    hint_tokens = _tokens(spec.words)
    if len(set(hint_tokens)) < LEAD_MIN_WORDS or not spec.files:
        return None
    pairs = set(itertools.pairwise(hint_tokens))
    lines: list[tuple[str, int, list[str]]] = []
    tables = set(view.table_names())
    for name in sorted(spec.files):
        doc = view.text(name)
        if doc is None or len(doc.lines) > MAX_LEAD_LINES:
            continue
        for i, ln in enumerate(doc.lines):
            if (i == 0 and name in tables) or not ln.strip():
                continue
            lines.append((name, i, _tokens(ln)))
    if len(lines) < 2:
        return None
    df: dict[str | tuple[str, str], int] = {}  # lines holding each word, and each pair of neighbours
    for _, _, toks in lines:
        for t in {*toks, *itertools.pairwise(toks)}:
            df[t] = df.get(t, 0) + 1
    wanted = set(hint_tokens)
    scored = []
    for name, i, toks in lines:
        shared = wanted & set(toks)
        if len(shared) < LEAD_MIN_WORDS:
            continue
        score = sum(math.log(len(lines) / df[t]) for t in shared)
        score += sum(math.log(len(lines) / df[p]) for p in pairs & set(itertools.pairwise(toks)))
        scored.append((score, name, i))
    if not scored:
        return None
    scored.sort(reverse=True)
    best = scored[0]
    second = scored[1][0] if len(scored) > 1 else 0.0
    if best[0] <= 0 or (best[0] < LEAD_MARGIN * second and best[0] < second + LEAD_EXTRA):
        return None
    return best[1], best[2] + 1


def topic_words(findings: list[Finding], spec: HintSpec) -> set[str]:
    """The hint's words that only a few findings use in their title or description: what tells the
    finding the hint is about from the others (a word every finding uses tells nothing)."""
    named = {t for c in spec.columns for t in _tokens(c)}  # column names have their own weight
    wanted = {t for t in _tokens(spec.words) if not t.isdigit()} - named  # counts are not topics
    if not wanted or not findings:
        return set()
    texts = [set(_tokens(f"{f.title} {f.description}")) for f in findings]
    few = max(1, len(findings) // TOPIC_SHARE)
    return {w for w in wanted if 0 < sum(w in t for t in texts) <= few}


def word_lead(findings: list[Finding], spec: HintSpec, view: DatasetView) -> list[Finding]:
    """A hint-located lead at the line the hint's words point to, unless a finding already quotes it
    (then that finding is what the hint means: ``spec.located`` ranks it up)."""
    where = locate_words(spec, view)
    if where is None:
        return []
    spec.located.add(where)
    name, line_no = where
    if any((e.file, e.line) == where for f in findings for e in f.evidence):
        return []
    line = view.text(name).lines[line_no - 1].strip()
    return [
        Finding(
            title=f"Hint-located lead: the line of {name} the hint describes (line {line_no})",
            description=(
                "This line shares the hint's distinctive words more than any other line of the files the "
                "hint names; no detector confirmed an issue on it, so it is a lead to check against the "
                f"hint, not a verified finding. Hint: {spec.text}"
            ),
            tags=[],
            severity=HINT_LOCATED_CONFIDENCE,
            confidence=HINT_LOCATED_CONFIDENCE,
            evidence=[Evidence(file=name, location=f"line {line_no}", context=line, line=line_no)],
            detector="hint_locator",
            hint_located=True,
        )
    ]


def steer(findings: list[Finding], hint: str | None, view: DatasetView) -> list[Finding]:
    """Findings plus hint-located leads, each with its ``hint_match``, in rank order: what matches the
    hint first (most matched first), then by confidence."""
    spec = parse_hint(hint, view)
    spec.topic = topic_words(findings, spec)
    extra = hint_located(findings, spec, view) if spec.quoted_text else []
    if not extra and not spec.positions and not any(f.hint_located for f in findings):
        extra = word_lead(findings, spec, view)
    scored = [f.model_copy(update={"hint_match": relevance(f, spec)}) for f in findings + extra]
    return sorted(scored, key=rank_key)
