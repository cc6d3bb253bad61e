/**
 * The browser and system a user agent names, as a person recognises their own device in a
 * list or an e-mail ("Firefox on Windows"). Product names, the same in every language; null
 * where the string names none we know. No lookup of where a device is (decision 067).
 */
export type DeviceDescription = { browser: string | null; system: string | null };

// Order matters: Edge, Opera and Samsung Internet also say "Chrome", Chrome also says "Safari".
const browsers: [RegExp, string][] = [
  [/\bEdg(e|A|iOS)?\//, 'Edge'],
  [/\bOPR\/|\bOpera\b/, 'Opera'],
  [/\bSamsungBrowser\//, 'Samsung Internet'],
  [/\bFirefox\/|\bFxiOS\//, 'Firefox'],
  [/\bChrome\/|\bCriOS\/|\bChromium\//, 'Chrome'],
  [/\bVersion\/[\d.]+.*\bSafari\//, 'Safari'],
];

// iPads since iPadOS 13 may say "Macintosh": they are told apart by touch only in the page.
const systems: [RegExp, string][] = [
  [/\biPad\b/, 'iPadOS'],
  [/\biPhone\b|\biPod\b/, 'iOS'],
  [/\bAndroid\b/, 'Android'],
  [/\bCrOS\b/, 'ChromeOS'],
  [/\bWindows\b/, 'Windows'],
  [/\bMac OS X\b|\bMacintosh\b/, 'macOS'],
  [/\bLinux\b/, 'Linux'],
];

const first = (list: [RegExp, string][], text: string) =>
  list.find(([pattern]) => pattern.test(text))?.[1] ?? null;

export function describeUserAgent(userAgent: string | null | undefined): DeviceDescription {
  if (!userAgent) return { browser: null, system: null };
  return { browser: first(browsers, userAgent), system: first(systems, userAgent) };
}
