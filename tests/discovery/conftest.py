import pytest

from dataagents.discovery.catalog import sample_root
from dataagents.discovery.task import load_triplets


@pytest.fixture(scope="session")
def triplets():
    return load_triplets(sample_root() / "triplets")


@pytest.fixture(scope="session")
def by_id(triplets):
    return {t.task_id: t for t in triplets}
