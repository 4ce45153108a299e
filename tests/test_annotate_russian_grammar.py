"""Russian modality read as grammar (modality.py): permission and prohibition in every form —
modal words and predicatives («можно», «нельзя», «вправе»), their verbs in any person and voice
(«можешь», «разрешается», «не позволяю себе»), short participles («разрешено», «запрещено»,
«дозволено») — governing an infinitive anywhere in its clause (free word order).  Positives say
what the modal allows or forbids; negatives pin precision (a prohibition is no permission, a
permission is no prohibition).

The sentences are our own, written for these tests (none is taken from a set)."""

from __future__ import annotations

import pytest

from tests import annotated


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
    assert (claim in annotated.claims(text, lang, game)) is present


@pytest.mark.parametrize(("text", "game", "lang", "claim", "present"), [
    ('Пустое место в саду заполняется любой картой из букета.', 'parterre', 'ru', ('garden.fill', ('bouquet',)), True),
    ('Пустое место в саду заполняют любой картой из букета.', 'parterre', 'ru', ('garden.fill', ('bouquet',)), True),
    ('Любой картой из букета заполняют пустое место в саду.', 'parterre', 'ru', ('garden.fill', ('bouquet',)), True),
    ('Пустое место в саду должно быть заполнено картой из букета.', 'parterre', 'ru', ('garden.fill', ('bouquet',)), True),
    ('Пустое место в саду может быть заполнено картой из букета.', 'parterre', 'ru', ('garden.fill', ('bouquet',)), True),
    ('Пустое место в саду игрок заполняет картой из букета.', 'parterre', 'ru', ('garden.fill', ('bouquet',)), True),
    ('Картой из букета игрок может заполнить пустое место в саду.', 'parterre', 'ru', ('garden.fill', ('bouquet',)), True),
    ('Заполнить пустое место в саду разрешается картой из букета.', 'parterre', 'ru', ('garden.fill', ('bouquet',)), True),
    ('Место, освободившееся в саду, заполняется картой из букета.', 'parterre', 'ru', ('garden.fill', ('bouquet',)), True),
    ('Освободившееся в саду место занимают картой из букета.', 'parterre', 'ru', ('garden.fill', ('bouquet',)), True),
    ('Пустые места сада не заполняются никогда.', 'parterre', 'ru', ('garden.fill', ('never',)), True),
    ('Пустые места сада никогда ничем не заполняют.', 'parterre', 'ru', ('garden.fill', ('never',)), True),
    ('Заполнять пустые места сада нельзя.', 'parterre', 'ru', ('garden.fill', ('never',)), True),
    ('Пустое место в саду заполнять не разрешается.', 'parterre', 'ru', ('garden.fill', ('never',)), True),
    ('Доступна только верхняя карта каждой кучки сада.', 'parterre', 'ru', ('garden.access', 'top'), True),
    ('В саду доступна только верхняя карта каждой кучки.', 'parterre', 'ru', ('garden.access', 'top'), True),
    ('Верхняя карта кучки сада доступна для игры.', 'parterre', 'ru', ('garden.access', 'top'), True),
    ('Из сада можно играть только верхними картами кучек.', 'parterre', 'ru', ('garden.access', 'top'), True),
    ('Все карты букета доступны для игры.', 'parterre', 'ru', ('bouquet.access', 'all'), True),
    ('Доступны для игры все карты букета.', 'parterre', 'ru', ('bouquet.access', 'all'), True),
    ('Карты букета доступны все.', 'parterre', 'ru', ('bouquet.access', 'all'), True),
    ('Любая карта букета может быть сыграна.', 'parterre', 'ru', ('bouquet.access', 'all'), True),
    ('Любая карта букета может быть сыграна в любое время.', 'parterre', 'ru', ('bouquet.access', 'all'), True),
    ('Сыграть можно любую карту букета.', 'parterre', 'ru', ('bouquet.access', 'all'), True),
    ('Разрешается играть любой картой букета.', 'parterre', 'ru', ('bouquet.access', 'all'), True),
    ('Карты букета доступны не все.', 'parterre', 'ru', ('bouquet.access', 'all'), False),
    ('Карты кладутся на кучки сада по убыванию, независимо от масти.', 'parterre', 'ru', ('garden.build', 'down-any-suit'), True),
    ('На кучки сада карты кладут в нисходящем порядке без учёта масти.', 'parterre', 'ru', ('garden.build', 'down-any-suit'), True),
    ('На букет карт не кладут.', 'parterre', 'ru', ('bouquet.build', 'none'), True),
    ('На букет карты не кладутся.', 'parterre', 'ru', ('bouquet.build', 'none'), True),
    ('На букет ничего не кладётся.', 'parterre', 'ru', ('bouquet.build', 'none'), True),
    ('Букет не пополняется.', 'parterre', 'ru', ('bouquet.fill', ('never',)), True),
    ('Колода раздаётся только один раз.', 'parterre', 'ru', ('stock.redeals', 0), True),
    ('Колоду раздают лишь однажды.', 'parterre', 'ru', ('stock.redeals', 0), True),
    ('Колода проходится один раз.', 'parterre', 'ru', ('stock.redeals', 0), True),
    ('Повторно колоду не раздают.', 'parterre', 'ru', ('stock.redeals', 0), True),
    ('Колоду нельзя раздавать второй раз.', 'parterre', 'ru', ('stock.redeals', 0), True),
    ('Пересдачи колоды не допускаются.', 'parterre', 'ru', ('stock.redeals', 0), True),
    ('Пересдача не разрешается.', 'parterre', 'ru', ('stock.redeals', 0), True),
    ('Переносить карты сада можно только по одной.', 'parterre', 'ru', ('garden.move-unit', 'one-card'), True),
    ('Пустое место сада разрешается заполнять картой из букета.', 'parterre', 'ru', ('garden.fill.timing', 'immediate'), False),
    ('Пустое место сада разрешается заполнять картой из букета.', 'parterre', 'ru', ('garden.fill', ('bouquet',)), True),
    ('Пустое место сада игрок вправе занять картой из букета.', 'parterre', 'ru', ('garden.fill.timing', 'immediate'), False),
    ('Пустое место сада сразу занимают картой из букета.', 'parterre', 'ru', ('garden.fill.timing', 'immediate'), True),
    ('Пустое место сада занимают картой из букета.', 'parterre', 'ru', ('garden.fill.timing', 'immediate'), True),
    ('Карты колоды открывают в отбой по одной.', 'parterre', 'ru', ('garden.move-unit', 'one-card'), False),
    ('Тузы кладут над садом по одному.', 'parterre', 'ru', ('garden.move-unit', 'one-card'), False),
])
def test_voice_word_order_and_case_say_who_fills_and_what_is_allowed(text, game, lang, claim, present):
    """Reflexive passives, impersonal plurals, participles, «должно/может быть заполнено», the
    instrumental card that fills before its verb, «по одной» agreeing with the card it leaves
    unsaid; a permission to fill is no rule of when."""
    assert (claim in annotated.claims(text, lang, game)) is present


@pytest.mark.parametrize(("text", "game", "lang", "claim", "present"), [
    ('Колоду открывайте по одной карте в отбой в любой удобный момент.', 'parterre', 'ru', ('stock.deal.timing', 'any-time'), True),
    ('Колоду открывают по одной карте в отбой во всякое удобное для игрока время.', 'parterre', 'ru', ('stock.deal.timing', 'any-time'), True),
    ('Колоду раздают по одной карте в отбой в любую минуту.', 'parterre', 'ru', ('stock.deal.timing', 'any-time'), True),
    ('Колоду раздают по одной карте в отбой в самом начале.', 'parterre', 'ru', ('stock.deal.timing', 'any-time'), False),
    ('Пустое место в саду можно занять в любой подходящий момент картой из букета.', 'parterre', 'ru', ('garden.fill.timing', 'player-chooses'), True),
    ('Пустое место в саду заполняют в любой момент картой из букета.', 'parterre', 'ru', ('garden.fill.timing', 'immediate'), False),
    ('Пустое место в саду заполняют тотчас картой из букета.', 'parterre', 'ru', ('garden.fill.timing', 'player-chooses'), False),
    ('Остальные шестнадцать карт составляют букет: их держат в руке, и любая из них в любое время годна для игры.', 'parterre', 'ru', ('bouquet.access', 'all'), True),
    ('Остальные шестнадцать карт составляют букет: их держат в руке, и каждая из них всегда и во всякую минуту доступна.', 'parterre', 'ru', ('bouquet.access', 'all'), True),
    ('Остальные шестнадцать карт составляют букет: их держат в руке, и ни одна из них в игре не доступна.', 'parterre', 'ru', ('bouquet.access', 'all'), False),
])
def test_any_time_said_with_adjectives_and_them_with_a_far_predicate(text, game, lang, claim, present):
    """«в любой удобный момент», «во всякое удобное для игрока время» (the quantifier and the time
    noun by lemma, adjectives between by their tag); «любая из них … годна» with words between."""
    assert (claim in annotated.claims(text, lang, game)) is present


@pytest.mark.parametrize(("text", "game", "lang", "claim", "present"), [
    ('Карты букета, открытыя и разложенныя вѣеромъ, всѣ доступны для игры.', 'parterre', 'ru-petr1708', ('bouquet.access', 'all'), True),
    ('Изъ букета дозволяется брать любую карту.', 'parterre', 'ru-petr1708', ('bouquet.access', 'all'), True),
    ('Любую карту букета брать дозволено во всякое время.', 'parterre', 'ru-petr1708', ('bouquet.access', 'all'), True),
    ('На букетъ класть картъ не дозволяется.', 'parterre', 'ru-petr1708', ('bouquet.build', 'none'), True),
    ('Класть карты на букетъ воспрещается.', 'parterre', 'ru-petr1708', ('bouquet.build', 'none'), True),
    ('Пустыя мѣста въ саду возбраняется заполнять.', 'parterre', 'ru-petr1708', ('garden.fill', ('never',)), True),
    ('Колоду раскладывать вторично не дозволяется.', 'parterre', 'ru-petr1708', ('stock.redeals', 0), True),
    ('Разсматривать колоду во второй разъ запрещено.', 'parterre', 'ru-petr1708', ('stock.redeals', 1), False),
    ('Съ кучекъ сада позволяется снимать лишь верхнія карты.', 'parterre', 'ru-petr1708', ('garden.access', 'top'), True),
    ('Снимать съ кучекъ сада позволяется лишь верхнія карты.', 'parterre', 'ru-petr1708', ('garden.access', 'top'), True),
    ('Брать карты изъ букета запрещено.', 'parterre', 'ru-petr1708', ('bouquet.access', 'all'), False),
    ('Играющій въ правѣ брать любую карту букета.', 'parterre', 'ru-petr1708', ('bouquet.access', 'all'), True),
    ('Играющий вправе брать любую карту букета.', 'parterre', 'ru', ('bouquet.access', 'all'), True),
    ('Игрок не вправе брать карты букета.', 'parterre', 'ru', ('bouquet.access', 'all'), False),
    ('Игроку разрешено брать любую карту букета.', 'parterre', 'ru', ('bouquet.access', 'all'), True),
    ('Игроку запрещено класть карты на букет.', 'parterre', 'ru', ('bouquet.build', 'none'), True),
    ('Игроку не разрешено класть карты на букет.', 'parterre', 'ru', ('bouquet.build', 'none'), True),
    ('Брать можно любую карту из букета, а класть на него ничего нельзя.', 'parterre', 'ru', ('bouquet.access', 'all'), True),
    ('Брать можно любую карту из букета, а класть на него ничего нельзя.', 'parterre', 'ru', ('bouquet.build', 'none'), True),
    ('Доступна для игры только верхняя карта отбоя.', 'parterre', 'ru', ('waste.access', 'top'), True),
    ('Только верхняя карта отбоя доступна для игры.', 'parterre', 'ru', ('waste.access', 'top'), True),
    ('Из отбоя доступна только верхняя карта.', 'parterre', 'ru', ('waste.access', 'top'), True),
    ('В отбое доступна для игры лишь верхняя карта.', 'parterre', 'ru', ('waste.access', 'top'), True),
    ('Верхней картой отбоя можно играть всегда.', 'parterre', 'ru', ('waste.access', 'top'), True),
    ('Играть разрешается только верхней картой отбоя.', 'parterre', 'ru', ('waste.access', 'top'), True),
    ('Свободна в саду только верхняя карта каждой кучки.', 'parterre', 'ru', ('garden.access', 'top'), True),
    ('В каждой кучке сада свободна лишь верхняя карта.', 'parterre', 'ru', ('garden.access', 'top'), True),
    ('У кучек сада доступны только верхние карты.', 'parterre', 'ru', ('garden.access', 'top'), True),
    ('Карты сада доступны только верхние.', 'parterre', 'ru', ('garden.access', 'top'), True),
    ('У дамской стороны доступна лишь нижняя карта каждого столбца.', 'royal-cotillion', 'ru', ('ladies.access', 'bottom'), True),
    ('Доступны на стороне лордов все карты.', 'royal-cotillion', 'ru', ('lords.access', 'all'), True),
    ('На стороне лордов доступны все карты, на дамской стороне — только нижние.', 'royal-cotillion', 'ru', ('ladies.access', 'bottom'), True),
    ('На стороне лордов доступны все карты, на дамской стороне — только нижние.', 'royal-cotillion', 'ru', ('ladies.access', 'all'), False),
    ('Все карты лордов открыты для игры.', 'royal-cotillion', 'ru', ('lords.access', 'all'), True),
])
def test_pre_reform_modals_the_player_s_right_and_a_subject_after_its_predicate(text, game, lang, claim, present):
    """«дозволяется», «воспрещается», «возбраняется», «въ правѣ» / «вправе» (and «не вправе»), «игроку
    разрешено / запрещено»; «доступна для игры лишь верхняя карта» (the subject after its
    predicate, "for play" and "only" between)."""
    assert (claim in annotated.claims(text, lang, game)) is present


@pytest.mark.parametrize(("text", "game", "lang", "claim", "present"), [
    ('Место, освободившееся в саду, не заполняется до конца игры.', 'parterre', 'ru', ('garden.fill', ('never',)), True),
    ('Место, освободившееся в саду, больше ничем не занимают.', 'parterre', 'ru', ('garden.fill', ('never',)), True),
    ('Опустевшую кучку сада ничем не заполняют.', 'parterre', 'ru', ('garden.fill', ('never',)), True),
    ('Освободившееся в саду место так и остается пустым.', 'parterre', 'ru', ('garden.fill', ('never',)), True),
    ('Карту, снятую с букета, можно положить на кучку сада.', 'parterre', 'ru', ('bouquet.build', 'none'), False),
    ('Карты, лежащие в букете, доступны все.', 'parterre', 'ru', ('bouquet.access', 'all'), True),
    ('Лежащие в букете карты доступны все.', 'parterre', 'ru', ('bouquet.access', 'all'), True),
    ('Карты, которые лежат в букете, доступны все.', 'parterre', 'ru', ('bouquet.access', 'all'), True),
    ('Из карт, лежащих в букете, можно брать любую.', 'parterre', 'ru', ('bouquet.access', 'all'), True),
    ('Любая карта букета может быть сыграна в любое время.', 'parterre', 'ru', ('bouquet.access', 'all'), True),
    ('Никакая карта не может быть помещена на букет.', 'parterre', 'ru', ('bouquet.build', 'none'), True),
    ('Никакое здание не позволено на букете.', 'parterre', 'ru', ('bouquet.build', 'none'), True),
    ('Строительство на букете не разрешается.', 'parterre', 'ru', ('bouquet.build', 'none'), True),
    ('Строительство на букете запрещено.', 'parterre', 'ru', ('bouquet.build', 'none'), True),
    ('На букете строительство запрещено.', 'parterre', 'ru', ('bouquet.build', 'none'), True),
    ('Пересдача не позволена.', 'parterre', 'ru', ('stock.redeals', 0), True),
    ('Никакая пересдача не разрешена.', 'parterre', 'ru', ('stock.redeals', 0), True),
    ('Пересдача запрещена.', 'parterre', 'ru', ('stock.redeals', 0), True),
    ('Пересдавать запрещено.', 'parterre', 'ru', ('stock.redeals', 0), True),
    ('Разрешается одна пересдача.', 'parterre', 'ru', ('stock.redeals', 1), True),
    ('Пустоты в саду могут быть заполнены любой картой из букета.', 'parterre', 'ru', ('garden.fill', ('bouquet',)), True),
    ('Пустоты в саду не могут быть заполнены.', 'parterre', 'ru', ('garden.fill', ('never',)), True),
    ('Пустоты в саду заполнять запрещается.', 'parterre', 'ru', ('garden.fill', ('never',)), True),
    ('Второй раз колоды я не перекладываю.', 'parterre', 'ru', ('stock.redeals', 0), True),
    ('Колоду второй раз не перекладывают.', 'parterre', 'ru', ('stock.redeals', 0), True),
    ('Колоду можно переложить еще раз.', 'parterre', 'ru', ('stock.redeals', 1), True),
    ('Второй раз карты из колоды в отбой не перекладывают.', 'parterre', 'ru', ('stock.redeals', 1), False),
    ('Второй разъ колоды я не перекладываю: такъ ужъ положено.', 'parterre', 'ru-petr1708', ('stock.redeals', 0), True),
])
def test_participle_clauses_passive_modals_and_the_stock_as_an_object(text, game, lang, claim, present):
    """Participle and relative clauses («Место, освободившееся в саду, …», «Карты, лежащие в букете,
    …»); passive modals of machine translation («может быть сыграна», «не позволено»); the stock as
    the direct object of a verb of laying again («Второй раз колоды я не перекладываю»: the
    genitive of negation) is a redeal."""
    assert (claim in annotated.claims(text, lang, game)) is present
