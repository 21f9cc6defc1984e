/** What the sessions list tells of a browser: its name and system, null when unknown. */
export interface DeviceInfo {
  browser: string | null;
  os: string | null;
  mobile: boolean;
}

// Order matters: Edge, Opera and Samsung Internet also say "Chrome", Chrome also says "Safari".
const BROWSERS: [RegExp, string][] = [
  [/\bEdg(e|A|iOS)?\//, 'Edge'],
  [/\b(OPR|Opera)\//, 'Opera'],
  [/\bSamsungBrowser\//, 'Samsung Internet'],
  [/\b(Firefox|FxiOS)\//, 'Firefox'],
  [/\b(Chrome|CriOS|Chromium)\//, 'Chrome'],
  [/\bVersion\/[\d.]+.*\bSafari\//, 'Safari'],
];

const SYSTEMS: [RegExp, string][] = [
  [/\b(iPhone|iPad|iPod)\b/, 'iOS'],
  [/\bAndroid\b/, 'Android'],
  [/\bCrOS\b/, 'ChromeOS'],
  [/\bWindows\b/, 'Windows'],
  [/\bMac OS X\b|\bMacintosh\b/, 'macOS'],
  [/\bLinux\b/, 'Linux'],
];

const first = (list: [RegExp, string][], text: string): string | null =>
  list.find(([pattern]) => pattern.test(text))?.[1] ?? null;

/** Names a session's device from its stored user agent, without a parsing library. */
export function deviceOf(userAgent: string | null): DeviceInfo {
  if (!userAgent) return { browser: null, os: null, mobile: false };
  return {
    browser: first(BROWSERS, userAgent),
    os: first(SYSTEMS, userAgent),
    mobile: /\bMobi|\biPhone\b|\bAndroid\b.*\bMobile\b/.test(userAgent),
  };
}
