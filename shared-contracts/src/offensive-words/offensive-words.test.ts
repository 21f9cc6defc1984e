import { LOCALES } from '../i18n/locales';
import { firstWordIn } from '../api/safety-rules';
import { OFFENSIVE_WORDS } from './all';
import { loadOffensiveWords } from './index';

describe('the offensive-word lists', () => {
  it('has a list for every language, each word found in a message that uses it', () => {
    expect(Object.keys(OFFENSIVE_WORDS).sort()).toEqual([...LOCALES].sort());
    for (const locale of LOCALES) {
      const words = OFFENSIVE_WORDS[locale]!;
      expect(words.length).toBeGreaterThanOrEqual(15);
      for (const word of words)
        expect(firstWordIn(`Hé ${word.toUpperCase()}!`, words)).not.toBeNull();
    }
  });

  it('leaves an everyday message alone in every language', () => {
    const friendly: Record<string, string> = {
      nl: 'Hoi! Hoe gaat het met je? Zin om koffie te drinken?',
      en: 'Hi! How are you? Fancy a coffee this weekend?',
      de: 'Hallo! Wie geht es dir? Lust auf einen Kaffee?',
      fr: 'Salut ! Comment vas-tu ? Un café ce week-end ?',
      es: '¡Hola! ¿Qué tal? ¿Te apetece un café?',
      it: 'Ciao! Come stai? Ti va un caffè?',
      pl: 'Cześć! Jak się masz? Może kawa w weekend?',
      da: 'Hej! Hvordan går det? Skal vi tage en kop kaffe?',
      sv: 'Hej! Hur mår du? Ska vi ta en fika?',
      nb: 'Hei! Hvordan har du det? Skal vi ta en kaffe?',
      fi: 'Moi! Mitä kuuluu? Lähdetäänkö kahville?',
    };
    for (const locale of LOCALES) {
      expect(firstWordIn(friendly[locale]!, OFFENSIVE_WORDS[locale]!)).toBeNull();
    }
  });

  it('loads one language’s list for a page, Dutch for a language it does not know', async () => {
    expect(await loadOffensiveWords('de')).toBe(OFFENSIVE_WORDS.de);
    expect(await loadOffensiveWords('xx')).toBe(OFFENSIVE_WORDS.nl);
  });
});
