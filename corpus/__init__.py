"""Corpus: the TEI witnesses, the bibliography, reading, normalising and annotating.

>>> c = load()
>>> c.witness("royal-cotillion-wp-ru").lang
'ru'
>>> c.sources["dick-1883"].disputed_date
True
"""

from __future__ import annotations

import os
from collections.abc import Iterable
from dataclasses import dataclass, field
from pathlib import Path

from corpus.model import Choice, Form, Relation, Segment, Source, TranslationLink, Witness
from corpus.reader import read_bibliography, read_choices, read_witness_file
from rules.errors import CorpusError, FileAccessError, UnknownWitnessError

__all__ = [
    "Corpus", "load", "corpus_files", "witness_files", "corpus_dir", "texts_folder", "bibliography_file",
    "CORPUS_DIR", "TEXTS_DIR", "BIBLIOGRAPHY", "SCHEMA", "CORPUS_ENV",
]

#: The shipped corpus (inside the package).
CORPUS_DIR = Path(__file__).resolve().parent
TEXTS_DIR = CORPUS_DIR / "texts"
BIBLIOGRAPHY = CORPUS_DIR / "bibliography.xml"
SCHEMA = CORPUS_DIR / "schema" / "patience-tei.rng"
#: Environment variable naming another corpus folder, laid out like the shipped one
#: (``texts/*.xml``, ``bibliography.xml``, ``vocabulary.xml``): every command reads and writes it
#: instead (e.g. a copy to try ``annotate --write`` on).
CORPUS_ENV = "VARIORUM_CORPUS"


def corpus_dir() -> Path:
    """The corpus folder in use: ``$VARIORUM_CORPUS`` when set, else the shipped one.

    A variable naming no folder is a missing path like any other the user names:
    FileAccessError (nothing there, or a file).  A folder not laid out as a corpus (no
    ``texts/`` folder or no ``bibliography.xml`` in it) is a CorpusError.  Both end a command
    with one line and status 2.
    """
    env = os.environ.get(CORPUS_ENV)
    if not env:
        return CORPUS_DIR
    path, where = Path(env), f"{CORPUS_ENV}={env}"
    if not path.is_dir():
        reason = "a file, not a folder" if path.exists() else "no such folder"
        raise FileAccessError(f"{where}: {reason} (unset {CORPUS_ENV} to read the shipped corpus)",
                              code="cannot-read", path=env, reason=reason)
    lacking = [name for name, there in (("texts/", (path / "texts").is_dir()),
                                         ("bibliography.xml", (path / "bibliography.xml").is_file())) if not there]
    if lacking:
        raise CorpusError(f"{where}: not a corpus folder: no {' and no '.join(lacking)} in it (a corpus "
                          "folder is laid out like corpus/: texts/*.xml, bibliography.xml)")
    return path


def texts_folder() -> Path:
    """The folder of the TEI witness files in use."""
    return corpus_dir() / "texts" if os.environ.get(CORPUS_ENV) else TEXTS_DIR


def bibliography_file() -> Path:
    """The bibliography in use."""
    return corpus_dir() / "bibliography.xml" if os.environ.get(CORPUS_ENV) else BIBLIOGRAPHY


@dataclass
class Corpus:
    """Everything the corpus holds, indexed by id."""

    witnesses: dict[str, Witness]
    segments: dict[str, Segment]
    links: list[TranslationLink]
    sources: dict[str, Source]
    relations: list[Relation]
    _translations: dict[str, list[str]] = field(default_factory=dict, repr=False)
    _choices: dict[Path, dict[str, Choice]] = field(default_factory=dict, repr=False)

    def __post_init__(self) -> None:
        for link in self.links:
            for a in link.targets:
                self._translations.setdefault(a, []).extend(b for b in link.targets if b != a)

    @property
    def documents(self) -> dict[str, list[Witness]]:
        """Witnesses grouped by the file (document) that holds them."""
        docs: dict[str, list[Witness]] = {}
        for w in self.witnesses.values():
            docs.setdefault(w.document, []).append(w)
        return docs

    def witness(self, wid: str) -> Witness:
        try:
            return self.witnesses[wid]
        except KeyError:
            raise UnknownWitnessError("witness", wid, sorted(self.witnesses),
                                      hint="see `variorum corpus list`") from None

    def witness_ids(self, name: str, lang: str | None = None) -> list[str]:
        """The witnesses ``name`` stands for: a witness id, or a document (file) name for its
        witnesses (those in ``lang`` when it has any).  UnknownWitnessError names the known ones."""
        if name in self.witnesses:
            return [name]
        docs = self.documents
        if name in docs:
            ws = [w.id for w in docs[name] if lang is None or w.lang.split("-")[0] == lang]
            return ws or [w.id for w in docs[name]]
        known = sorted(set(self.witnesses) | set(docs))
        raise UnknownWitnessError("witness or document", name, known, hint="see `variorum corpus list`")

    def segments_of(self, wid: str) -> list[Segment]:
        """The segments of a witness, in document order."""
        return [self.segments[s] for s in self.witness(wid).segment_ids]

    def translations_of(self, segment_id: str) -> list[Segment]:
        """The segments linked to ``segment_id`` as its translation or original."""
        return [self.segments[s] for s in self._translations.get(segment_id, []) if s in self.segments]

    def text(self, wid: str, form: Form = "orig") -> str:
        """The whole text of a witness in one form, a segment per line."""
        return "\n".join(s.text(form) for s in self.segments_of(wid))

    def source_of(self, wid: str) -> Source | None:
        return self.sources.get(self.witness(wid).source)

    def choices(self, wid: str, ids: Iterable[str]) -> list[Choice]:
        """The ``<choice>`` elements ``ids`` of witness ``wid``'s file (unknown ids are left
        out), e.g. the errors a claim reads as corrected (``Claim.corrects``)."""
        path = self.witness(wid).file
        if path not in self._choices:
            self._choices[path] = read_choices(path)
        found = self._choices[path]
        return [found[i] for i in ids if i in found]


def witness_files(texts_dir: Path | None = None) -> list[Path]:
    """The TEI witness files, in name order."""
    return sorted((texts_dir or texts_folder()).glob("*.xml"))


def corpus_files() -> list[Path]:
    """Every TEI file of the corpus: the bibliography, the vocabulary taxonomy, the witnesses."""
    root = corpus_dir()
    extra = [p for p in (root / "bibliography.xml", root / "vocabulary.xml") if p.is_file()]
    return extra + witness_files()


def load(texts_dir: Path | None = None, bibliography: Path | None = None) -> Corpus:
    """Read every witness file and the bibliography.

    Raises CorpusError (naming file and line) on malformed files or duplicate ids.
    """
    witnesses: dict[str, Witness] = {}
    segments: dict[str, Segment] = {}
    links: list[TranslationLink] = []
    for path in witness_files(texts_dir):
        ws, segs, lks = read_witness_file(path)
        for w in ws:
            if w.id in witnesses:
                raise CorpusError(f"{path}: witness id {w.id!r} also in {witnesses[w.id].file}")
            witnesses[w.id] = w
        for s in segs:
            if s.id in segments:
                raise CorpusError(f"{path}:{s.line}: segment id {s.id!r} also in {segments[s.id].file}")
            segments[s.id] = s
        links.extend(lks)
    sources, relations = read_bibliography(bibliography or bibliography_file())
    return Corpus(witnesses, segments, links, sources, relations)
