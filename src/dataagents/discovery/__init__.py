"""DatasetResearch (paper 2508.06960): demand-driven dataset discovery.

MetaTriplets (``task``), metadata generation and judge (``metadata``, ``judge``), downstream task performance
(``downstream``), catalog backends (``catalog``), DataResearcher agents (``researchers``), the inspect suite
(``suite``) and the ``dataagents discover`` command (``commands``).
"""
