"""The one folder listing: regular files only, sorted, links not followed."""

import os

from dataagents.files.listing import list_folder


def test_lists_regular_files_sorted_with_sizes(tmp_path):
    (tmp_path / "b").mkdir()
    (tmp_path / "b" / "x.csv").write_text("a,b\n1,2\n")
    (tmp_path / "a.md").write_text("# t\n")
    (tmp_path / "empty.csv").write_bytes(b"")
    got = [(f.name, f.size) for f in list_folder(tmp_path)]
    assert got == [("a.md", 4), ("b/x.csv", 8), ("empty.csv", 0)]


def test_links_are_not_followed_and_missing_folders_list_nothing(tmp_path):
    outside = tmp_path / "outside.txt"
    outside.write_text("secret")
    root = tmp_path / "data"
    root.mkdir()
    os.symlink(outside, root / "link.txt")
    assert list_folder(root) == []
    assert list_folder(tmp_path / "nope") == []
