/**
 * The wording rules reviewers found broken, as checks a catalog edit cannot slip past: register,
 * one term per idea, typography, remove vs delete, a progress label that does not read as its
 * button, a count at 0. docs/translating.md has the terms and the register per language.
 */
import { describe, expect, it } from 'vitest';
import { readLocales } from '../../../src/dev/missing-messages';
import { plural, type PluralName } from '../../../src/platform/text/i18n';
import { useMessages } from '../../support/i18n';

const all = readLocales();
const LOCALES = Object.keys(all).sort();
const msg = (folder: string, key: string) => all[folder]![key]!.message;
/** Every message of a locale whose text matches, as `key: text`. */
const matching = (folder: string, re: RegExp, except: string[] = []) =>
  Object.entries(all[folder]!)
    .filter(([k, e]) => !except.includes(k) && re.test(e.message))
    .map(([k, e]) => `${k}: ${e.message}`);

describe.each(LOCALES)('%s', (folder) => {
  it('removing from this browser and deleting from the service are two different verbs', () => {
    // An account or a key leaves this browser only; a link is deleted for everyone.
    for (const remove of ['removeKey', 'accountRemove', 'accountRemoveYes']) {
      const verb = msg(folder, remove).split(/\s/)[0]!.toLowerCase();
      expect(verb, `${folder} ${remove}`).not.toBe(msg(folder, 'delete').split(/\s/)[0]!.toLowerCase());
    }
  });

  it('a progress label does not read as the button beside it ("Opslaan…" next to "Opslaan")', () => {
    const pairs = [
      ['save', 'saving'],
      ['shorten', 'shortening'],
      ['delete', 'deleting'],
      ['verify', 'verifying'],
    ];
    for (const [button, progress] of pairs) {
      const label = msg(folder, progress!).replace(/[\s.…]+$/u, '');
      expect(label.toLowerCase(), `${folder} ${progress}`).not.toBe(msg(folder, button!).toLowerCase());
    }
  });

  it('a sync that is starting reads as a state, not as a Start button ("Wird gestartet", not "Start")', () => {
    for (const [key, entry] of Object.entries(all[folder]!).filter(([k]) => k.startsWith('syncStartingLinks_'))) {
      expect(entry.message.split(' · ')[0], `${folder} ${key}`).not.toMatch(/^(Start|Avvio|Начало|بدء|正在开始)$/u);
    }
  });
});

describe('one language at a time', () => {
  it('German says Sie, never du', () => {
    expect(matching('de', /\b(du|dich|dir|dein\w*|Du|Dein\w*)\b/)).toEqual([]);
    // Imperatives of du ("Gib", "Entferne"): the Sie form is "Geben Sie", "Entfernen Sie".
    expect(matching('de', /\b(Gib|Entferne|Öffne|Prüfe|Wähle|Füge|Versuche es)\b/)).toEqual([]);
  });

  it('German uses one term each: Pop-up, Tastenkombination, Synchronisierung, kanonische Adresse', () => {
    expect(matching('de', /\bPopup|Tastenkürzel|[Aa]bgleich|Canonical/)).toEqual([]);
  });

  it('German puts a space before an ellipsis that stands for words ("Wird geladen …"), none inside a word ("utm_…")', () => {
    expect(matching('de', /[^\s_]…/u)).toEqual([]);
  });

  it('"back half" is the end of a link, not a backside: nl linkeinde, ar نهاية الرابط', () => {
    expect(matching('nl', /achterste deel/i)).toEqual([]);
    expect(msg('nl', 'fieldBackHalf')).toBe('Linkeinde');
    expect(matching('ar', /النصف الخلفي/)).toEqual([]);
    expect(msg('ar', 'fieldBackHalf')).toBe('نهاية الرابط');
  });

  it('Arabic: pages are not counted with a fixed plural; "title" is the page\'s title', () => {
    // "$2 of $3 pages": the form follows $1 (links), so "$3 صفحات" is wrong at 1, 2 or 11 pages.
    // (Buttons as verbal nouns: wording-kinds.test.ts, for every button.)
    expect(matching('ar', /\$3 صفحات/)).toEqual([]);
    expect(msg('ar', 'copyFormatTitled')).toContain('عنوان الصفحة');
  });

  it('Japanese: no double を, no "あなたのリンク", keyboard keys are not API keys, a relative time is not a date', () => {
    // "$1 を形式を選んでコピー": two objects on one verb.
    expect(matching('ja', /\$1 を.{0,6}を/)).toEqual([]);
    expect(matching('ja', /あなたのリンク/)).toEqual([]);
    expect(msg('ja', 'managerKeys')).toMatch(/^キーボード操作/);
    // $1/$2 is "今" or "3 分前": "作成 3 分前" reads as a date slot; label and value need the colon.
    expect(msg('ja', 'createdOn')).toBe('作成: $1');
    expect(msg('ja', 'updatedOn')).toBe('更新: $1');
    expect(msg('ja', 'syncCompleteLinks_other')).toContain('最終同期: $2');
  });

  it('Chinese says 响应 (not 应答) and uses full-width parentheses; a relative time is a value, not "创建于 现在"', () => {
    expect(matching('zh_CN', /应答|[()]/)).toEqual([]);
    expect(msg('zh_CN', 'createdOn')).toBe('创建：$1');
    expect(msg('zh_CN', 'updatedOn')).toBe('更新：$1');
  });

  it('the smaller items: pl deleteGone does not repeat, ru errorRefused, es presets', () => {
    expect(msg('pl', 'deleteGone').match(/usunięte/g)?.length).toBe(1);
    expect(matching('ru', /отказал/)).toEqual([]);
    expect(matching('es', /ajuste/i, ['managedByOrganization'])).toEqual([]);
  });

  it('the second review: es matches as a label (no "Coinciden 1"), ar known links without a verb to agree, zh_CN no "就是这个"', () => {
    // $2 (the matches) does not choose the form, so a verb agreeing with it is wrong at 1.
    expect(matching('es', /^Coinciden \$2/)).toEqual([]);
    // "معروف ٢ رابطان": the participle does not agree with a dual or a plural; a label needs none.
    expect(matching('ar', /معروفة? \$1/)).toEqual([]);
    expect(matching('zh_CN', /就是这个|正在开始/)).toEqual([]);
    expect(msg('nl', 'syncProgressLabel')).toBe('Van de dienst gelezen links');
    // Groups "seen on your links", word for word: a link has a group, nobody sees one on it.
    expect([
      ...matching('de', /auf Ihren Links/),
      ...matching('fr', /sur vos liens/),
      ...matching('it', /visto nei tuoi link/),
      ...matching('nl', /gezien bij je links/),
      ...matching('pt_BR', /grupo visto/),
    ]).toEqual([]);
    // Links not searched yet: it "cercato" is "looked for", pt_BR "Mais 1 link está" is English word order.
    expect([
      ...matching('it', /stat[oi] cercat/),
      ...matching('pt_BR', /^Mais \$1/),
      ...matching('ja', /ここからも除きました/),
    ]).toEqual([]);
  });
});

/** A word on its own, for scripts where `\b` does not see letters (Cyrillic, accented Latin). */
const word = (alternatives: string, flags = 'u') => new RegExp(`(?<!\\p{L})(${alternatives})(?!\\p{L})`, flags);

describe('the third review: register, typography, one term per idea, a count at 0', () => {
  it('each language addresses the reader one way (docs/translating.md, Register)', () => {
    const WRONG: Record<string, RegExp> = {
      // tú: the usted imperatives and "sus pestañas" (your tabs) slip in beside "tus".
      es: word(
        'usted|ustedes|abra|pegue|elija|escriba|intente|vuelva|espere|compruebe|seleccione|pulse|sus pestañas',
        'iu',
      ),
      fr: word('tu|toi|ton|ta|tes'),
      // tu: no Lei, and a welcome that does not assume a man ("Benvenuto").
      it: word('Lei|Suo|Sua|Suoi|Sue|Benvenut[oa]'),
      nl: word('u|uw|U|Uw'),
      // Ty with the pronoun capitalised: "Twój", never "twój".
      pl: word('twój|twoj\\p{L}*|twoi\\p{L}*|tobie|ciebie'),
      pt_BR: word('tu|teu|tua|teus|tuas|contigo|o senhor|a senhora', 'iu'),
      // вы in lower case mid-sentence, never ты.
      ru: /(?<!\p{L})(ты|тебя|тебе|твой|твоя|твоё|твои|твоих)(?!\p{L})|[^.!?:]\s(Вы|Вас|Вам|Ваш\p{L}*)(?!\p{L})/u,
      ja: /あなた/,
      zh_CN: /您/,
    };
    expect(Object.entries(WRONG).flatMap(([folder, re]) => matching(folder, re).map((m) => `${folder} ${m}`))).toEqual(
      [],
    );
  });

  it('the extension does not speak as "we", except in a fixed welcome formula', () => {
    expect(matching('it', /\p{L}+iamo(?!\p{L})/u, ['welcome'])).toEqual([]);
    expect(matching('pl', word('znamy|mamy|wiemy|informujemy|damy'))).toEqual([]);
  });

  it('Japanese keeps its half-width punctuation: no （ ） ： ！ ？ in one string beside ( ) : in the rest', () => {
    expect(matching('ja', /[（）：！？]/u)).toEqual([]);
  });

  it('one term per idea in each language', () => {
    // nl: the list dialog "inkorten" beside "verkorten" everywhere else.
    expect(matching('nl', /inkort|ingekort/i)).toEqual([]);
    // de: one name for the key (Eingabetaste) and for a duplicate (Duplikat).
    expect(matching('de', /\bEnter\b|Doppelte/)).toEqual([]);
    // Duplicates merged: one verb each.
    expect(matching('es', /[Dd]uplicados unidos/)).toEqual([]);
    expect(matching('pt_BR', /[Dd]uplicados unidos/)).toEqual([]);
    expect(matching('it', /[Dd]uplicati uniti/)).toEqual([]);
    // pl: the popup is "okno podręczne", not "okienko" or a bare "okno" in one string and the other
    // (a private window, "okno prywatne", is the browser's).
    expect(
      matching('pl', /okienk|\bPopup\b|okna(?! podręcznego|ch prywatnych| prywatne)|oknie(?! podręcznym| prywatnym)/u, [
        'shortenAllTabsHint',
        'tabsNone',
      ]),
    ).toEqual([]);
    // ar: اختصار is "shortening"; the keyboard shortcut says so, and a title is the page's.
    for (const key of ['presetsIntro', 'copyFormatHint', 'accountsHint'])
      expect(msg('ar', key), `ar ${key}`).toContain('اختصار لوحة المفاتيح');
    for (const key of ['fieldTitle', 'sortTitleAsc', 'sortTitleDesc'])
      expect(msg('ar', key), `ar ${key}`).toContain('عنوان الصفحة');
  });

  it('"Shorten a list" is many addresses at once, not trimming a list', () => {
    const LIST = /Liste|lista|liste|elenco|lijst|listę|список|リスト|列表|قائمة/u;
    for (const folder of LOCALES.filter((l) => l !== 'en'))
      for (const key of ['shortenList', 'bulkTitle', 'bulkProgress', 'bulkAnother'])
        expect(msg(folder, key), `${folder} ${key}`).not.toMatch(LIST);
    expect(msg('ja', 'bulkTitle')).toBe('一括短縮');
    expect(msg('zh_CN', 'bulkTitle')).toBe('批量缩短');
  });

  it('the campaign option ties to shortening as the popup opens, without two time phrases in a row', () => {
    const STACKED =
      /beim \p{L}+ beim|al \p{L}+ al |при \p{L}+ при|bij \p{L}+ bij|raccourcissement à l’ouverture|ao encurtar na abertura|przy skracaniu po otwarciu|si accorcia all’apertura|عند الاختصار لدى الفتح/u;
    // What opens is the popup, named as prefAutoShorten names it.
    const POPUP: Record<string, RegExp> = {
      de: /Pop-up/,
      es: /ventana/,
      fr: /fenêtre/,
      it: /popup/,
      ja: /ポップアップ/,
      nl: /pop-up/,
      pl: /okna/,
      pt_BR: /pop-up/,
      ru: /окна/,
      zh_CN: /弹出窗口/,
      ar: /النافذة المنبثقة/,
    };
    for (const [folder, popup] of Object.entries(POPUP)) {
      expect(msg(folder, 'prefCampaignOnOpen'), folder).not.toMatch(STACKED);
      expect(msg(folder, 'prefCampaignOnOpen'), folder).toMatch(popup);
    }
  });

  it('a paused sync says it resumes automatically, not "by itself"', () => {
    expect(
      LOCALES.map((l) => `${l}: ${msg(l, 'syncWaiting')}`).filter((m) =>
        /by itself|von selbst|por sí sola|d’elle-même|da sola|vanzelf|samo|sozinha|само|وحدها/u.test(m),
      ),
    ).toEqual([]);
  });

  it('where 0 takes the `one` form (fr, pt_BR), a count a reader can see at 0 reads right at 0', () => {
    // pt_BR says "0 links", so its `one` form is a label ("Abas com link curto: 0"); fr says
    // "0 lien", but not "0 de vos liens".
    const WRONG_AT_0: Record<string, RegExp> = { pt_BR: /(^|\s)0 (?!de\s)\p{L}/u, fr: /(^|\s)0 de vos/u };
    const SEEN_AT_0: PluralName[] = [
      'scopeShownLinks',
      'syncCompleteLinks',
      'tabsShortened',
      'verifyOkLinks',
      'syncProgressLinks',
      'syncStartingLinks',
      'syncIncompleteLinks',
      'linksShown',
      'searchMatches',
      'selectAllMatchingLinks',
    ];
    for (const [folder, wrong] of Object.entries(WRONG_AT_0)) {
      expect(new Intl.PluralRules(folder.replace('_', '-')).select(0)).toBe('one');
      useMessages(folder);
      const read = SEEN_AT_0.map((family) => `${family}: ${plural(family, 0, 0, 3)}`);
      expect(
        read.filter((text) => wrong.test(text.split(': ').slice(1).join(': '))),
        folder,
      ).toEqual([]);
    }
  });

  it('Arabic counts of tabs and of links on the service are labels that hold any number', () => {
    for (const family of ['tabsShortened', 'verifyOkLinks']) {
      const forms = Object.entries(all.ar!).filter(([k]) => k.startsWith(`${family}_`));
      expect(new Set(forms.map(([, e]) => e.message)).size, family).toBe(1);
      expect(forms[0]![1].message, family).toMatch(/: \$1\.?$/);
    }
  });

  it('the smaller slips of the third review', () => {
    // The list's states and counts name addresses (fr: une adresse), one name each from preview to result.
    expect(msg('fr', 'bulkCounts')).toMatch(/^Nouvelles\u202f: \$1 · Déjà raccourcies/);
    // A badge is one address; a filter chip is its count's, in the number's form (not "Nouvelle 9").
    expect(msg('fr', 'bulkStateMade')).toBe('Nouvelle');
    expect(msg('fr', 'bulkChipMade_other')).toBe('Nouvelles $1');
    expect(msg('it', 'bulkChipMade_other')).toBe('Nuovi $1');
    expect(msg('pt_BR', 'bulkChipReused_other')).toBe('Já encurtados $1');
    expect(msg('es', 'bulkChipMade_other')).toBe('Nuevas $1');
    expect(msg('fr', 'errorValidation')).toBe('Le service a refusé cette demande.');
    expect(msg('ru', 'errorValidation')).toBe('Сервис не принял запрос.');
    expect(msg('ru', 'bulkStateMade')).toBe('Новый');
    expect(msg('ru', 'bulkCounts')).toMatch(/^Новые: \$1/);
    expect(msg('ja', 'bulkStateMade')).toBe('新規');
    expect(msg('ja', 'bulkCounts')).toMatch(/^新規: \$1/);
    expect(msg('zh_CN', 'bulkDone')).toBe('已完成。');
    // A progress label that does not read as a noun alone or as a button.
    expect(msg('it', 'bulkRunning')).toBe('Accorciamento in corso…');
    expect(msg('nl', 'bulkRunning')).toBe('Bezig met verkorten…');
    // de: nothing is moved when a link goes into a group.
    expect(matching('de', /verschoben|verschieben/)).toEqual([]);
    expect(matching('pl', /Nie adresy internetowe/)).toEqual([]);
    expect(msg('pl', 'notifyKnownTitle')).toBe('Strona już skrócona');
  });
});

describe('the fresh reader: one verb, one term, one form per idea', () => {
  it('a key taken out of this browser is removed, not deleted, in the words of removeKey', () => {
    // keyDroppedEnterAgain: the key leaves this browser only, as keyRemoved says.
    const DELETE: Record<string, RegExp> = {
      de: /gelöscht/,
      es: /elimin/i,
      fr: /supprim/i,
      it: /elimin/i,
      ja: /削除/,
      nl: /verwijderd/,
      pl: /usunię/,
      pt_BR: /exclu/i,
      ru: /удал/i,
      zh_CN: /删除/,
      ar: /حذف|حُذف/,
    };
    expect(
      Object.entries(DELETE)
        .filter(([folder, re]) => re.test(msg(folder, 'keyDroppedEnterAgain')))
        .map(([folder]) => `${folder}: ${msg(folder, 'keyDroppedEnterAgain')}`),
    ).toEqual([]);
  });

  it('one name each for the API key, the service address, the popup and the computer', () => {
    expect([
      ...matching('fr', /clé API|fenêtre contextuelle/),
      ...matching('ru', /ключ API/),
      ...matching('nl', /serviceadres/),
      ...matching('ja', /ブラウザ(?!ー)|パソコン/u),
    ]).toEqual([]);
  });

  it('one verb for shortening and one word for "already shortened"', () => {
    // it: accorciare everywhere, not abbreviare in the newest buttons; de: bereits, not schon.
    expect([...matching('it', /abbrevi/i), ...matching('de', /Schon gekürzt/)]).toEqual([]);
    // de: "angehalten" is the paused state (syncWaiting); a sync that failed was cancelled.
    expect(msg('de', 'syncFailed')).not.toMatch(/angehalten/);
  });

  it('repeated lines are "duplicates merged" in the words of each language', () => {
    expect(msg('es', 'bulkCounts')).toContain('Duplicados combinados');
    expect(msg('it', 'bulkCounts')).toContain('Duplicati accorpati');
    expect(msg('pt_BR', 'bulkCounts')).toContain('Duplicados mesclados');
    expect(msg('nl', 'bulkCounts')).toContain('Duplicaten samengevoegd');
    // The counts agree with "adresses" (feminine) from the first word to the last.
    expect(msg('fr', 'bulkCounts')).toMatch(/Restantes/);
  });

  it('Arabic: the newest buttons are verbal nouns too, not imperatives', () => {
    for (const key of ['dontShorten', 'verifyAndSave', 'saveAnyway', 'shortenAnyway'])
      expect(msg('ar', key), key).not.toMatch(/^(لا ت|تحقّق|احفظ|اختصر)/u);
  });

  it('de, nl and pl put an en dash between words, not an English em dash', () => {
    expect(['de', 'nl', 'pl'].flatMap((folder) => matching(folder, / — /))).toEqual([]);
  });

  it('pt_BR: a count seen at 0 reads the same way at every number (a label, not a label at 1 and a sentence at 2)', () => {
    const SEEN_AT_0 = [
      'scopeShownLinks',
      'syncCompleteLinks',
      'tabsShortened',
      'verifyOkLinks',
      'syncProgressLinks',
      'syncStartingLinks',
      'syncIncompleteLinks',
      'linksShown',
      'searchMatches',
      'selectAllMatchingLinks',
    ];
    for (const family of SEEN_AT_0) {
      const forms = Object.entries(all.pt_BR!).filter(([k]) => k.startsWith(`${family}_`));
      expect(new Set(forms.map(([, e]) => e.message)).size, family).toBe(1);
    }
  });

  it('ru: a count that 21 also takes does not go on with a singular "она"', () => {
    expect(matching('ru', /она не показана/)).toEqual([]);
  });
});
