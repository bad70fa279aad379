"""DataGovAgent (paper §4, A.6): Planner -> Executor -> Evaluator over the governance operator library.

``govern_files(instruction, inputs, output, model=..., max_rounds=...)`` is the public entry point (CLI, suite).
"""
