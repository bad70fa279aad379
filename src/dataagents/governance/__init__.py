"""Governance room: GovBench (task format, metrics, sample suites, builders), the operator library, the
pipeline engine with contracts, the request path behind ``dataagents govern``, and the single-model baseline.
The paper's DataGovAgent (planner, executor, evaluator) lives in ``agent/``.

Public entry points:
- ``govern.run_request(request, inputs, output, model=...)``: understand -> plan -> execute -> verify ->
  deliver (``spec``, ``understand``, ``schema_link``, ``verify``, ``deliver``); ``dataagents govern "…"``.
- ``operators.list_operators() / get_operator(name)``: the catalog (``dataagents govern ops [--json]``).
- ``pipeline.Pipeline``, ``compile_pipeline``, ``run_pipeline``, ``export_script``: the engine.
- ``task.load_task / load_suite / evaluate_output``; ``metrics.summarize``; ``suite.govbench`` (inspect task),
  ``suite.register_agent``.
"""
