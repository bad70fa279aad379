"""Clean source data for the sample suite: small synthetic tables written for realism (names, dates,
phones, customer messages), plus the UCI Wine table as scikit-learn ships it. No downloads."""

from __future__ import annotations

import random

import pandas as pd

FIRST = [
    "Alice",
    "Bob",
    "Carol",
    "Dave",
    "Eve",
    "Frank",
    "Grace",
    "Heidi",
    "Ivan",
    "Judy",
    "Mallory",
    "Niaj",
    "Olivia",
    "Peggy",
    "Rupert",
    "Sybil",
    "Trent",
    "Uma",
    "Victor",
    "Wendy",
    "Xavier",
    "Yara",
    "Zane",
    "Isaac",
    "Paula",
    "Quinn",
    "Una",
    "Jane",
    "Omar",
    "Lena",
]
LAST = [
    "Smith",
    "Jones",
    "Garcia",
    "Miller",
    "Davis",
    "Lopez",
    "Wilson",
    "Anderson",
    "Thomas",
    "Moore",
    "Martin",
    "Lee",
    "Clark",
    "Lewis",
    "Walker",
    "Young",
    "King",
    "Wright",
    "Hill",
    "Green",
]
CITIES = [
    ("10001", "New York", "NY"),
    ("94105", "San Francisco", "CA"),
    ("60601", "Chicago", "IL"),
    ("73301", "Austin", "TX"),
    ("98101", "Seattle", "WA"),
    ("02108", "Boston", "MA"),
    ("30301", "Atlanta", "GA"),
    ("80202", "Denver", "CO"),
]

CLEAN_SENTENCES = [
    "The customer service team is committed to providing exceptional assistance to all clients.",
    "Customer service is dedicated to addressing and resolving client inquiries efficiently.",
    "The refund policy stipulates that all requests must be submitted within thirty days of purchase.",
    "The refund policy allows customers to return products within 30 days for a full refund.",
    "The product warranty is valid for a period of one year from the date of purchase.",
    "Our support line is open from nine in the morning until six in the evening on weekdays.",
    "Orders placed before noon are usually shipped on the same business day.",
    "Please keep the original receipt as proof of purchase for any warranty claim.",
    "The new firmware update improves battery life and fixes several connection issues.",
    "Shipping to remote areas may take up to ten business days depending on the carrier.",
    "Members of the loyalty program receive early access to seasonal sales and promotions.",
    "The installation guide explains how to mount the device on a wall in five steps.",
    "Gift cards can be redeemed online or in any of our retail stores nationwide.",
    "The replacement part was delivered quickly and the technician installed it the same day.",
    "We recommend cleaning the filter every three months to keep the machine running smoothly.",
    "Climate change poses significant challenges to the global environment and requires collective action.",
    "Regular exercise improves both physical health and mental well-being over time.",
    "The city council approved a new budget for public parks and community sports fields.",
    "Local farmers markets offer fresh seasonal produce directly from nearby growers.",
    "The museum extended its opening hours during the summer holiday season.",
    "Public transport ridership increased after the introduction of a simpler fare system.",
    "The library offers free workshops on digital skills for adults every Saturday morning.",
    "Engaging in team sports teaches cooperation, discipline and resilience to young players.",
    "The annual report shows steady growth in online sales across all product categories.",
    "Solar panels on the school roof now cover most of the building's electricity needs.",
    "The hiking trail was reopened after volunteers repaired the damaged wooden bridges.",
    "Employees can request remote work days through the internal scheduling portal.",
    "The conference will feature talks on data quality, privacy and responsible analytics.",
    "Our recipe of the week is a simple vegetable soup that takes thirty minutes to cook.",
    "The bakery on the corner sells fresh bread every morning from seven o'clock.",
    "Train services between the two cities will run every fifteen minutes from next month.",
    "The survey results will help us improve the checkout experience on our website.",
    "Customers can track their parcels in real time using the order number on the receipt.",
    "The garden center recommends watering new plants early in the morning or late in the evening.",
    "A new pedestrian bridge connects the river park with the historic town center.",
    "The software team releases small improvements every two weeks after careful testing.",
    "The hotel offers free breakfast and late checkout for guests staying three nights or more.",
    "Volunteers collected more than two hundred bags of litter during the beach clean-up.",
    "The cinema introduced reclining seats and a quieter ventilation system this year.",
    "Students can borrow laptops from the campus library for up to two weeks.",
]

PROFANE_SENTENCES = [
    "Fix this crap service now.",
    "Fix this damn service now.",
    "This whole thing is total bitch.",
    "Why the bitch is my order delayed?",
    "Why the bastard is my order delayed?",
    "What the hell is wrong with this shitty app?",
    "This damn printer jams every single day.",
    "Your crap delivery broke my fucking lamp.",
    "Stop sending me this shit every week.",
    "The damn website logged me out again.",
]
FOREIGN_SENTENCES = [
    "Le service client est très lent et je ne suis pas satisfait de la réponse.",
    "Die Lieferung ist nicht angekommen und ich warte seit zwei Wochen.",
    "El producto llegó roto y no es posible hablar con el servicio técnico.",
    "La commande est arrivée en retard mais le produit est de bonne qualité.",
    "Ich bin mit der Qualität sehr zufrieden, aber der Preis ist zu hoch.",
    "Quiero devolver el pedido porque no es el modelo que compré.",
    "Il prodotto è arrivato in ritardo e la confezione era danneggiata.",
    "Nous avons besoin d'une facture pour la commande du mois dernier.",
]
LINK_SENTENCES = [
    "Get 90% off today at https://deals.example.com/offer now",
    "Visit www.cheap-watches.example for the best prices",
    "Click http://bit.example/xyz to claim your prize",
    "More details on https://example.org/blog/post-12 about our update",
    "Download the app from www.example.net/app and log in",
    "Free followers at http://spam.example.io",
]

POSITIVE = [
    "The latte at this coffee shop is so delicious, I will definitely come back next time!",
    "The customer service response speed is quite fast, and the problem has been solved.",
    "The sunlight today is really nice, feeling great.",
    "The soundtrack of this movie is very moving, definitely recommend it.",
    "The project was launched on time, and everyone is very satisfied.",
    "Great value for money and friendly staff.",
    "I love the new design, it is beautiful and easy to use.",
    "The hotel room was clean and the staff were helpful.",
    "Excellent battery life, I enjoy using this phone every day.",
    "The delivery was fast and the packaging was perfect.",
    "Amazing concert, the band was fantastic.",
    "The teacher was patient and the lessons were wonderful.",
]
NEGATIVE = [
    "The service attitude was terrible, I will never come again.",
    "The product broke after just two days of use, very disappointing.",
    "The courier hasn't updated the logistics for a week, so annoying.",
    "The food was cold and the waiter was rude.",
    "Worst purchase ever, a complete waste of money.",
    "The app is slow and keeps crashing, useless.",
    "My order was delayed again and nobody answered my emails.",
    "The room was dirty and the bed was horrible.",
    "The screen failed after one week, poor quality.",
    "Overpriced tickets and a late start, awful evening.",
    "I hate how complicated the checkout process is.",
    "Bad customer support, they were angry and unhelpful.",
]
NEUTRAL = [
    "This is the second page of the contract.",
    "The air conditioning temperature is set to 25°C.",
    "The meeting has been moved to Thursday afternoon.",
    "The store opens at nine on weekdays.",
    "The package weighs about two kilograms.",
    "Our office is on the third floor of the building.",
    "The report contains twelve tables and four figures.",
    "The bus leaves from platform number four.",
    "Please fill in the form with your address.",
    "The invoice number is printed at the top right.",
    "The train arrives at the central station.",
    "The manual is available in three languages.",
]


def people(n: int, rng: random.Random) -> pd.DataFrame:
    rows = []
    for i in range(n):
        first, last = rng.choice(FIRST), rng.choice(LAST)
        zip_, city, state = rng.choice(CITIES)
        signup = pd.Timestamp("2021-01-01") + pd.Timedelta(days=rng.randrange(0, 1400))
        birth = pd.Timestamp("1950-01-01") + pd.Timedelta(days=rng.randrange(0, 18000))
        rows.append(
            {
                "customer_id": f"C{1001 + i:04d}",
                "name": f"{first} {last}",
                "email": f"{first.lower()}.{last.lower()}{i}@example.com",
                "phone": f"+1{rng.choice([212, 415, 312, 512, 206, 617])}{rng.randrange(2000000, 9999999)}",
                "zip": zip_,
                "city": city,
                "state": state,
                "signup_date": signup.strftime("%Y-%m-%d"),
                "birth_date": birth.strftime("%Y-%m-%d"),
                "tier": rng.choice(["gold", "silver", "bronze"]),
            }
        )
    return pd.DataFrame(rows)


def text_records(rng: random.Random, n: int, id_prefix: str | None = None) -> pd.DataFrame:
    picks = rng.sample(CLEAN_SENTENCES, k=min(n, len(CLEAN_SENTENCES)))
    ids: list[object] = (
        [f"{id_prefix}{i + 1:04d}" for i in range(len(picks))] if id_prefix else list(range(len(picks)))
    )
    return pd.DataFrame({"id": ids, "text": picks})


def wine() -> pd.DataFrame:
    """UCI Wine recognition data as bundled in scikit-learn (BSD-3-Clause), 178 rows."""
    from sklearn.datasets import load_wine

    df = load_wine(as_frame=True).frame
    cols = ["alcohol", "malic_acid", "ash", "magnesium", "color_intensity", "proline"]
    out = df[cols].copy()
    out.insert(0, "sample_id", range(1, len(out) + 1))
    out["cultivar"] = df["target"].map({0: "class_0", 1: "class_1", 2: "class_2"})
    return out
