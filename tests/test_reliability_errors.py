"""The one error hierarchy: every project error derives from VariorumError, unknown ids name the
nearest known ones, and the CLI answers any of them with one line and exit status 2."""

from __future__ import annotations

import pytest

from comparer.cli import main
from rules.errors import (CorpusError, FileAccessError, RulesetError, UnknownIdError,
                          UnknownReadingError, UnknownRulesetError, UnknownWitnessError,
                          UsageError, VariorumError, suggest)


@pytest.mark.parametrize("cls", [UsageError, FileAccessError, UnknownIdError, UnknownRulesetError,
                                 UnknownReadingError, UnknownWitnessError, CorpusError, RulesetError])
def test_every_project_error_is_a_variorum_error(cls):
    assert issubclass(cls, VariorumError)


def test_unknown_ids_keep_their_family_type():
    assert issubclass(UnknownRulesetError, RulesetError) and issubclass(UnknownReadingError, RulesetError)
    assert issubclass(UnknownWitnessError, CorpusError)


@pytest.mark.parametrize("name, known, expected", [
    ("queens-audiance/dick-1883", ["queens-audience/dick-1883", "gavotte/wp-ru-royal-cotillion"],
     ["queens-audience/dick-1883"]),
    ("GREEDY", ["greedy", "random"], ["greedy"]),
    ("gavote", ["queens-audience/dick-1883", "gavotte/wp-ru-royal-cotillion"],
     ["gavotte/wp-ru-royal-cotillion"]),
    ("stock.redeels", ["stock.redeals", "stock.deal"], ["stock.redeals"]),
    ("", ["greedy"], []),
    ("qqqqqq", ["greedy", "random"], []),
])
def test_suggest_finds_misspellings_and_parts(name, known, expected):
    assert suggest(name, known) == expected


def test_unknown_id_with_no_near_one_points_at_the_list_or_lists_few():
    few = str(UnknownIdError("policy", "zzz", ["greedy", "random"]))
    assert few == "unknown policy 'zzz' (known: greedy, random)"
    many = str(UnknownIdError("ruleset", "zzz", [f"g/s{i}" for i in range(40)]))
    assert many == "unknown ruleset 'zzz' (40 known)"
    hinted = str(UnknownIdError("ruleset", "zzz", ["g/s"], hint="see `rules list`"))
    assert hinted == "unknown ruleset 'zzz'; see `rules list`"


@pytest.mark.parametrize("argv, fragment", [
    (["rules", "show", "queens-audience/dik-1883"], "did you mean queens-audience/dick-1883?"),
    (["rules", "explain", "queens-audiance/dick-1883"], "did you mean queens-audience/dick-1883?"),
    (["rules", "show", "queens-audience/dick-1883", "--reading", "waste-al"], "did you mean waste-all?"),
    (["corpus", "show", "queens-audience-wpp"], "did you mean queens-audience-wp"),
    (["graph", "queens-audiance"], "unknown game 'queens-audiance'; did you mean queens-audience?"),
    (["simulate", "queens-audience/dick-1883", "--policy", "gredy"], "did you mean greedy?"),
    (["collate", "gavote"], "unknown ruleset or game 'gavote'; did you mean gavotte"),
])
def test_unknown_ids_at_the_command_line_suggest_the_nearest(argv, fragment, capsys):
    assert main(argv) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and fragment in err, err


# -- TOML files: one reader (rules.files.read_toml), one wording, each reader's kind of error ---


def _toml_readers():
    from corpus.annotate.datafile import DataFileError
    from rules.draft import read_fills
    from rules.errors import RulesetError
    from rules.files import read_toml
    from rules.vocabulary import VocabularyError, load_vocabulary

    return [("fills", read_fills, RulesetError),
            ("vocabulary", load_vocabulary, VocabularyError),
            ("annotator data", lambda path: read_toml(path, DataFileError), DataFileError)]


@pytest.mark.parametrize("damage, expected", [
    ("syntax", "{path}:3: not valid TOML: Expected '=' after a key in a key/value pair (column 3)"),
    ("binary", "{path}: not UTF-8 text (byte 5)"),
    ("missing", "{path}: cannot read: No such file or directory"),
    ("folder", "{path}: a folder, not a TOML file"),
])
@pytest.mark.parametrize("reader", range(3), ids=["fills", "vocabulary", "annotator data"])
def test_every_toml_file_is_refused_in_the_same_words_naming_the_file_and_line(tmp_path, reader, damage,
                                                                              expected) -> None:
    _, read, error = _toml_readers()[reader]
    path = tmp_path / "values.toml"
    if damage == "syntax":
        path.write_text('a = 1\n[b]\nc d = 2\n', "utf-8")
    elif damage == "binary":
        path.write_bytes(b'a = "\xff\xfe"\n')
    elif damage == "folder":
        path.mkdir()
    with pytest.raises(error) as caught:
        read(path)
    assert str(caught.value) == expected.format(path=path)
