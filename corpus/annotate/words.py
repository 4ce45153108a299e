"""The word sets the sentence rules read directly, loaded once from ``words.toml``.

Each set is the union of the lists of one table of the file (``en``, ``ru``, ``marks``); see the
file for what each set is for.

>>> "из" in word_set("from") and "from" in word_set("from")
True
>>> RANK_VALUE["queens"]
'Q'
"""

from __future__ import annotations

from typing import Any

from corpus.annotate.datafile import DataFileError, read_toml

__all__ = ["WORDS_FILE", "DataFileError", "word_set", "word_map"]

WORDS_FILE = "words.toml"


def _table(name: str) -> dict[str, Any]:
    table = read_toml(WORDS_FILE).get(name)
    if not isinstance(table, dict):
        raise DataFileError(f"{WORDS_FILE}: no table [{name}]")
    return table


def word_set(name: str) -> frozenset[str]:
    """The words of table ``name``: every list in it, joined."""
    out: set[str] = set()
    for key, value in _table(name).items():
        if key == "note":
            continue
        if not isinstance(value, list) or not all(isinstance(w, str) for w in value):
            raise DataFileError(f"{WORDS_FILE}: [{name}] {key} is not a list of strings")
        out.update(value)
    return frozenset(out)


def word_map(name: str) -> dict[str, str]:
    """The word -> value pairs of table ``name`` (every inline table in it, joined)."""
    out: dict[str, str] = {}
    for key, value in _table(name).items():
        if key == "note":
            continue
        if not isinstance(value, dict):
            raise DataFileError(f"{WORDS_FILE}: [{name}] {key} is not a table")
        out.update({str(k): str(v) for k, v in value.items()})
    return out


FROM_WORDS = word_set("from")
UNTIL_WORDS = word_set("until")
STANDSTILL = word_set("standstill")
MOVE_NOUNS = word_set("move-noun")
TAKE_PART = word_set("take-part")
INTO_PLAY = word_set("into-play")
OUT_OF_PLAY = word_set("out-of-play")
OWN_WORDS = word_set("own")
NONE_OF = word_set("none-of")
THEY_WORDS = word_set("they")
NO_LONGER = word_set("no-longer")
ONLY_THESE = word_set("only-these")
LINE_WORDS = word_set("line")
ANY_TIME = word_set("any-time")
MODAL = word_set("modal")
IMPERATIVE_AFTER = word_set("imperative-after")
TWO_SENSE_PILES = word_set("two-sense-piles")
THERE_WORDS = word_set("there")
VICE_VERSA = word_set("vice-versa")
COVER_VERBS = word_set("cover-verb")
GO_LEMMAS = word_set("go")
RELATIVE_WORDS = word_set("relative")
MORE_WORDS = word_set("more")
ALWAYS_WORDS = word_set("always")
TAKE_LEMMAS = word_set("take")
COME_FROM_LEMMAS = word_set("come-from")
CHOICE_PHRASES = tuple(sorted(word_set("choice")))
LABEL_LINE_NOUNS = word_set("label-line-nouns")
PLAYER_CHOOSES = tuple(sorted(word_set("player-chooses")))
CONDITIONAL = word_set("conditional")
WAY_WORDS = word_set("way")
OTHERWISE_WORDS = word_set("otherwise")
GROUP_WORDS = word_set("group")
PURPOSE_WORDS = word_set("purpose")
FROM_LEAD_WORDS = word_set("from-lead")
COUNTED_BEFORE = word_set("counted-before")
VERTICAL_LEMMAS = word_set("vertical")
ANY_MOMENT = word_set("any-moment")
TIME_NOUNS = word_set("time-noun")
AS_MANY_AGAIN = tuple(sorted(word_set("as-many-again")))
END_WORDS = word_set("end")
PLACE_WORDS = word_set("place")
COVER_WORDS = word_set("cover")
OTHER_SIDE = word_set("other-side")
ANOTHER_WORDS = word_set("another")
OTHERS_WORDS = word_set("others")
SIDE_WORDS = word_set("side")
BETWEEN_WORDS = word_set("between-within")
ANY_SIDE_WORDS = word_set("any-side")
ANY_GROUP_WORDS = word_set("any-group")
INDEFINITE_PACK = word_set("indefinite-pack")
USE_PACK_LEMMAS = word_set("use-pack")
END_VERBS = word_set("end-verb")
PLACE_PREPOSITIONS = word_set("place-preposition")
GAP_PRONOUNS = word_set("gap-pronoun")
ONE_WORDS = word_set("one")
ONE_ANOTHER_WORDS = word_set("one-another")
FIRST_WORDS = word_set("first")
FIRSTLY_PREFIXES = tuple(sorted(word_set("firstly")))
AS_AVAILABLE = tuple(sorted(word_set("as-available")))
DISTRIBUTIVE = word_set("distributive")
OVER_WORDS = word_set("over")
BACK_WORDS = word_set("back")
ANAPHOR_START_WORDS = word_set("anaphor-start")
CLAUSE_BREAK = word_set("clause-break")
CLAUSE_JOINS = word_set("clause-joins")
PACK_SIZE_WORDS = word_set("pack-size-of")
LIST_JOIN_WORDS = word_set("list-join")
PLAY_WORDS = word_set("play")
BOTH_WORDS = word_set("both")
WHICH_WORDS = word_set("which")
EITHER_WORDS = word_set("either")
EXAMPLE_WORDS = word_set("example")
BEFORE_WORDS = word_set("before")
HAVE_LEMMAS = word_set("have")
ARTICLES = word_set("article")
INTO_WORDS = word_set("into")
NAME_STOP_WORDS = word_set("name-stop")
NAME_OR_WORDS = word_set("name-or")
NAME_IS_WORDS = word_set("name-is")
NAME_AND_WORDS = word_set("name-and")
NAME_AS_WORDS = word_set("name-as")
DISCARD_IDS = word_set("discard-patterns")
BUILD_NOUN_IDS = word_set("build-noun-patterns")
FILL_NEVER_IDS = word_set("fill-never-patterns")
CONTRAST_WORDS = word_set("contrast")
INHERITED_LABELS = word_set("inherit")
POSSESSIVE_WORDS = word_set("possessive")
PILE_PRONOUNS = word_set("pile-pronoun")
SUBJECT_WORDS = word_set("subject")
ALLOWED_WORDS = word_set("allowed")
ON_WORDS = word_set("on")
WHEN_WORDS = word_set("when")
TAKE_OUT_WORDS = word_set("take-out")
AT_WILL_WORDS = word_set("at-will")
PREFER_LEMMAS = word_set("prefer")
STUCK_LEMMAS = word_set("stuck")
PASS_NOUNS = word_set("pass-noun")
PLACE_VERBS = word_set("place-verb")
OR_WORDS = word_set("or")
EMPHASIS_WORDS = word_set("emphasis")
APPEAR_WORDS = word_set("appear")
TIMES = {k: int(v) for k, v in word_map("times").items()}
NO_CONTRAST_AFTER = word_set("no-contrast-after")
ENDS_WITH = word_set("ends-with")
FEED_LEMMAS = word_set("feed")
PRONOUN_PILE = word_map("pronoun-pile")
PARTITIVE = word_set("partitive")
BUILT_PRONOUN = word_set("built-pronoun")
COLLECT_LEMMAS = word_set("collect")
LAST_WORDS = word_set("last")
ALL_SIDES = word_set("all-sides")
ONLY_IF = word_set("only-if")
IN_ALL = word_set("in-all")
IN_ALL_AFTER = word_set("in-all-after")
FIT_LEMMAS = word_set("fit")
COMPARE_TO = tuple(sorted(word_set("compare-to")))
THEN_WORDS = word_set("then")
PAIR_JOIN = word_set("pair-join")
LIKEWISE = tuple(sorted(word_set("likewise")))
RANK_VALUE = word_map("rank-value")
SUIT_VALUE = word_map("suit-value")
OCR_SLIPS = word_set("ocr-slips")
OCR_ONE_LETTER = word_set("ocr-one-letter")
IS_THE_WORDS = word_set("is-the")
WITHOUT_WORDS = word_set("without")
PASSIVE_AUX = word_set("passive-aux")
SOLE_WORDS = word_set("sole")
GAP_PLACE = word_set("gap-place")
LEAVE_WORDS = word_set("leave")
REPLY_NO = word_set("reply-no")
REPLY_YES = word_set("reply-yes")
WHOLE_LAYOUT = word_set("whole-layout")
SAME_GOES = tuple(sorted(word_set("same-goes") | word_set("likewise")))
GROUP_PRONOUNS = word_set("group-pronoun")
DEMONSTRATIVES = word_set("demonstrative")
RANK_LETTER = word_map("rank-letter")
SERIES_JOIN = word_set("series-join")
SERIES_BACK = word_set("series-back")
SERIES_BACK_TO = word_set("series-back-to")
IN_ADVANCE = tuple(sorted(word_set("in-advance")))
INTO_PILE = word_set("into-pile")
DEAL_LEMMAS = word_set("deal-lemma")
ROW_BEFORE = word_set("row-before")
ORDER_NOUNS = word_set("order-noun")
TOWARD_WORDS = word_set("toward")
CARDS_ARE = word_set("cards-are")
THROUGH_WORDS = word_set("through")
