import pytest

from dataagents.discovery.catalog import HubCatalog, LocalCatalog, open_catalog
from dataagents.discovery.errors import CatalogError, CatalogUnavailableError


def test_bm25_finds_every_reference_dataset(triplets):
    cat = open_catalog()
    for t in triplets:
        assert cat.search(t.demand, 5)[0].id == t.metadata.dataset_id


def test_gated_reference_is_hidden(triplets):
    t = triplets[0]
    cat = open_catalog(exclude={t.task_id})
    assert t.task_id not in {h.id for h in cat.search(t.demand, 10)}
    with pytest.raises(CatalogError):
        cat.get(t.task_id)


def test_empty_catalog_is_a_clear_error(tmp_path):
    with pytest.raises(CatalogError, match="has no datasets"):
        LocalCatalog(tmp_path)
    with pytest.raises(CatalogError, match="not found"):
        LocalCatalog(tmp_path / "nope")


def test_unreachable_hub_is_a_clear_error():
    class Down:
        def list_datasets(self, **_):
            raise ConnectionError("Name or service not known")

    with pytest.raises(CatalogUnavailableError, match="cannot reach the Hugging Face Hub"):
        HubCatalog(api=Down()).search("anything")


def test_hub_without_client_library():
    try:
        import huggingface_hub  # noqa: F401
    except ImportError:
        with pytest.raises(CatalogUnavailableError, match="huggingface_hub"):
            open_catalog("hf")
    else:
        pytest.skip("huggingface_hub installed")


def test_real_hub_client_offline_is_a_clear_error():
    pytest.importorskip("huggingface_hub")
    with pytest.raises(CatalogUnavailableError, match="cannot reach the Hugging Face Hub"):
        open_catalog("hf").search("legal reasoning yes no")
