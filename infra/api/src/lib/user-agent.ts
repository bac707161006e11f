/** "Chrome on Windows" from a user agent: the browser (or client) and the system, as far as they show. */
export function deviceOf(userAgent: string | null | undefined): string {
  const ua = userAgent?.trim();
  if (!ua) return 'Unknown device';
  const browser = browserOf(ua);
  const system = systemOf(ua);
  if (browser && system) return `${browser} on ${system}`;
  return browser ?? system ?? ua.slice(0, 60);
}

const BROWSERS: ReadonlyArray<[RegExp, string]> = [
  [/\bEdg(e|A|iOS)?\//, 'Edge'],
  [/\bOPR\/|\bOpera\b/, 'Opera'],
  [/\bSamsungBrowser\//, 'Samsung Internet'],
  [/\bFirefox\/|\bFxiOS\//, 'Firefox'],
  [/\bCriOS\/|\b(Headless)?Chrome\/|\bChromium\//, 'Chrome'],
  [/\bVersion\/[\d.]+.*\bSafari\//, 'Safari'],
  [/^curl\//, 'curl'],
  [/^node|\bundici\b/i, 'Node.js'],
];

const SYSTEMS: ReadonlyArray<[RegExp, string]> = [
  [/\b(iPhone|iPad|iPod)\b/, 'iOS'],
  [/\bAndroid\b/, 'Android'],
  [/\bWindows\b/, 'Windows'],
  [/\bCrOS\b/, 'ChromeOS'],
  [/\bMac OS X\b|\bMacintosh\b/, 'macOS'],
  [/\bLinux\b/, 'Linux'],
];

function browserOf(ua: string): string | undefined {
  return BROWSERS.find(([pattern]) => pattern.test(ua))?.[1];
}

function systemOf(ua: string): string | undefined {
  return SYSTEMS.find(([pattern]) => pattern.test(ua))?.[1];
}
