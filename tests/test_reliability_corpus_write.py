"""`variorum annotate --write` keeps the corpus valid and loses nothing: curated claims stay
byte-identical, a write killed half-way leaves the old file whole, two writers at once do not
corrupt a witness file (issue 14, corpus side)."""

from __future__ import annotations

import errno
import os
import subprocess
import sys
import time
from pathlib import Path

import pytest

import corpus
from comparer.cli import main
from corpus.claims import declare_auto_prefix, read_claims


def run(capsys, *argv: str) -> tuple[int, str, str]:
    code = main(list(argv))
    out, err = capsys.readouterr()
    return code, out, err


def test_annotate_write_on_every_witness_leaves_the_corpus_valid(corpus_folder: Path, capsys) -> None:
    assert corpus.texts_folder() == corpus_folder / "texts"
    for wid in corpus.load().witnesses:
        code, out, err = run(capsys, "annotate", wid, "--write")
        assert code == 0, err
    autos = [c for p in corpus.witness_files() for c in read_claims(p) if not c.is_curated]
    assert len({c.evidence.witness for c in autos}) == len(corpus.load().witnesses)
    code, out, err = run(capsys, "corpus", "validate", "--no-tei-all")
    assert (code, out) == (0, ""), out
    assert "6 files checked" in err and "no problems" in err


def test_annotate_write_output_is_valid_under_tei_all(corpus_folder: Path, tei_all, capsys) -> None:
    from lxml import etree

    assert run(capsys, "annotate", "queens-audience-wp", "--write")[0] == 0
    tree = etree.parse(str(corpus_folder / "texts" / "queens-audience-wp.xml"))
    assert tei_all.validate(tree), tei_all.error_log


def test_an_undeclared_auto_pointer_is_a_problem_of_validate(corpus_folder: Path, capsys) -> None:
    assert run(capsys, "annotate", "british-constitution-wp-ru", "--write")[0] == 0
    path = corpus_folder / "texts" / "british-constitution-wp-ru.xml"
    text = path.read_text("utf-8")
    start, end = text.index("<listPrefixDef>"), text.index("</listPrefixDef>") + len("</listPrefixDef>")
    path.write_text(text[:start] + text[end:], "utf-8")
    code, out, _ = run(capsys, "corpus", "validate", "--no-tei-all", str(path))
    assert code == 1 and 'resp="auto:annotate-' in out and "no #fragment" in out


def test_the_auto_scheme_is_declared_once_even_without_an_encoding_desc() -> None:
    text = '<TEI>\n <teiHeader>\n  <fileDesc>\n  </fileDesc>\n </teiHeader>\n</TEI>\n'
    once = declare_auto_prefix(text)
    assert once.count("<encodingDesc>") == 1 and 'ident="auto"' in once
    assert once.index("</fileDesc>") < once.index("<encodingDesc>") < once.index("</teiHeader>")
    assert declare_auto_prefix(once) == once


#: Commands that read the corpus, each run with $VARIORUM_CORPUS naming no folder.
CORPUS_READERS = [
    ["corpus", "list"], ["corpus", "validate", "--no-tei-all"], ["annotate", "queens-audience-wp-en"],
    ["rules", "explain", "queens-audience/dick-1883"], ["simulate", "queens-audience/dick-1883", "--deals", "2"],
    ["solve", "queens-audience/dick-1883", "--seed", "1"], ["compare", "queens-audience", "--deals", "0"],
    ["graph", "royal-cotillion"], ["audit-odds", "besieged-city", "--deals", "2"], ["site", "--out", "_site-never"],
]


@pytest.mark.parametrize("argv", CORPUS_READERS, ids=lambda a: " ".join(a[:2]))
def test_every_command_refuses_a_corpus_variable_naming_no_folder_as_a_missing_path(argv, tmp_path) -> None:
    env = {**os.environ, corpus.CORPUS_ENV: str(tmp_path / "nowhere")}
    done = subprocess.run([sys.executable, "-m", "comparer", *argv], cwd=ROOT, env=env, capture_output=True,
                          text=True, timeout=300, stdin=subprocess.DEVNULL)
    assert done.returncode == 2 and done.stdout == "", done.stderr
    assert done.stderr == (f"variorum: error: VARIORUM_CORPUS={tmp_path / 'nowhere'}: no such folder "
                           "(unset VARIORUM_CORPUS to read the shipped corpus)\n")
    assert not (ROOT / "_site-never").exists()


def test_a_corpus_variable_naming_a_file_is_a_missing_folder_and_a_bare_folder_is_no_corpus(
        tmp_path, monkeypatch, capsys) -> None:
    from rules.errors import CorpusError, FileAccessError

    (tmp_path / "file").write_text("x", "utf-8")
    (tmp_path / "bare").mkdir()
    (tmp_path / "half" / "texts").mkdir(parents=True)
    for name, error, words in (("nowhere", FileAccessError, "no such folder"),
                               ("file", FileAccessError, "a file, not a folder"),
                               ("bare", CorpusError, "not a corpus folder: no texts/ and no bibliography.xml in it"),
                               ("half", CorpusError, "not a corpus folder: no bibliography.xml in it")):
        monkeypatch.setenv(corpus.CORPUS_ENV, str(tmp_path / name))
        with pytest.raises(error) as raised:
            corpus.corpus_dir()
        assert f"VARIORUM_CORPUS={tmp_path / name}: {words}" in str(raised.value)
        assert (error is FileAccessError) == (not isinstance(raised.value, CorpusError))
        code, out, err = run(capsys, "corpus", "list")
        assert (code, out, err) == (2, "", f"variorum: error: {raised.value}\n")


# -- nothing lost -------------------------------------------------------------------------------

ROOT = Path(__file__).resolve().parent.parent

#: Run in a subprocess: ``python -c PAUSING SIGNAL GO cli ARGS…`` runs the command line,
#: ``… claim ID`` writes one automatic claim with ``write_claims``.  The atomic writer's temporary
#: file is written in two halves: after the first, SIGNAL is created and the writer waits for GO
#: (so the test can kill it, or start a second writer, in the middle of a write).
PAUSING = r'''
import os, sys, time, types
from pathlib import Path
import rules.files as files

signal, go = Path(sys.argv[1]), Path(sys.argv[2])

class Halves:
    def __init__(self, fh): self.fh = fh
    def __enter__(self): return self
    def __exit__(self, *exc): return self.fh.__exit__(*exc)
    def __getattr__(self, name): return getattr(self.fh, name)
    def write(self, data):
        half = len(data) // 2
        self.fh.write(data[:half]); self.fh.flush()
        signal.touch()
        while not go.exists():
            time.sleep(0.02)
        return half + self.fh.write(data[half:])

proxy = types.ModuleType("os")
proxy.__dict__.update(os.__dict__)
proxy.fdopen = lambda fd, *a, **k: Halves(os.fdopen(fd, *a, **k))
files.os = proxy

if sys.argv[3] == "cli":
    from comparer.cli import main
    sys.exit(main(sys.argv[4:]))
import corpus
from corpus.claims import write_claims
from rules.claims import Claim, Evidence
claim = Claim(id=sys.argv[4], game="queens-audience", slot="deck.packs", value=1,
              asserted_by="wp-en-queens-audience", status="stated", resp="auto:test-1", cert="medium",
              evidence=Evidence("queens-audience-wp-en", ("qa-en-rules-s1",), "sixteen cards"))
write_claims(corpus.texts_folder() / "queens-audience-wp.xml", [claim])
'''


def start(tmp_path: Path, *argv: str, name: str = "a") -> tuple[subprocess.Popen, Path, Path]:
    signal, go = tmp_path / f"{name}.signal", tmp_path / f"{name}.go"
    proc = subprocess.Popen([sys.executable, "-c", PAUSING, str(signal), str(go), *argv], cwd=ROOT,
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    return proc, signal, go


def wait_for(path: Path, proc: subprocess.Popen, seconds: float = 180) -> None:
    deadline = time.monotonic() + seconds
    while not path.exists():
        assert proc.poll() is None, proc.communicate()
        assert time.monotonic() < deadline, "the writer never reached the middle of its write"
        time.sleep(0.05)


def curated_bytes(path: Path) -> dict[str, bytes]:
    """Each curated claim's <span> and <fs> exactly as they stand in the file."""
    data = path.read_bytes()
    out = {}
    for c in read_claims(path):
        if c.is_curated:
            for marker, close in ((f'<span xml:id="{c.id}"', b"</span>"), (f'<fs xml:id="{c.id}-fs"', b"</fs>")):
                i = data.index(marker.encode())
                out[marker] = data[i: data.index(close, i) + len(close)]
    return out


def test_annotate_write_leaves_every_curated_claim_byte_identical(corpus_folder: Path, capsys) -> None:
    files = corpus.witness_files()
    before = {p.name: curated_bytes(p) for p in files}
    assert sum(len(v) for v in before.values()) > 400  # every curated span and fs of the corpus
    for wid in corpus.load().witnesses:
        assert run(capsys, "annotate", wid, "--write")[0] == 0
    assert {p.name: curated_bytes(p) for p in files} == before
    assert any(not c.is_curated for p in files for c in read_claims(p))


def test_a_write_killed_half_way_leaves_the_old_file_whole(corpus_folder: Path, tmp_path: Path, capsys) -> None:
    path = corpus_folder / "texts" / "queens-audience-wp.xml"
    original = path.read_bytes()
    proc, signal, _ = start(tmp_path, "cli", "annotate", "queens-audience-wp-en", "--write")
    wait_for(signal, proc)
    temporaries = list(path.parent.glob(".queens-audience-wp.xml.*.tmp"))
    assert len(temporaries) == 1 and 0 < temporaries[0].stat().st_size < len(original)
    proc.kill()
    proc.wait()
    assert path.read_bytes() == original
    assert run(capsys, "corpus", "validate", "--no-tei-all")[0] == 0
    # The next writer finishes the job and clears what the killed one left.
    assert run(capsys, "annotate", "queens-audience-wp-en", "--write")[0] == 0
    assert not list(path.parent.glob("*.tmp"))
    assert run(capsys, "corpus", "validate", "--no-tei-all")[0] == 0


def test_a_second_writer_waits_for_the_first_and_loses_nothing(corpus_folder: Path, tmp_path: Path) -> None:
    path = corpus_folder / "texts" / "queens-audience-wp.xml"
    first, signal, go = start(tmp_path, "claim", "qa-en-first", name="first")
    wait_for(signal, first)
    second, second_signal, second_go = start(tmp_path, "claim", "qa-en-second", name="second")
    second_go.touch()
    time.sleep(3)
    assert second.poll() is None and not second_signal.exists()  # waiting for the lock
    go.touch()
    for proc in (first, second):
        out, err = proc.communicate(timeout=180)
        assert proc.returncode == 0, err
    ids = {c.id for c in read_claims(path)}
    assert {"qa-en-first", "qa-en-second"} <= ids  # no lost update


def test_two_annotate_writes_at_once_leave_a_valid_witness(corpus_folder: Path, tmp_path: Path, capsys) -> None:
    argv = [sys.executable, "-m", "comparer", "annotate", "queens-audience-wp", "--write"]
    procs = [subprocess.Popen(argv, cwd=ROOT, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
             for _ in range(2)]
    outs = [p.communicate(timeout=300) for p in procs]
    assert [p.returncode for p in procs] == [0, 0], outs
    reports = sorted(out for out, _ in outs)
    assert "8 added" in reports[1] and "file not rewritten" in reports[0]
    assert run(capsys, "corpus", "validate", "--no-tei-all")[0] == 0


@pytest.mark.parametrize("what", ["file", "folder"])
def test_annotate_write_on_a_read_only_witness_is_refused_in_one_line(corpus_folder: Path, what: str,
                                                                    capsys) -> None:
    path = corpus_folder / "texts" / "ru-24-patiences-p7.xml"
    original = path.read_bytes()
    target = path if what == "file" else path.parent
    mode = target.stat().st_mode
    target.chmod(0o444 if what == "file" else 0o555)
    try:
        code, out, err = run(capsys, "annotate", "ru-24-patiences-p7", "--write")
    finally:
        target.chmod(mode)
    assert code == 2 and err == f"variorum: error: cannot write {path}: the {what} is read-only; nothing written\n"
    assert path.read_bytes() == original


def test_a_failing_disk_leaves_the_old_file_and_no_temporary(corpus_folder: Path, monkeypatch, capsys) -> None:
    import rules.files as files

    path = corpus_folder / "texts" / "british-constitution-wp-ru.xml"
    original = path.read_bytes()

    def full(src, dst):
        raise OSError(errno.ENOSPC, "No space left on device")

    monkeypatch.setattr(files.os, "replace", full)
    code, _, err = run(capsys, "annotate", "british-constitution-wp-ru", "--write")
    assert code == 2 and err.count("\n") == 1 and "No space left on device" in err
    assert path.read_bytes() == original and not list(path.parent.glob(".*.tmp"))
