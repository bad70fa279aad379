"""Governance room: GovBench (task format, metrics, sample suite, builders), the operator library, the
pipeline engine with contracts, and the single-model baseline. The DataGovAgent lives in ``agent/``.

Public entry points:
- ``operators.list_operators() / get_operator(name)``: the catalog (``dataagents govern ops``).
- ``pipeline.Pipeline``, ``compile_pipeline``, ``run_pipeline``, ``export_script``: the engine.
- ``contracts``: the (pre, post) vocabulary; ``floor.plan_pipeline``: instruction -> pipeline with no model.
- ``task.load_task / load_suite / evaluate_output``; ``metrics.summarize``; ``suite.govbench`` (inspect task),
  ``suite.register_agent``; ``api.govern`` (``dataagents govern "…" --input … --output …``).
"""
