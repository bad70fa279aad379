"""Answering questions about workbooks: the DSBench data-analysis Analyst, its floor, judge and suite."""
