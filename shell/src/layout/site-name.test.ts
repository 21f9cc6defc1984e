import { aSiteSettings } from '../testing/render-with-shell';
import { siteName } from './site-name';

it("is the domain's name from its settings", () => {
  expect(siteName(aSiteSettings({ name: 'Herzlich' }), 'www.herzlich.de')).toBe('Herzlich');
});

it('is the host without www when the settings are missing or name nothing', () => {
  expect(siteName(null, 'www.liefdevol.nl')).toBe('liefdevol.nl');
  expect(siteName(aSiteSettings({ name: '  ' }), 'liefdevol.be')).toBe('liefdevol.be');
});
