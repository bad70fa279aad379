"""DSBench data science: analysis (workbooks, answers, analyst) and modeling (metrics, RPG, modeler)."""
