import type { Page } from '@playwright/test';

/**
 * The serious rules of axe that these screens could break, checked in the page: controls and
 * links without a name, images without alt, duplicate ids, text below WCAG AA contrast, and
 * content wider than the screen. (axe-core is not among the project's dependencies, and none
 * may be added here; these are its rules `label`, `button-name`, `link-name`, `image-alt`,
 * `select-name`, `duplicate-id-aria` and `color-contrast`.)
 */
export async function accessibilityProblems(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const problems: string[] = [];
    const visible = (el: Element) => {
      const style = getComputedStyle(el);
      const box = el.getBoundingClientRect();
      return style.visibility !== 'hidden' && style.display !== 'none' && box.width > 0;
    };
    const describe = (el: Element) =>
      `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''} "${(el.textContent ?? '').trim().slice(0, 40)}"`;
    const named = (el: Element) =>
      Boolean(
        el.getAttribute('aria-label')?.trim() ||
        el.getAttribute('aria-labelledby') ||
        el.getAttribute('title')?.trim() ||
        (el as HTMLInputElement).labels?.length ||
        (el.textContent ?? '').trim() ||
        el.querySelector('img[alt]:not([alt=""])'),
      );
    for (const img of document.querySelectorAll('img'))
      if (!img.hasAttribute('alt')) problems.push(`image-alt: ${img.src}`);
    for (const el of document.querySelectorAll('button, a[href], [role="button"]'))
      if (visible(el) && !named(el)) problems.push(`name: ${describe(el)}`);
    for (const el of document.querySelectorAll('input:not([type="hidden"]), select, textarea'))
      if (visible(el) && !named(el)) problems.push(`label: ${describe(el)}`);
    const ids = new Map<string, number>();
    for (const el of document.querySelectorAll('[id]')) ids.set(el.id, (ids.get(el.id) ?? 0) + 1);
    for (const [id, n] of ids) if (n > 1) problems.push(`duplicate-id: ${id}`);

    const rgb = (color: string) => {
      const [r = 0, g = 0, b = 0, a = 1] = (color.match(/[\d.]+/g) ?? []).map(Number);
      return { r, g, b, a };
    };
    const luminance = ({ r, g, b }: { r: number; g: number; b: number }) => {
      const channel = (v: number) => {
        const c = v / 255;
        return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
      };
      return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
    };
    const background = (el: Element | null): { r: number; g: number; b: number } | null => {
      for (let node = el; node; node = node.parentElement) {
        const style = getComputedStyle(node);
        if (style.backgroundImage !== 'none') return null;
        const color = rgb(style.backgroundColor);
        if (color.a > 0.99) return color;
      }
      return { r: 255, g: 255, b: 255 };
    };
    for (const el of document.querySelectorAll('body *')) {
      const ownText = [...el.childNodes].some(
        (n) => n.nodeType === Node.TEXT_NODE && (n.textContent ?? '').trim(),
      );
      if (!ownText || !visible(el) || (el as HTMLButtonElement).disabled) continue;
      const style = getComputedStyle(el);
      const bg = background(el);
      if (!bg || Number(style.opacity) < 1) continue;
      const fg = luminance(rgb(style.color));
      const back = luminance(bg);
      const ratio = (Math.max(fg, back) + 0.05) / (Math.min(fg, back) + 0.05);
      const size = parseFloat(style.fontSize);
      const large = size >= 24 || (size >= 18.66 && Number(style.fontWeight) >= 700);
      if (ratio < (large ? 3 : 4.5))
        problems.push(`color-contrast ${ratio.toFixed(2)}: ${describe(el)}`);
    }
    if (document.documentElement.scrollWidth > window.innerWidth + 1)
      problems.push(`wider than the screen: ${document.documentElement.scrollWidth}px`);
    return problems;
  });
}
