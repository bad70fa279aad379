"""Load the wine recognition data."""

import pandas as pd


def load(path="wine_data.csv"):
    df = pd.read_csv(path)
    df["alcalinity"] = df["alcalinity"].astype(float)
    return df.drop(columns=["class"]), df["class"]
