"""Simulate a blind text's unknown pile word on development texts: ablation recall.

For each development text (``LANG-GAME.txt`` in a held-out folder that is not held out) and each
group of its game whose role the annotator may infer (tableau, reserve, waste by default), the
words the annotator reads as that group (its labels and role words) are replaced by a noun no
vocabulary knows (English "hummock"/"hummocks"; Russian «сугроб», inflected by pymorphy3 to the
replaced noun's case and number), and the text is annotated again.  The measure is how many of
the gold claims of that group (slots ``<group>.…``) come back, before and after the replacement.

    python3 tools/pile_ablation.py corpus/annotate/heldout/set-k corpus/annotate/heldout/set-i
    python3 tools/pile_ablation.py --word-en brindle --word-ru ухаб --show corpus/annotate/heldout/set-d

Pre-reform texts (``ru-petr-…``, read through the normaliser) are ablated too, with the Russian
nonce noun spelt the old way (a final hard sign: «сугробъ»), unless ``--no-pre-reform``.  Never
give it a held-out folder.
"""

from __future__ import annotations

import argparse
import sys
from collections.abc import Iterable
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from corpus.annotate import annotate_text  # noqa: E402
from corpus.annotate.causes import _split  # noqa: E402
from corpus.annotate.components import morph_analyzer  # noqa: E402
from corpus.annotate.pipeline import get_pipeline, patterns  # noqa: E402
from corpus.annotate.evaluate import Auto, file_lang, read_gold, score  # noqa: E402
from corpus.annotate.heldout_sets import set_of  # noqa: E402
from corpus.annotate.labels import with_group_labels  # noqa: E402
from corpus.annotate.rules.piles import group_roles  # noqa: E402
from corpus.annotate.sentence import cues_of  # noqa: E402
from corpus.plain_text import read_text_file  # noqa: E402
from rules.vocabulary import load_vocabulary  # noqa: E402


def _old_spelling(word: str) -> str:
    """A modern Russian word as pre-reform print spells it, as far as a nonce noun needs: a final
    hard sign after a consonant («сугроб» -> «сугробъ»)."""
    return word + "ъ" if word and word[-1].lower() in "бвгджзклмнпрстфхцчшщ" else word


def _ru_form(word: str, head: str) -> str:
    """``word`` in the case and number of the Russian noun ``head``."""
    ma = morph_analyzer()
    parses = [p for p in ma.parse(head) if p.tag.POS in ("NOUN", "ADJF")] or ma.parse(head)
    tag = parses[0].tag
    gram = {g for g in (tag.case, tag.number) if g}
    if tag.case == "loc2":
        gram = {"loct", tag.number or "sing"}
    form = ma.parse(word)[0].inflect(gram)
    return form.word if form else word


def _span_word(tokens: list, word: str, ru: bool, old: bool = False) -> str:
    """The nonce word in the form of the span's head noun (its first noun; its last word else);
    ``old``: a pre-reform text (the head read in its modern spelling, the nonce word spelt old)."""
    nouns = [t for t in tokens if t.pos_ in ("NOUN", "PROPN")] or tokens[-1:]
    head = nouns[0]
    if ru:
        form = _ru_form(word, head.norm_ if old else head.lower_)
        return _old_spelling(form) if old else form
    plural = head.tag_ in ("NNS", "NNPS") or (head.lower_.endswith("s") and head.lemma_.lower() != head.lower_)
    return word + "s" if plural else word


def ablate(text: str, lang: str, game: str, group: str, word: str) -> tuple[str, int]:
    """The text with the group's words replaced, and how many were replaced."""
    vocab = load_vocabulary()
    nlp = get_pipeline(lang)
    pset = patterns(lang)
    roles = group_roles(vocab, game)
    only_of_role = [g for g, r in roles.items() if r == roles[group]] == [group]
    lines = text.split("\n")
    n = 0
    for li, line in enumerate(lines):
        if not line.strip():
            continue
        doc = nlp(line)
        spans: list[tuple[int, int, str]] = []
        for sent in doc.sents:
            for c in with_group_labels(cues_of(sent, pset), sent, game, lang, vocab):
                if c.label != "PILE" or not (c.value == group or (only_of_role and c.value == roles[group])):
                    continue
                toks = [t for t in doc[c.i:c.j] if t.is_alpha]
                if not toks:
                    continue
                spans.append((toks[0].idx, toks[-1].idx + len(toks[-1].text), _span_word(toks, word, lang.startswith("ru"), lang != "ru")))
        kept: list[tuple[int, int, str]] = []
        for a, b, w in sorted(spans, key=lambda x: (x[0] - x[1], x[0])):  # the widest first
            if all(b <= ka or a >= kb for ka, kb, _ in kept):
                kept.append((a, b, w))
        for a, b, w in sorted(kept, reverse=True):
            line = line[:a] + w + line[b:]
            n += 1
        lines[li] = line
    return "\n".join(lines), n


def _recall(text: str, lang: str, label: str, game: str, stem: str, gold: list) -> int:
    auto = [Auto(f.game, f.slot, f.value, f.segments, label, f.rule, f.text)
            for f in annotate_text(text, lang, game, stem=stem, join=False)]
    return len(gold) - len(score(auto, gold).misses)


def run(folders: Iterable[Path], roles: set[str], words: dict[str, str], show: bool,
        pre_reform: bool = True) -> tuple[int, int, int]:
    vocab = load_vocabulary()
    total = before = after = 0
    for folder in folders:
        if set_of(folder).held_out:
            print(f"{folder}: held out, skipped", file=sys.stderr)
            continue
        gold = [g for name in ("gold.jsonl",) for g in read_gold(folder / name)]
        for path in sorted(folder.glob("*.txt")):
            lang, label, game = file_lang(path.stem)
            if lang.split("-")[0] not in words or (label == "ru-petr1708" and not pre_reform) \
                    or game not in vocab.games:
                continue
            text = read_text_file(path)
            for group, role in group_roles(vocab, game).items():
                if role not in roles:
                    continue
                mine = [g for g in gold if g.segments[0].rsplit("-", 1)[0] == path.stem
                        and _split(vocab, game, g.slot)[1] == group]
                if not mine:
                    continue
                changed, n = ablate(text, lang, game, group, words[lang.split("-")[0]])
                if not n:
                    continue
                b = _recall(text, lang, label, game, path.stem, mine)
                a = _recall(changed, lang, label, game, path.stem, mine)
                total, before, after = total + len(mine), before + b, after + a
                print(f"{folder.name:6s} {path.stem:32s} {group:18s} {role:8s} words {n:2d}  gold {len(mine):2d}"
                      f"  before {b:2d}  ablated {a:2d}")
                if show:
                    for old, new in zip(text.splitlines(), changed.splitlines()):
                        if old != new:
                            print("      ", new)
    return total, before, after


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("folders", nargs="+", type=Path, help="development held-out folders (set-b, set-d …)")
    ap.add_argument("--roles", default="tableau,reserve,waste", help="roles of the groups to ablate")
    ap.add_argument("--word-en", default="hummock", help="the English nonce noun (singular)")
    ap.add_argument("--word-ru", default="сугроб", help="the Russian nonce noun (nominative singular)")
    ap.add_argument("--show", action="store_true", help="print the changed lines")
    ap.add_argument("--no-pre-reform", action="store_true", help="skip the pre-reform texts (ru-petr-…)")
    args = ap.parse_args(argv)
    total, before, after = run(args.folders, set(args.roles.split(",")),
                               {"en": args.word_en, "ru": args.word_ru}, args.show,
                               not args.no_pre_reform)
    if total:
        print(f"gold {total}: before {before} ({before / total:.2f}), ablated {after} ({after / total:.2f})")
    return 0


if __name__ == "__main__":
    sys.exit(main())
