import os

import pytest

# tests never touch the network: the real Hub client (when installed) fails fast instead of timing out
os.environ.setdefault("HF_HUB_OFFLINE", "1")

from dataagents.discovery.catalog import sample_root
from dataagents.discovery.task import load_triplets


@pytest.fixture(scope="session")
def triplets():
    return load_triplets(sample_root() / "triplets")


@pytest.fixture(scope="session")
def by_id(triplets):
    return {t.task_id: t for t in triplets}
