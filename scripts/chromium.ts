// Debian's Chromium, as every browser test and benchmark launches it (through playwright-core; never
// a test tool's own browser download).
import { chromium, type Browser } from 'playwright-core';

/**
 * Chromium's headless mode opens a real window for each browser context, and each window starts
 * renderers of its own for the address bar's pop-ups (chrome://omnibox-popup.top-chrome/ and its
 * AI Mode page): UI no test sees, and about a third of the CPU a context costs. Measured on this
 * 2-core machine, 8 contexts each opening the sign-in page: 0.75-0.90 s of Chromium CPU a context
 * with them off against 1.05-1.27 s with them on (1.3-1.5 s against 2.3-2.6 s of wall time, loaded).
 *
 * Chromium reads only the last --disable-features switch, so the list playwright-core 1.65 passes
 * itself (its server/chromium/chromiumSwitches.ts) is repeated here before ours.
 */
const PLAYWRIGHT_DISABLED_FEATURES = [
  'AvoidUnnecessaryBeforeUnloadCheckSync',
  'DestroyProfileOnBrowserClose',
  'HttpsUpgrades',
  'HttpsFirstBalancedModeAutoEnable',
  'LensOverlay',
  'MediaRouter',
  'PaintHolding',
  'ThirdPartyStoragePartitioning',
  'AvoidCorsURLLoaderRestartOnRedirect',
  'TcpPortRandomizationWin',
  'OptimizationHints',
  'NetworkTimeServiceQuerying',
  'AimEnabled',
  'PreconnectToSearch',
];
const WINDOW_UI_FEATURES = ['PreloadTopChromeWebUI', 'WebUIOmniboxPopup', 'WebUIOmniboxAimPopup'];

export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  `--disable-features=${[...PLAYWRIGHT_DISABLED_FEATURES, ...WINDOW_UI_FEATURES].join(',')}`,
];

/** Launches /usr/bin/chromium headless with the project's switches. */
export function launchChromium(): Promise<Browser> {
  return chromium.launch({ executablePath: '/usr/bin/chromium', args: CHROMIUM_ARGS });
}
