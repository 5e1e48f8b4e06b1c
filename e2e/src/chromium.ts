import type { LaunchOptions } from 'playwright-core';

/**
 * Debian's Chromium headless shell (scripts/debian-packages.mjs installs it; CHROMIUM_PATH names another), with fake
 * camera and microphone for the video tests. Without the background-networking flags it keeps trying Google's hosts,
 * which this machine's closed network refuses.
 */
export const CHROMIUM_LAUNCH: LaunchOptions = {
  executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium-headless-shell',
  headless: true,
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--use-fake-device-for-media-stream',
    '--use-fake-ui-for-media-stream',
    '--allow-loopback-in-peer-connection',
  ],
};
