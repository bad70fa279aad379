"""Builds the bundled DatasetResearch sample: an offline catalog of small datasets and MetaTriplets over them.

Run ``python -m dataagents.discovery.catalog.build_sample [OUT]`` (default: the package's
``suites/datasetresearch_sample``). Every record is written here by hand or generated from a fixed seed; nothing is
downloaded. License: CC0-1.0 (authored for dataagents). Facts (capitals, currencies, element symbols, acronyms,
phrase translations) are common knowledge, written from memory and checked by hand.

For each demand the catalog holds the dataset's *train* records; the triplet holds held-out *test* items that are
not in the catalog, plus reference exemplars (the S_ref side). A few sibling datasets (Spanish phrases, atomic
numbers) are distractors and the nearest stand-ins when a reference is hidden ("gated", as in paper §3.2 step 1).
"""

from __future__ import annotations

import json
import random
import sys
from collections.abc import Callable
from datetime import date, timedelta
from pathlib import Path

from dataagents.discovery.metadata import floor_demand, floor_metadata
from dataagents.discovery.task import Sample

LICENSE = "CC0-1.0"
PROVENANCE = "written for dataagents (dataagents.discovery.catalog.build_sample)"

CAPITALS = [
    ("France", "Paris"),
    ("Germany", "Berlin"),
    ("Italy", "Rome"),
    ("Spain", "Madrid"),
    ("Portugal", "Lisbon"),
    ("Japan", "Tokyo"),
    ("China", "Beijing"),
    ("India", "New Delhi"),
    ("Canada", "Ottawa"),
    ("Australia", "Canberra"),
    ("Brazil", "Brasilia"),
    ("Argentina", "Buenos Aires"),
    ("Mexico", "Mexico City"),
    ("Egypt", "Cairo"),
    ("Kenya", "Nairobi"),
    ("Nigeria", "Abuja"),
    ("South Korea", "Seoul"),
    ("Thailand", "Bangkok"),
    ("Vietnam", "Hanoi"),
    ("Turkey", "Ankara"),
    ("Greece", "Athens"),
    ("Poland", "Warsaw"),
    ("Sweden", "Stockholm"),
    ("Norway", "Oslo"),
    ("Finland", "Helsinki"),
    ("Denmark", "Copenhagen"),
    ("Ireland", "Dublin"),
    ("Austria", "Vienna"),
    ("Hungary", "Budapest"),
    ("Czech Republic", "Prague"),
    ("Peru", "Lima"),
    ("Chile", "Santiago"),
    ("Colombia", "Bogota"),
    ("Morocco", "Rabat"),
    ("Iran", "Tehran"),
    ("Iraq", "Baghdad"),
    ("Pakistan", "Islamabad"),
    ("Indonesia", "Jakarta"),
    ("Philippines", "Manila"),
    ("New Zealand", "Wellington"),
    ("Switzerland", "Bern"),
    ("Belgium", "Brussels"),
    ("Netherlands", "Amsterdam"),
    ("Russia", "Moscow"),
    ("Ukraine", "Kyiv"),
    ("Ethiopia", "Addis Ababa"),
]
CURRENCIES = [
    ("Japan", "yen"),
    ("United Kingdom", "pound sterling"),
    ("United States", "US dollar"),
    ("India", "rupee"),
    ("China", "renminbi"),
    ("Switzerland", "Swiss franc"),
    ("Russia", "ruble"),
    ("Brazil", "real"),
    ("Mexico", "Mexican peso"),
    ("South Korea", "won"),
    ("Sweden", "Swedish krona"),
    ("Norway", "Norwegian krone"),
    ("Denmark", "Danish krone"),
    ("Poland", "zloty"),
    ("Turkey", "Turkish lira"),
    ("South Africa", "rand"),
    ("Thailand", "baht"),
    ("Vietnam", "dong"),
    ("Indonesia", "rupiah"),
    ("Israel", "shekel"),
    ("Nigeria", "naira"),
    ("Kenya", "Kenyan shilling"),
    ("Hungary", "forint"),
    ("Czech Republic", "Czech koruna"),
    ("Canada", "Canadian dollar"),
    ("Australia", "Australian dollar"),
    ("Egypt", "Egyptian pound"),
    ("Saudi Arabia", "riyal"),
    ("Philippines", "Philippine peso"),
    ("Malaysia", "ringgit"),
    ("Argentina", "Argentine peso"),
    ("Ukraine", "hryvnia"),
    ("Bangladesh", "taka"),
    ("Pakistan", "Pakistani rupee"),
]
ELEMENTS = [
    ("Hydrogen", "H", 1),
    ("Helium", "He", 2),
    ("Lithium", "Li", 3),
    ("Carbon", "C", 6),
    ("Nitrogen", "N", 7),
    ("Oxygen", "O", 8),
    ("Fluorine", "F", 9),
    ("Neon", "Ne", 10),
    ("Sodium", "Na", 11),
    ("Magnesium", "Mg", 12),
    ("Aluminium", "Al", 13),
    ("Silicon", "Si", 14),
    ("Phosphorus", "P", 15),
    ("Sulfur", "S", 16),
    ("Chlorine", "Cl", 17),
    ("Argon", "Ar", 18),
    ("Potassium", "K", 19),
    ("Calcium", "Ca", 20),
    ("Iron", "Fe", 26),
    ("Cobalt", "Co", 27),
    ("Nickel", "Ni", 28),
    ("Copper", "Cu", 29),
    ("Zinc", "Zn", 30),
    ("Bromine", "Br", 35),
    ("Krypton", "Kr", 36),
    ("Silver", "Ag", 47),
    ("Tin", "Sn", 50),
    ("Iodine", "I", 53),
    ("Xenon", "Xe", 54),
    ("Tungsten", "W", 74),
    ("Platinum", "Pt", 78),
    ("Gold", "Au", 79),
    ("Mercury", "Hg", 80),
    ("Lead", "Pb", 82),
    ("Uranium", "U", 92),
    ("Manganese", "Mn", 25),
    ("Chromium", "Cr", 24),
    ("Titanium", "Ti", 22),
    ("Boron", "B", 5),
    ("Beryllium", "Be", 4),
]
EN_FR = [
    ("Good morning.", "Bonjour."),
    ("Thank you very much.", "Merci beaucoup."),
    ("Where is the station?", "Où est la gare ?"),
    ("I am hungry.", "J'ai faim."),
    ("The cat is black.", "Le chat est noir."),
    ("I like to read books.", "J'aime lire des livres."),
    ("What time is it?", "Quelle heure est-il ?"),
    ("My name is Anna.", "Je m'appelle Anna."),
    ("The house is big.", "La maison est grande."),
    ("We are going to the beach.", "Nous allons à la plage."),
    ("It is raining today.", "Il pleut aujourd'hui."),
    ("I do not understand.", "Je ne comprends pas."),
    ("The water is cold.", "L'eau est froide."),
    ("See you tomorrow.", "À demain."),
    ("The children are playing.", "Les enfants jouent."),
    ("I have two brothers.", "J'ai deux frères."),
    ("The book is on the table.", "Le livre est sur la table."),
    ("She drinks coffee.", "Elle boit du café."),
    ("Open the window, please.", "Ouvrez la fenêtre, s'il vous plaît."),
    ("The shop is closed.", "Le magasin est fermé."),
    ("I live in Paris.", "J'habite à Paris."),
    ("The sky is blue.", "Le ciel est bleu."),
    ("He is my friend.", "C'est mon ami."),
    ("We eat bread.", "Nous mangeons du pain."),
    ("The dog is sleeping.", "Le chien dort."),
    ("I am tired.", "Je suis fatigué."),
    ("The car is red.", "La voiture est rouge."),
    ("Good night.", "Bonne nuit."),
    ("How are you?", "Comment allez-vous ?"),
    ("I love music.", "J'aime la musique."),
    ("The door is open.", "La porte est ouverte."),
    ("It is very hot.", "Il fait très chaud."),
    ("My mother is a doctor.", "Ma mère est médecin."),
    ("The train is late.", "Le train est en retard."),
    ("I need help.", "J'ai besoin d'aide."),
    ("The apple is green.", "La pomme est verte."),
]
EN_ES = [
    ("Good morning.", "Buenos días."),
    ("Thank you very much.", "Muchas gracias."),
    ("Where is the station?", "¿Dónde está la estación?"),
    ("I am hungry.", "Tengo hambre."),
    ("The cat is black.", "El gato es negro."),
    ("What time is it?", "¿Qué hora es?"),
    ("My name is Anna.", "Me llamo Anna."),
    ("The house is big.", "La casa es grande."),
    ("It is raining today.", "Hoy llueve."),
    ("I do not understand.", "No entiendo."),
    ("The water is cold.", "El agua está fría."),
    ("See you tomorrow.", "Hasta mañana."),
    ("The children are playing.", "Los niños están jugando."),
    ("She drinks coffee.", "Ella bebe café."),
    ("The shop is closed.", "La tienda está cerrada."),
    ("The sky is blue.", "El cielo es azul."),
    ("We eat bread.", "Comemos pan."),
    ("The dog is sleeping.", "El perro está durmiendo."),
    ("Good night.", "Buenas noches."),
    ("How are you?", "¿Cómo estás?"),
    ("I love music.", "Me encanta la música."),
    ("The door is open.", "La puerta está abierta."),
    ("I need help.", "Necesito ayuda."),
    ("The car is red.", "El coche es rojo."),
]
ACRONYMS = [
    ("NASA", "National Aeronautics and Space Administration"),
    ("UNESCO", "United Nations Educational, Scientific and Cultural Organization"),
    ("WHO", "World Health Organization"),
    ("NATO", "North Atlantic Treaty Organization"),
    ("CPU", "central processing unit"),
    ("GPU", "graphics processing unit"),
    ("RAM", "random access memory"),
    ("HTML", "HyperText Markup Language"),
    ("HTTP", "Hypertext Transfer Protocol"),
    ("URL", "Uniform Resource Locator"),
    ("DNA", "deoxyribonucleic acid"),
    ("RNA", "ribonucleic acid"),
    ("GDP", "gross domestic product"),
    ("IMF", "International Monetary Fund"),
    ("FIFA", "Fédération Internationale de Football Association"),
    ("UNICEF", "United Nations Children's Fund"),
    ("LED", "light-emitting diode"),
    ("GPS", "Global Positioning System"),
    ("PDF", "Portable Document Format"),
    ("SQL", "Structured Query Language"),
    ("API", "application programming interface"),
    ("ATM", "automated teller machine"),
    ("CEO", "chief executive officer"),
    ("FAQ", "frequently asked questions"),
    ("MRI", "magnetic resonance imaging"),
    ("USB", "Universal Serial Bus"),
    ("WWW", "World Wide Web"),
    ("OPEC", "Organization of the Petroleum Exporting Countries"),
    ("EU", "European Union"),
    ("UN", "United Nations"),
    ("CD", "compact disc"),
    ("PIN", "personal identification number"),
    ("AI", "artificial intelligence"),
    ("IQ", "intelligence quotient"),
    ("VAT", "value-added tax"),
    ("ETA", "estimated time of arrival"),
]
REVIEWS = [
    ("The plot was gripping from start to finish and the acting was superb.", "positive"),
    ("I walked out after an hour; the story made no sense at all.", "negative"),
    ("A warm, funny film that the whole family enjoyed.", "positive"),
    ("The dialogue was wooden and the jokes fell flat.", "negative"),
    ("Stunning photography and a soundtrack I keep humming.", "positive"),
    ("Two hours of my life I will never get back.", "negative"),
    ("The lead actress gives the performance of her career.", "positive"),
    ("Predictable, slow and far too long.", "negative"),
    ("I laughed, I cried, and I want to watch it again.", "positive"),
    ("The special effects could not save the lazy script.", "negative"),
    ("A clever mystery with a twist I did not see coming.", "positive"),
    ("Boring characters and a confusing ending.", "negative"),
    ("Beautifully directed and deeply moving.", "positive"),
    ("The sound was so bad I could barely follow the dialogue.", "negative"),
    ("Charming, smart and full of heart.", "positive"),
    ("It tries to be profound but ends up pretentious.", "negative"),
    ("The best animated film I have seen in years.", "positive"),
    ("Even the talented cast looked bored.", "negative"),
    ("A thrilling ride with great chemistry between the leads.", "positive"),
    ("The sequel ruins everything the original did well.", "negative"),
    ("Smart writing and a message that stays with you.", "positive"),
    ("Messy editing made the action scenes impossible to follow.", "negative"),
    ("An uplifting story told with real warmth.", "positive"),
    ("I fell asleep twice; nothing happens for an hour.", "negative"),
    ("Gorgeous costumes and a witty, sharp screenplay.", "positive"),
    ("The villain was laughable and the stakes never felt real.", "negative"),
    ("A masterpiece of suspense.", "positive"),
    ("Cheap, loud and forgettable.", "negative"),
    ("The documentary is informative and surprisingly funny.", "positive"),
    ("A mess of clichés with no memorable scene.", "negative"),
    ("Every scene is crafted with care; a joy to watch.", "positive"),
    ("The twist was obvious from the first five minutes.", "negative"),
    ("Wonderful performances all round and a satisfying ending.", "positive"),
    ("Disappointing; the trailer was better than the film.", "negative"),
    ("A delightful surprise that exceeded my expectations.", "positive"),
    ("Awkward pacing and characters I could not care about.", "negative"),
]
CITIES = [
    "Riverton",
    "Lakeside",
    "Maple Falls",
    "Granite Bay",
    "Oakridge",
    "Port Ellis",
    "Cedar Hill",
    "Northgate",
]
UNITS = [
    ("km", "metres", 1000),
    ("kg", "grams", 1000),
    ("hours", "minutes", 60),
    ("minutes", "seconds", 60),
    ("metres", "centimetres", 100),
    ("litres", "millilitres", 1000),
    ("days", "hours", 24),
    ("feet", "inches", 12),
]
NONSENSE = [
    "blickets",
    "daxes",
    "wugs",
    "florps",
    "zibs",
    "kems",
    "tovs",
    "grobs",
    "sniffles",
    "plonks",
    "vorns",
    "quags",
]


def _ordinal(n: int) -> str:
    words = [
        "first",
        "second",
        "third",
        "fourth",
        "fifth",
        "sixth",
        "seventh",
        "eighth",
        "ninth",
        "tenth",
        "eleventh",
        "twelfth",
        "thirteenth",
        "fourteenth",
        "fifteenth",
        "sixteenth",
        "seventeenth",
        "eighteenth",
        "nineteenth",
        "twentieth",
        "twenty-first",
        "twenty-second",
        "twenty-third",
        "twenty-fourth",
        "twenty-fifth",
        "twenty-sixth",
        "twenty-seventh",
        "twenty-eighth",
        "twenty-ninth",
        "thirtieth",
        "thirty-first",
    ]
    return words[n - 1]


def _is_prime(n: int) -> bool:
    return n > 1 and all(n % d for d in range(2, int(n**0.5) + 1))


# ---------------------------------------------------------------- record generators (seeded)
def gen_capitals(_: random.Random) -> list[dict]:
    return [{"country": c, "capital": k} for c, k in CAPITALS]


def gen_currency(_: random.Random) -> list[dict]:
    return [{"country": c, "currency": k} for c, k in CURRENCIES]


def gen_symbol_mc(rng: random.Random) -> list[dict]:
    out = []
    for name, sym, _n in ELEMENTS:
        wrong = rng.sample([s for _, s, _ in ELEMENTS if s != sym], 3)
        opts = [*wrong, sym]
        rng.shuffle(opts)
        letter = "ABCD"[opts.index(sym)]
        question = f"Which is the chemical symbol of {name.lower()}?\n" + "\n".join(
            f"{L}. {o}" for L, o in zip("ABCD", opts, strict=True)
        )
        out.append({"question": question, "answer": letter})
    return out


def gen_atomic_number(_: random.Random) -> list[dict]:
    return [{"element": name, "atomic_number": str(n)} for name, _s, n in ELEMENTS]


def gen_en_fr(_: random.Random) -> list[dict]:
    return [{"en": e, "fr": f} for e, f in EN_FR]


def gen_en_es(_: random.Random) -> list[dict]:
    return [{"en": e, "es": s} for e, s in EN_ES]


def gen_acronyms(_: random.Random) -> list[dict]:
    return [{"acronym": a, "expansion": x} for a, x in ACRONYMS]


def gen_reviews(_: random.Random) -> list[dict]:
    return [{"review": r, "label": lab} for r, lab in REVIEWS]


def gen_arithmetic(rng: random.Random) -> list[dict]:
    names, things = (
        ["Ana", "Ben", "Chen", "Dara", "Eli", "Fatima", "Goran", "Hana"],
        ["apples", "stickers", "marbles", "books", "coins"],
    )
    out = []
    for i in range(40):
        n, t = rng.choice(names), rng.choice(things)
        a, b, c = rng.randint(3, 30), rng.randint(2, 20), rng.randint(1, 9)
        if i % 2:
            q = f"{n} has {a} {t}, buys {b} more and then gives away {c}. How many {t} does {n} have now?"
            ans = a + b - c
        else:
            q = f"{n} packs {a} boxes with {c} {t} in each box and has {b} {t} left over. How many {t} were there?"
            ans = a * c + b
        out.append({"problem": q, "answer": str(ans)})
    return out


def gen_primes(rng: random.Random) -> list[dict]:
    nums = rng.sample(range(2, 400), 44)
    return [{"number": str(n), "label": "yes" if _is_prime(n) else "no"} for n in nums]


def gen_summaries(rng: random.Random) -> list[dict]:
    bodies = [
        ("city council", "approved a new cycling lane along the river", "after a long public consultation"),
        ("school board", "voted to extend the library opening hours", "following requests from parents"),
        ("local hospital", "opened a second emergency ward", "to cut waiting times"),
        ("football club", "signed a young striker from the youth academy", "ahead of the new season"),
        ("water company", "announced repairs to the main pipeline", "after a week of low pressure"),
        ("museum", "unveiled an exhibition of medieval maps", "borrowed from three national archives"),
        ("bakery cooperative", "started delivering bread by electric van", "to reduce its emissions"),
        ("fire service", "rescued four hikers from the flooded valley", "using a borrowed boat"),
    ]
    out = []
    for i in range(40):
        org, action, reason = bodies[i % len(bodies)]
        city, n = rng.choice(CITIES), rng.randint(2, 9)
        day = rng.choice(["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"])
        text = (
            f"On {day}, the {org} of {city} {action} {reason}. Officials said the decision followed {n} months "
            f"of planning. Residents interviewed in the town centre had mixed views, and some asked for more "
            f"information about costs. A further update is expected next month."
        )
        out.append({"article": text, "summary": f"The {org} of {city} {action}."})
    return out


def gen_dates(rng: random.Random) -> list[dict]:
    months = [
        "January",
        "February",
        "March",
        "April",
        "May",
        "June",
        "July",
        "August",
        "September",
        "October",
        "November",
        "December",
    ]
    out = []
    for _ in range(40):
        d = date(1990, 1, 1) + timedelta(days=rng.randint(0, 13000))
        out.append(
            {"date": d.isoformat(), "words": f"the {_ordinal(d.day)} of {months[d.month - 1]}, {d.year}"}
        )
    return out


def gen_syllogisms(rng: random.Random) -> list[dict]:
    out = []
    for i in range(40):
        a, b, c = rng.sample(NONSENSE, 3)
        if i % 2:
            premises, right = f"All {a} are {b}. All {b} are {c}.", f"All {a} are {c}."
            wrongs = [f"All {c} are {a}.", f"No {a} are {c}.", f"Some {c} are not {b}."]
        else:
            premises, right = f"No {a} are {b}. All {c} are {b}.", f"No {c} are {a}."
            wrongs = [f"All {a} are {c}.", f"All {b} are {a}.", f"Some {c} are {a}."]
        opts = [*wrongs, right]
        rng.shuffle(opts)
        q = (
            premises
            + " Which conclusion must be true?\n"
            + "\n".join(f"{L}. {o}" for L, o in zip("ABCD", opts, strict=True))
        )
        out.append({"premises": q, "answer": "ABCD"[opts.index(right)]})
    return out


def gen_units(rng: random.Random) -> list[dict]:
    out = []
    for _ in range(40):
        src, dst, f = rng.choice(UNITS)
        v = rng.randint(2, 40)
        out.append({"question": f"Convert {v} {src} to {dst}.", "answer": str(v * f)})
    return out


# ---------------------------------------------------------------- dataset specs
# id: (generator, title, task_type, domain, subject, template, output_field, input desc, output desc, prose, demand?)
SPECS: dict[str, dict] = {
    "world-capitals-qa": dict(
        gen=gen_capitals,
        title="World capitals QA",
        task_type="question-answering",
        domain="knowledge",
        subject="world geography, capital cities of countries",
        template="What is the capital city of {country}? Answer with the city name only.",
        output_field="capital",
        input="an English question naming a country",
        output="the capital city name in English",
        prose="Short factual questions asking for the capital city of a country, answered with the city's English name. Covers countries on every continent; useful to fine-tune or probe geographic factual recall.",
    ),
    "country-currency-qa": dict(
        gen=gen_currency,
        title="Country currencies QA",
        task_type="question-answering",
        domain="knowledge",
        subject="economics, national currencies",
        template="What is the official currency of {country}? Answer with the currency name only.",
        output_field="currency",
        input="an English question naming a country",
        output="the name of the national currency in English",
        prose="Questions asking which currency a country uses, answered with the currency's English name (yen, rand, zloty ...). Factual knowledge of world economics and money.",
    ),
    "element-symbol-mc": dict(
        gen=gen_symbol_mc,
        title="Chemical element symbols (multiple choice)",
        task_type="multiple-choice",
        domain="knowledge",
        subject="chemistry, periodic table, element symbols",
        template="{question}\nAnswer with the letter of the correct option.",
        output_field="answer",
        input="an English multiple-choice question with four options A-D about a chemical element",
        output="a single option letter A, B, C or D",
        prose="Multiple-choice chemistry questions: pick the chemical symbol of a named element from four options labelled A-D. Tests periodic-table knowledge.",
    ),
    "element-number-qa": dict(
        gen=gen_atomic_number,
        title="Atomic numbers QA",
        task_type="question-answering",
        domain="knowledge",
        subject="chemistry, periodic table, atomic numbers",
        template="What is the atomic number of {element}? Answer with a number.",
        output_field="atomic_number",
        input="an English question naming a chemical element",
        output="the atomic number as an integer",
        prose="Questions asking for the atomic number of a chemical element, answered with an integer. Periodic-table facts.",
    ),
    "en-fr-phrases": dict(
        gen=gen_en_fr,
        title="English-French everyday phrases",
        task_type="translation",
        domain="knowledge",
        subject="everyday conversation, travel phrases",
        template="Translate the following English sentence into French: {en}",
        output_field="fr",
        input="a short everyday English sentence",
        output="the French translation",
        prose="Parallel English to French sentences from everyday conversation (greetings, travel, home, weather). Use for English-French machine translation fine-tuning.",
    ),
    "en-es-phrases": dict(
        gen=gen_en_es,
        title="English-Spanish everyday phrases",
        task_type="translation",
        domain="knowledge",
        subject="everyday conversation, travel phrases",
        template="Translate the following English sentence into Spanish: {en}",
        output_field="es",
        input="a short everyday English sentence",
        output="the Spanish translation",
        prose="Parallel English to Spanish sentences from everyday conversation. Use for English-Spanish machine translation.",
    ),
    "acronym-expansion": dict(
        gen=gen_acronyms,
        title="Acronym expansions",
        task_type="text-generation",
        domain="knowledge",
        subject="organisations, computing, science abbreviations",
        template="Write out the full form of the acronym {acronym}.",
        output_field="expansion",
        input="an English instruction containing an acronym",
        output="the expanded full name in English",
        prose="Acronyms and initialisms (organisations, computing, science, business) with their full written-out expansions. Generation of the full form from the abbreviation.",
    ),
    "movie-review-sentiment": dict(
        gen=gen_reviews,
        title="Movie review sentiment",
        task_type="text-classification",
        domain="reasoning",
        subject="film reviews, opinions, sentiment",
        template="Classify the sentiment of this movie review as positive or negative.\nReview: {review}",
        output_field="label",
        input="a one-sentence English movie review",
        output="a label, positive or negative",
        prose="One-sentence English movie reviews labelled with their sentiment, positive or negative. Binary sentiment classification requiring reading of opinion cues, sarcasm and contrast.",
    ),
    "arithmetic-word-problems": dict(
        gen=gen_arithmetic,
        title="Arithmetic word problems",
        task_type="question-answering",
        domain="reasoning",
        subject="elementary math, multi-step arithmetic word problems",
        template="Solve the word problem and answer with a number only.\n{problem}",
        output_field="answer",
        input="a short English math word problem with two or three steps",
        output="the final answer as an integer",
        prose="Grade-school arithmetic word problems needing two steps (addition, subtraction, multiplication), answered with a single integer. Tests multi-step numerical reasoning.",
    ),
    "prime-number-judgement": dict(
        gen=gen_primes,
        title="Is it prime? yes/no",
        task_type="text-classification",
        domain="reasoning",
        subject="number theory, primality",
        template="Is {number} a prime number? Answer yes or no.",
        output_field="label",
        input="an English question about whether an integer below 400 is prime",
        output="a label, yes or no",
        prose="Binary judgements of primality for integers under 400, answered yes or no. Requires reasoning about divisibility.",
    ),
    "local-news-summaries": dict(
        gen=gen_summaries,
        title="Local news one-line summaries",
        task_type="summarization",
        domain="reasoning",
        subject="local news, civic announcements",
        template="Summarize the news article in one sentence.\n{article}",
        output_field="summary",
        input="a short English local news article of four sentences",
        output="a one-sentence English summary of the main event",
        prose="Short local news articles (council decisions, hospitals, clubs, rescues) paired with a one-sentence summary of the main event. Abstractive summarization that must pick out the key fact and drop filler.",
    ),
    "date-to-words": dict(
        gen=gen_dates,
        title="ISO dates written in words",
        task_type="text-generation",
        domain="reasoning",
        subject="calendar dates, formatting, verbalization",
        template="Write the date {date} in words.",
        output_field="words",
        input="an ISO 8601 date (YYYY-MM-DD)",
        output="the date in English words, e.g. the fourth of March, 2021",
        prose="ISO 8601 dates paired with their English verbal form (ordinal day, month name, year). Text generation that requires parsing and transforming structured input.",
    ),
    "syllogism-choice": dict(
        gen=gen_syllogisms,
        title="Syllogisms with nonsense terms (multiple choice)",
        task_type="multiple-choice",
        domain="reasoning",
        subject="formal logic, categorical syllogisms",
        template="{premises}\nAnswer with the letter of the correct option.",
        output_field="answer",
        input="two English premises over nonsense terms and four candidate conclusions A-D",
        output="a single option letter A, B, C or D",
        prose="Categorical syllogisms over nonsense words so world knowledge cannot help: given two premises choose the conclusion that must follow, from four options A-D. Pure deductive logical reasoning.",
    ),
    "unit-conversion": dict(
        gen=gen_units,
        title="Unit conversions",
        task_type="question-answering",
        domain="reasoning",
        subject="measurement, unit conversion arithmetic",
        template="{question} Answer with a number only.",
        output_field="answer",
        input="an English instruction to convert a quantity between units",
        output="the converted quantity as an integer",
        prose="Convert a quantity between metric and everyday units (km to metres, hours to minutes, feet to inches), answered with an integer. Requires knowing the factor and multiplying.",
    ),
}
DEMANDS = [k for k in SPECS if k not in ("element-number-qa", "en-es-phrases")]  # 12 MetaTriplets
N_TEST, N_REFERENCE = 8, 10


def card_text(ds_id: str, spec: dict, n_records: int) -> str:
    return (
        f"# {spec['title']}\n"
        f"task_type: {spec['task_type']}\n"
        f"domain: {spec['domain']}\n"
        f"subject: {spec['subject']}\n"
        f"input: {spec['input']}\n"
        f"output: {spec['output']}\n"
        f"source: human-generated\n"
        f"license: {LICENSE}\n"
        f"provenance: {PROVENANCE}\n"
        f"template: {spec['template'].replace(chr(10), ' / ')}\n"
        f"output_field: {spec['output_field']}\n\n"
        f"{spec['prose']}\n\n"
        f"Records: {n_records}. Fields: {', '.join(spec['fields'])}.\n"
    )


def to_sample(rec: dict, spec: dict) -> dict:
    return {"input": spec["template"].format(**rec), "output": rec[spec["output_field"]]}


def build(out: Path) -> None:
    cat, trip = out / "catalog", out / "triplets"
    for ds_id, spec in SPECS.items():
        gen: Callable[[random.Random], list[dict]] = spec["gen"]
        records = gen(random.Random(f"datasetresearch-{ds_id}"))
        spec["fields"] = list(records[0])
        is_demand = ds_id in DEMANDS
        train, test = (records[:-N_TEST], records[-N_TEST:]) if is_demand else (records, [])
        (cat / ds_id).mkdir(parents=True, exist_ok=True)
        card = card_text(ds_id, spec, len(train))
        (cat / ds_id / "card.md").write_text(card, encoding="utf-8")
        with (cat / ds_id / "data.jsonl").open("w", encoding="utf-8") as fh:
            for r in train:
                fh.write(json.dumps(r, ensure_ascii=False) + "\n")
        if not is_demand:
            continue
        folder = trip / ds_id
        folder.mkdir(parents=True, exist_ok=True)
        reference = [to_sample(r, spec) for r in train[:N_REFERENCE]]
        samples = [Sample(**s) for s in reference]
        meta = floor_metadata(
            card, samples, dataset_id=ds_id, samples_count=len(train), domain=spec["domain"]
        )
        meta.task_id = ds_id
        meta.query = floor_demand(meta.model_copy(update={"dataset_id": ""}))
        (folder / "triplet.json").write_text(
            json.dumps(
                {
                    "task_id": ds_id,
                    "demand": meta.query,
                    "metadata": meta.model_dump(),
                    "provenance": {
                        "license": LICENSE,
                        "source": PROVENANCE,
                        "metadata": "floor_metadata(card + reference samples)",
                        "demand": "floor_demand(metadata), no example, no identifiers",
                    },
                },
                ensure_ascii=False,
                indent=1,
            ),
            encoding="utf-8",
        )
        for name, rows in (
            ("reference.jsonl", reference),
            ("test.jsonl", [to_sample(r, spec) for r in test]),
        ):
            with (folder / name).open("w", encoding="utf-8") as fh:
                for r in rows:
                    fh.write(json.dumps(r, ensure_ascii=False) + "\n")


if __name__ == "__main__":
    from dataagents.discovery.catalog import sample_root

    build(Path(sys.argv[1]) if len(sys.argv) > 1 else sample_root())
    print("built")
