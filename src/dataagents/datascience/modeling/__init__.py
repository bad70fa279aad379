"""Training models for Kaggle-style tasks: the DSBench data-modeling Modeler, its floor, metrics and suite."""
