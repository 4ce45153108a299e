"""The names the commands take (RULESET, GAME, VARIANT, WITNESS), resolved in one place.

Every command turns its name arguments into ids here, so a name we do not know is refused the
same way everywhere: one line naming the argument and the command that lists the known names
(:func:`unknown`).  Heavy modules are imported inside the functions, so that ``variorum rules
list`` and ``variorum simulate`` start without the corpus or spaCy.

>>> ruleset("queens-audience/dick-1883")
'queens-audience/dick-1883'
>>> ruleset("queens-audience/dik-1883")
Traceback (most recent call last):
...
rules.errors.UnknownRulesetError: unknown ruleset 'queens-audience/dik-1883'; did you mean queens-audience/dick-1883?
>>> ruleset("klondike/x")
Traceback (most recent call last):
...
rules.errors.UnknownRulesetError: unknown ruleset 'klondike/x'; see `variorum rules list`
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import TYPE_CHECKING

from rules.errors import UnknownIdError, UnknownRulesetError, UnknownWitnessError, VariorumError

if TYPE_CHECKING:
    from corpus import Corpus
    from rules.engine.spec import Spec

#: What each kind of name is, and the command that lists the known ones.
LISTED_BY = {
    "ruleset": "rules list",
    "game": "rules list",
    "ruleset or game": "rules list",
    "witness or document": "corpus list",
}


def unknown(kind: str, name: str, known: Iterable[str]) -> UnknownIdError:
    """The refusal of ``name``, which is no ``kind`` we know (``known``: the names there are):
    the nearest known names, else where to find them (:class:`rules.errors.UnknownIdError`)."""
    cls = UnknownWitnessError if kind.startswith("witness") else UnknownRulesetError
    return cls(kind, name, known, hint=f"see `variorum {LISTED_BY[kind]}`")


def _rulesets() -> list[str]:
    from rules.resolve.ruleset import list_rulesets

    return list_rulesets()


def _games() -> list[str]:
    from rules.vocabulary import load_vocabulary

    return sorted(load_vocabulary().games)


def ruleset(name: str) -> str:
    """``name`` if it is a ruleset id (``game/source``)."""
    known = _rulesets()
    if name not in known:
        raise unknown("ruleset", name, known)
    return name


def game(name: str) -> str:
    """``name`` if it is a game id."""
    known = _games()
    if name not in known:
        raise unknown("game", name, known)
    return name


def rulesets(names: Sequence[str]) -> list[str]:
    """Ruleset ids from ids, game ids (every ruleset of the game) or ``all``, each once."""
    known = _rulesets()
    out: list[str] = []
    for name in names:
        if name == "all":
            picked = known
        elif name in known:
            picked = [name]
        else:
            picked = [r for r in known if r.split("/")[0] == name]
            if not picked:
                raise unknown("ruleset or game", name, known + _games())
        out.extend(r for r in picked if r not in out)
    return out


def variants(names: Iterable[str]) -> list[str]:
    """``names`` if each is a variant (``game/source[@reading+…]``, see ``comparer.variants``)
    or a game id."""
    names = list(names)
    for name in names:
        if "/" in name:
            ruleset(name.partition("@")[0].strip())
        elif name not in _games():
            raise unknown("ruleset or game", name, _rulesets() + _games())
    return names


def spec_for(name: str, reading: str | None) -> Spec:
    """The compiled spec of ruleset ``name`` under ``reading``, with the corpus's claims."""
    from comparer.specs import spec_for as compiled

    return compiled(ruleset(name), reading)


def readings_of(name: str) -> list[str | None]:
    """``None`` (the default readings) and every non-default declared reading of ``name`` that
    changes the game (a reading that compiles to the default spec would only repeat it)."""
    from comparer.specs import inert_readings
    from rules.resolve.ruleset import all_readings, load

    inert = set(inert_readings(name))
    return [None] + [r.name for r in all_readings(load(ruleset(name)))
                     if not r.default and r.name not in inert]


def witnesses(c: Corpus, name: str, lang: str | None = None) -> list[str]:
    """The witness ids ``name`` stands for in corpus ``c``: a witness id, or a document (file)
    name for its witnesses (those in ``lang`` when it has any)."""
    if name not in c.witnesses and name not in c.documents:
        raise unknown("witness or document", name, sorted(set(c.witnesses) | set(c.documents)))
    return c.witness_ids(name, lang)


def witness(c: Corpus, name: str) -> str:
    """The one witness ``name`` stands for: a witness id, or a document holding only one."""
    wids = witnesses(c, name)
    if len(wids) > 1:
        raise VariorumError(f"{name!r} holds several witnesses ({', '.join(wids)}); name one",
                            code="several-witnesses", name=name, known=tuple(wids))
    return wids[0]
