import { withLanguage, withTitle } from '../src/lib/html';

it('replaces the title with escaped text, and nothing else', () => {
  expect(withTitle('<head><title>Old</title></head><p><title>x</title>', '"A" & <B>')).toBe(
    '<head><title>&quot;A&quot; &amp; &lt;B&gt;</title></head><p><title>x</title>',
  );
  expect(withTitle('<head></head>', 'A')).toBe('<head></head>');
  // A replacement pattern in the name stays text.
  expect(withTitle('<title></title>', '$& $1')).toBe('<title>$&amp; $1</title>');
});

it('sets the language of the html element, quoted or minified, or adds it', () => {
  expect(withLanguage('<html lang="nl"><head>', 'de')).toBe('<html lang="de"><head>');
  expect(withLanguage('<html lang=nl class=x>', 'de')).toBe('<html lang="de" class=x>');
  expect(withLanguage('<!doctype html><html>', 'fr')).toBe('<!doctype html><html lang="fr">');
});
