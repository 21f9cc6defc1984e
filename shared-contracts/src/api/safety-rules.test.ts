import { firstWordIn, foldWord, normalizeHiddenWords } from './safety-rules';

describe('hidden and offensive words', () => {
  it('finds whole words and phrases, whatever their case and accents', () => {
    expect(firstWordIn('Stuur je GELD via Western Union', ['geld'])).toBe('geld');
    expect(firstWordIn('Ben jij een sugar  daddy?', ['sugar daddy'])).toBe('sugar daddy');
    expect(firstWordIn('Überweisung bitte', ['uberweisung'])).toBe('uberweisung');
    // A word inside another is no match, nor a phrase's words apart.
    expect(firstWordIn('Mijn examen ging goed', ['ex'])).toBeNull();
    expect(firstWordIn('sugar is zoet, daddy is thuis', ['sugar daddy'])).toBeNull();
    expect(firstWordIn('', ['geld'])).toBeNull();
    expect(firstWordIn('geld', [])).toBeNull();
  });

  it('matches a list it has seen before as the first time, and a list that grew', () => {
    const words = ['Western Union', 'Géld'];
    expect(firstWordIn('via western union', words)).toBe('Western Union');
    expect(firstWordIn('GELD graag', words)).toBe('Géld');
    expect(firstWordIn('een gift', words)).toBeNull();
    words.push('gift');
    expect(firstWordIn('een gift', words)).toBe('gift');
  });

  it('folds a word to lower case without accents', () => {
    expect(foldWord('ÉÇÀ Ø')).toBe('eca ø');
  });

  it('keeps a member’s list tidy, and refuses what cannot be kept', () => {
    expect(normalizeHiddenWords([' Geld ', 'geld', 'Sugar   Daddy'])).toEqual([
      'geld',
      'sugar daddy',
    ]);
    expect(normalizeHiddenWords(['   '])).toBeNull();
    expect(normalizeHiddenWords(['x'.repeat(41)])).toBeNull();
    expect(normalizeHiddenWords(Array.from({ length: 51 }, (_, i) => `w${i}`))).toBeNull();
  });
});
