"""Russian modality read as grammar (modality.py): permission and prohibition in every form —
modal words and predicatives («можно», «нельзя», «вправе»), their verbs in any person and voice
(«можешь», «разрешается», «не позволяю себе»), short participles («разрешено», «запрещено»,
«дозволено») — governing an infinitive anywhere in its clause (free word order).  Positives say
what the modal allows or forbids; negatives pin precision (a prohibition is no permission, a
permission is no prohibition).

The sentences are our own, written for these tests (none is taken from a set)."""

from __future__ import annotations

import pytest

from corpus.annotate import annotate_text


def _claims(text: str, game: str, lang: str = "ru") -> set[tuple[str, object]]:
    return {(f.slot, f.value) for f in annotate_text(text, lang, game)}


@pytest.mark.parametrize(("text", "game", "lang", "claim", "present"), [
    ('Брать из букета разрешается любую карту.', 'parterre', 'ru', ('bouquet.access', 'all'), True),
    ('Любую карту букета разрешено брать в игру.', 'parterre', 'ru', ('bouquet.access', 'all'), True),
    ('Играть из отбоя позволено только верхней картой.', 'parterre', 'ru', ('waste.access', 'top'), True),
    ('Из отбоя играть можно лишь верхнюю карту.', 'parterre', 'ru', ('waste.access', 'top'), True),
    ('С кучек сада брать можно только верхние карты.', 'parterre', 'ru', ('garden.access', 'top'), True),
    ('Ходить можно любой картой букета.', 'parterre', 'ru', ('bouquet.access', 'all'), True),
    ('Карты букета можно брать все.', 'parterre', 'ru', ('bouquet.access', 'all'), True),
    ('Класть карты на букет запрещено.', 'parterre', 'ru', ('bouquet.build', 'none'), True),
    ('На букет класть карты запрещается.', 'parterre', 'ru', ('bouquet.build', 'none'), True),
    ('Карты на букет не кладутся.', 'parterre', 'ru', ('bouquet.build', 'none'), True),
    ('На карты букета ничего класть нельзя.', 'parterre', 'ru', ('bouquet.build', 'none'), True),
    ('Класть что-либо на букет не разрешено.', 'parterre', 'ru', ('bouquet.build', 'none'), True),
    ('Перекладывать карты с одной кучки сада на другую можно только по одной.', 'parterre', 'ru', ('garden.move-unit', 'one-card'), True),
    ('Переносится всегда только одна карта.', 'parterre', 'ru', ('garden.move-unit', 'one-card'), True),
    ('Переносить за раз разрешено лишь одну карту.', 'parterre', 'ru', ('garden.move-unit', 'one-card'), True),
    ('Пустые места в саду не заполняются.', 'parterre', 'ru', ('garden.fill', ('never',)), True),
    ('Заполнять пустые места сада запрещено.', 'parterre', 'ru', ('garden.fill', ('never',)), True),
    ('Колоду разрешается раскладывать только один раз.', 'parterre', 'ru', ('stock.redeals', 0), True),
    ('Второй раз колоду не раскладывают.', 'parterre', 'ru', ('stock.redeals', 0), True),
    ('Раскладывать колоду повторно запрещено.', 'parterre', 'ru', ('stock.redeals', 0), True),
    ('Пересдавать колоду нельзя.', 'parterre', 'ru', ('stock.redeals', 0), True),
    ('Раскладывать колоду повторно разрешается один раз.', 'parterre', 'ru', ('stock.redeals', 0), False),
    ('Брать карты из букета нельзя.', 'parterre', 'ru', ('bouquet.access', 'all'), False),
    ('Играть картами букета запрещается.', 'parterre', 'ru', ('bouquet.access', 'all'), False),
    ('Верхнюю карту отбоя можно класть на сад.', 'parterre', 'ru', ('waste.access', 'all'), False),
    ('Из карт лордов разрешается брать любую.', 'royal-cotillion', 'ru', ('lords.access', 'all'), True),
    ('Любая карта лордов может быть взята в игру.', 'royal-cotillion', 'ru', ('lords.access', 'all'), True),
    ('Брать у лордов разрешено любую карту.', 'royal-cotillion', 'ru', ('lords.access', 'all'), True),
    ('На дамскую сторону класть карты запрещено.', 'royal-cotillion', 'ru', ('ladies.build', 'none'), True),
    ('Класть карты на лордов нельзя.', 'royal-cotillion', 'ru', ('lords.build', 'none'), True),
    ('Места дам запрещено заполнять.', 'royal-cotillion', 'ru', ('ladies.fill', ('never',)), True),
    ('Положить что-нибудь на дамскую сторону не позволяется.', 'royal-cotillion', 'ru', ('ladies.build', 'none'), True),
    ('Свободное место дам не заполняется.', 'royal-cotillion', 'ru', ('ladies.fill', ('never',)), True),
    ('Лордов разрешено заполнять сразу из отбоя.', 'royal-cotillion', 'ru', ('ladies.fill', ('waste',)), False),
    ('Карты прихожей доступны все, но класть их одну на другую запрещено.', 'queens-audience', 'ru', ('antechamber.build', 'none'), True),
    ('Класть карты прихожей одну на другую не разрешается.', 'queens-audience', 'ru', ('antechamber.build', 'none'), True),
    ('Играть можно любой картой прихожей.', 'queens-audience', 'ru', ('antechamber.access', 'all'), True),
    ('Любой картой прихожей играть разрешено.', 'queens-audience', 'ru', ('antechamber.access', 'all'), True),
    ('Класть карты прихожей одну на другую я себе никогда не позволяю.', 'queens-audience', 'ru', ('antechamber.build', 'none'), True),
    ('Карты прихожей одну на другую класть не дозволено.', 'queens-audience', 'ru', ('antechamber.build', 'none'), True),
    ('Карты прихожей одну на другую класть разрешено.', 'queens-audience', 'ru', ('antechamber.build', 'none'), False),
    ('Из резерва можешь брать любую карту, но на резерв ничего не клади.', 'odd-and-even', 'ru', ('reserve.access', 'all'), True),
    ('Из резерва можешь брать любую карту, но на резерв ничего не клади.', 'odd-and-even', 'ru', ('reserve.build', 'none'), True),
    ('Класть на резерв ничего нельзя.', 'odd-and-even', 'ru', ('reserve.build', 'none'), True),
    ('Брать из резерва позволяется любую карту.', 'odd-and-even', 'ru', ('reserve.access', 'all'), True),
    ('Любую карту резерва брать дозволено.', 'odd-and-even', 'ru', ('reserve.access', 'all'), True),
    ('Класть карты на резерв воспрещается.', 'odd-and-even', 'ru', ('reserve.build', 'none'), True),
    ('Брать из резерва запрещено.', 'odd-and-even', 'ru', ('reserve.access', 'all'), False),
    ('Брать из талонов можно только верхние карты.', 'indian-empress', 'ru', ('waste.access', 'top'), True),
    ('Из талонов разрешено брать только верхние карты.', 'indian-empress', 'ru', ('waste.access', 'top'), True),
])
def test_permission_and_prohibition_govern_their_verb_in_any_order(text, game, lang, claim, present):
    assert (claim in _claims(text, game, lang)) is present
