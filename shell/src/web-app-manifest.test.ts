import { readFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { theme } from '@dating/shared-contracts';

const publicDir = path.join(__dirname, '..', 'public');
const manifest = JSON.parse(readFileSync(path.join(publicDir, 'manifest.webmanifest'), 'utf8'));
const html = readFileSync(path.join(__dirname, 'index.html'), 'utf8');

it('is an installable standalone app in the theme colours', () => {
  expect(manifest).toMatchObject({
    // Placeholders: the server answers each domain's own name (api/src/plugins/frontend.ts).
    name: 'Dating',
    short_name: 'Dating',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    theme_color: theme.colors.primary,
    background_color: theme.colors.background,
  });
  expect(html).toContain(`<meta name="theme-color" content="${theme.colors.primary}" />`);
  expect(html).toContain('<link rel="manifest" href="/manifest.webmanifest" />');
  expect(html).toContain('<link rel="apple-touch-icon" href="/icons/apple-touch-icon.png" />');
});

it('paints the page before the shell runs in theme colours only', () => {
  // The HTML page is no module and cannot import the tokens: its colours are copies, held to
  // the tokens here (the body's, the tab icon's, the browser bar's).
  expect(html).toContain(`background: ${theme.colors.background};`);
  expect(html).toContain(`color: ${theme.colors.text};`);
  const colours = [...html.matchAll(/(?:#|%23)([0-9a-f]{6})\b/gi)].map(
    ([, hex]) => `#${String(hex).toLowerCase()}`,
  );
  expect(colours.length).toBeGreaterThanOrEqual(4);
  const tokens: string[] = Object.values(theme.colors);
  expect(colours.filter((colour) => !tokens.includes(colour))).toEqual([]);
});

it('lists PNG icons of the sizes it claims, a maskable one among them', async () => {
  const icons = manifest.icons as { src: string; sizes: string; type: string; purpose: string }[];
  expect(icons.map((icon) => `${icon.sizes} ${icon.purpose}`)).toEqual([
    '192x192 any',
    '512x512 any',
    '512x512 maskable',
  ]);
  for (const icon of [...icons, { src: '/icons/apple-touch-icon.png', sizes: '180x180' }]) {
    const meta = await sharp(path.join(publicDir, icon.src)).metadata();
    expect(`${meta.format} ${meta.width}x${meta.height}`).toBe(`png ${icon.sizes}`);
  }
});
