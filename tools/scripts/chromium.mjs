// How every tool script starts Chromium: Debian's build (never a downloaded browser) with the flags this closed
// network needs (without the background-networking ones Chromium keeps dialling out and being refused).
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
/** Options for playwright-core's `chromium.launch`. */
export const chromiumLaunchOptions = () => ({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
