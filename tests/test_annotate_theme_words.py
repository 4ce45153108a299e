"""The games' own vocabulary (themes.toml, session 10, g10): a pile called by a word of the game's
theme (the walls of a besieged city, a palace's waiting room, a dance's maids of honour,
parliament's upper house, an empire's fleet, a garden's flower beds) is read as that game's group,
in English, modern, pre-reform and machine-translation Russian, in any inflection; the same
word in a text about another game names no pile.  Paraphrases of our own, none taken from a
held-out set."""

from __future__ import annotations

import pytest

from corpus.annotate.pipeline import get_pipeline, patterns
from corpus.annotate.labels import with_group_labels
from corpus.annotate.rules.piles import _game_pile
from corpus.annotate.sentence import cues_of
from corpus.annotate.themes import theme_lemmas, theme_words
from corpus.annotate.words import COLLECTIVE_NOUNS
from rules.vocabulary import load_vocabulary
from tests import annotated

FILL = "fill.timing", "immediate"

READ = [
    # The Besieged City: the ramparts as walls, bastions, towers; the reserve as the garrison
    ("en", "besieged-city", "An empty bastion is filled at once from the reserve.", ("rampart",) + FILL),
    ("en", "besieged-city", "On the city walls cards are built up or down in suit.", ("rampart", "build", "up-or-down-in-suit")),
    ("en", "besieged-city", "A gap in the battlements is filled at once from the reserve.", ("rampart",) + FILL),
    ("en", "besieged-city", "A space among the defenders is filled straight away from the waste.", ("reserve",) + FILL),
    ("ru", "besieged-city", "Пустое место в крепостной стене сразу заполняют картой резерва.", ("rampart",) + FILL),
    ("ru", "besieged-city", "На крепостных валах карты кладут в масть, по возрастанию или по убыванию.",
     ("rampart", "build", "up-or-down-in-suit")),
    ("ru-petr1708", "besieged-city", "Пустое мѣсто въ шанцахъ тотчасъ занимается картою резерва.", ("rampart",) + FILL),
    ("ru-mt", "besieged-city", "Пустое место в зубчатой стене немедленно заполняется из резерва.", ("rampart",) + FILL),
    # Queen's and King's Audience: the antechamber as a waiting room, a lobby
    ("en", "queens-audience", "A space in the waiting room is filled at once from the waste.", ("antechamber",) + FILL),
    ("en", "kings-audience", "Any card of the anteroom may be played.", ("antechamber", "access", "all")),
    ("ru", "queens-audience", "Пустое место в зале ожидания сразу заполняют из отбоя.", ("antechamber",) + FILL),
    ("ru-mt", "queens-audience", "Пространство в лобби немедленно заполняется из отходов.", ("antechamber",) + FILL),
    # Royal Cotillion and Gavotte: the sides as maids of honour and chamberlains
    ("en", "royal-cotillion", "A gap among the maids of honour is filled at once from the waste.", ("ladies",) + FILL),
    ("en", "gavotte", "Any card of the chamberlains may be played.", ("lords", "access", "all")),
    ("ru", "royal-cotillion", "Любую карту камергеров можно играть.", ("lords", "access", "all")),
    ("ru", "gavotte", "Пустое место среди фрейлин сразу заполняют из отбоя.", ("ladies",) + FILL),
    # The British Constitution: parliament's houses, the people, the government
    ("en", "british-constitution", "Nothing is ever built on the Upper House.", ("house-of-lords", "build", "none")),
    ("en", "british-constitution", "A space in the Commons is filled at once from the waste.", ("house-of-commons",) + FILL),
    ("en", "british-constitution", "A gap among the populace is filled at once from the stock.", ("people",) + FILL),
    ("ru", "british-constitution", "Пустое место в нижней палате сразу заполняют из отбоя.", ("house-of-commons",) + FILL),
    ("ru-mt", "british-constitution", "Пространство в верхнем доме немедленно заполняется из отходов.",
     ("house-of-lords",) + FILL),
    # The Empress of India: the Army and the Navy as land forces, the fleet
    ("en", "indian-empress", "A space in the fleet is filled at once from the talon.", ("navy",) + FILL),
    ("en", "indian-empress", "A gap in the infantry is filled at once from the talon.", ("army",) + FILL),
    ("ru", "indian-empress", "Пустое место в эскадре сразу заполняют из талона.", ("navy",) + FILL),
    ("ru", "indian-empress", "Пустое место в пехоте сразу заполняют из талона.", ("army",) + FILL),
    ("ru-mt", "indian-empress", "Пространство в сухопутных войсках немедленно заполняется из талона.", ("army",) + FILL),
    # Le Parterre: the garden as flower beds, the bouquet as a posy
    ("en", "parterre", "A flower bed that falls empty is filled at once from the posy.", ("garden",) + FILL),
    ("en", "parterre", "Any card of the nosegay may be played.", ("bouquet", "access", "all")),
    ("ru", "parterre", "На клумбах карты кладут по убыванию, без различия мастей.", ("garden", "build", "down-any-suit")),
    ("ru-petr1708", "parterre", "Въ цвѣтникѣ карты кладутся одна на другую въ нисходящемъ порядкѣ, безъ различія мастей.",
     ("garden", "build", "down-any-suit")),
    ("ru-mt", "parterre", "На цветочных кроватях карты строятся вниз независимо от масти.", ("garden", "build", "down-any-suit")),
]


@pytest.mark.parametrize(("lang", "game", "text", "claim"), READ)
def test_a_pile_called_by_the_games_theme_is_read(lang, game, text, claim):
    group, *slot, value = claim
    assert (".".join([group, *slot]), value) in annotated.claims(text, lang, game)


# the same words in a text about another game name no pile
SILENT = [
    ("en", "queens-audience", "An empty bastion is filled at once from the waste."),
    ("en", "parterre", "A gap in the battlements is filled at once from the waste."),
    ("en", "besieged-city", "A space in the waiting room is filled at once from the waste."),
    ("en", "indian-empress", "A gap among the maids of honour is filled at once from the waste."),
    ("en", "royal-cotillion", "A space in the fleet is filled at once from the waste."),
    ("ru", "royal-cotillion", "Пустое место в крепостной стене сразу заполняют из отбоя."),
    ("ru", "british-constitution", "Пустое место в эскадре сразу заполняют из отбоя."),
    ("ru", "indian-empress", "Пустое место среди фрейлин сразу заполняют из отбоя."),
    ("ru-mt", "besieged-city", "Пространство в лобби немедленно заполняется из отходов."),
]


@pytest.mark.parametrize(("lang", "game", "text"), SILENT)
def test_a_theme_word_of_another_game_names_no_pile(lang, game, text):
    assert not {slot for slot, _ in annotated.claims(text, lang, game) if slot.endswith(".fill")}


def test_a_capitalised_theme_word_is_read_only_capitalised():
    # "Commons" is the House of Commons; "in common" is prose
    text = "The Lords and the Commons have nothing in common: a space in the Commons is filled at once from the waste."
    assert ("house-of-commons.fill", ("waste",)) in annotated.claims(text, "en", "british-constitution")
    nlp = get_pipeline("en")
    sent = next(nlp("Both rows have one thing in common with the Lords.").sents)
    cues = with_group_labels(cues_of(sent, patterns("en")), sent, "british-constitution", "en", load_vocabulary())
    assert [c.value for c in cues if c.label == "PILE"] == ["house-of-lords"]


def test_a_theme_word_in_a_sentence_giving_the_games_names_is_no_pile():
    # «Цветник» is another name of the game there, and "flower garden" a gloss of its name
    for lang, text in (("ru", "Этот пасьянс известен также под названием «Цветник», в нём одна колода из 52 карт."),
                       ("en", "Le Parterre, also known as the Flower Garden, takes one pack of 52 cards.")):
        assert not {slot for slot, _ in annotated.claims(text, lang, "parterre") if slot.startswith("garden.")}


def test_another_games_group_word_is_no_pile_of_this_game():
    # the pattern word «окоп» names the ramparts of the Besieged City only
    assert _game_pile("besieged-city", "rampart") == "rampart"
    assert _game_pile("parterre", "rampart") is None
    assert _game_pile("british-constitution", "lords") is None


@pytest.mark.parametrize("game", ["besieged-city", "queens-audience", "royal-cotillion", "british-constitution",
                                  "indian-empress", "parterre", "odd-and-even"])
def test_theme_words_are_the_games_groups_and_never_a_word_for_both_groups(game):
    vocab = load_vocabulary()
    groups = {g.id for g in vocab.game(game).groups}
    for lang in ("en", "ru"):
        seen: dict[tuple[str, ...], str] = {}
        for lem, group in theme_lemmas(vocab, game, lang):
            assert group in groups
            assert seen.setdefault(lem, group) == group, (lem, group, seen[lem])
            assert not set(lem) & COLLECTIVE_NOUNS or len(lem) > 1, lem
        assert all(w.strip() == w and w for w, _ in theme_words(vocab, game, lang))
