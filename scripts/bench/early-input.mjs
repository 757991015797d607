// How long a visitor's tap waits for its answer while the page is still starting: each page
// loaded in Chromium at the calibrated CPU slowdown and Lighthouse's applied mobile network, a
// control tapped as soon as it is painted (during hydration) and again once the page has loaded,
// and the time from the tap to the first frame that shows the answer. Event Timing's duration
// (what the INP of web-vitals reports) is printed beside it: for a tap that React replays after
// hydrating, that duration is only the browser's part, and the wait a visitor feels is the first.
import puppeteer from 'puppeteer-core';
import { chromiumArgs, chromiumPath } from '../../tests/support/chromium.mjs';
import { APPLIED_NETWORK, median } from './lighthouse.mjs';

/** The same network as Lighthouse's applied throttling, in CDP's units (bytes a second). */
const NETWORK = {
  offline: false,
  latency: APPLIED_NETWORK.requestLatencyMs,
  downloadThroughput: (APPLIED_NETWORK.downloadThroughputKbps * 1024) / 8,
  uploadThroughput: (APPLIED_NETWORK.uploadThroughputKbps * 1024) / 8,
};
const VIEWPORT = { width: 412, height: 823, deviceScaleFactor: 1, isMobile: true, hasTouch: true };
const ANSWER_TIMEOUT_MS = 30_000;
const RETAP_MS = 1000;

/**
 * A control and the sign it has answered, checked in the page every frame. The hamburger is on
 * every page (its state flips as soon as its handler runs); the hero's arrow only on `/`.
 */
const PROBES = [
  {
    name: 'menu button',
    selector: 'header button[aria-haspopup="dialog"]',
    answered: (button) => button.getAttribute('aria-expanded') === 'true',
  },
  {
    name: 'hero next slide',
    selector: '::-p-aria(Next slide)',
    answered: (button) =>
      button
        .closest('[aria-roledescription="carousel"]')
        .querySelector('[aria-roledescription="slide"]')
        .getAttribute('aria-hidden') === 'true',
  },
];

/**
 * Installed before the page's own scripts: keeps Event Timing's interactions, and marks the
 * splash as shown and the cookie choice as made, so that the page itself is tapped, not what
 * would lie over it.
 */
function recorder() {
  const state = { interactions: [], tap: null };
  window.__earlyInput = state;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries())
      if (entry.interactionId) state.interactions.push(entry.duration);
  }).observe({ type: 'event', durationThreshold: 16, buffered: true });
  window.sessionStorage.setItem('splashShown', '1');
  // A choice already made: the cookie banner would otherwise cover the hero's controls.
  window.localStorage.setItem('cookieConsent', 'declined');
  window.localStorage.setItem(
    'cookiePreferences',
    JSON.stringify({
      necessary: true,
      analytics: false,
      marketing: false,
      personalization: false,
      givenAt: new Date().toISOString(),
    }),
  );
}

/**
 * Taps the control and, while it shows no answer, taps again every second, as a visitor would
 * (a tap before the page's script has attached its listeners is lost). The wait runs from the
 * first tap to the first frame that shows the answer.
 */
async function tapAndWait(page, probe) {
  const button = await page.waitForSelector(probe.selector, { visible: true });
  // A control disabled until hydrated (the carousel's) is tapped as soon as it can be used.
  await page.waitForFunction((element) => !element.disabled, { polling: 'raf' }, button);
  await button.evaluate((element, answeredSource) => {
    const answered = new Function(`return (${answeredSource})`)();
    const tap = { at: 0, answeredAt: 0 };
    window.__earlyInput.tap = tap;
    element.addEventListener('pointerdown', (event) => (tap.at ||= event.timeStamp), {
      capture: true,
    });
    const check = (frameTime) => {
      if (tap.at && answered(element)) tap.answeredAt = frameTime;
      else requestAnimationFrame(check);
    };
    requestAnimationFrame(check);
  }, probe.answered.toString());
  const deadline = Date.now() + ANSWER_TIMEOUT_MS;
  for (let taps = 1; Date.now() < deadline; taps++) {
    await button.tap();
    const answer = await page
      .waitForFunction(() => window.__earlyInput.tap.answeredAt && window.__earlyInput.tap, {
        timeout: RETAP_MS,
        polling: 50,
      })
      .catch(() => null);
    if (answer) {
      const { at, answeredAt } = await answer.jsonValue();
      return { answerMs: answeredAt - at, taps };
    }
  }
  throw new Error(`${probe.name}: no answer within ${ANSWER_TIMEOUT_MS / 1000} s of taps`);
}

/** One load of `url`: the tap as soon as the control is painted, or once the page has loaded. */
async function measureOnce(browser, url, probe, moment, multiplier) {
  const page = await browser.newPage();
  try {
    await page.setViewport(VIEWPORT);
    const cdp = await page.createCDPSession();
    await cdp.send('Network.emulateNetworkConditions', NETWORK);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: multiplier });
    await page.setBypassCSP(true); // the answer check is compiled in the page
    await page.evaluateOnNewDocument(recorder);
    const loaded = page.goto(url, { waitUntil: 'load', timeout: 120_000 });
    if (moment === 'loaded') await loaded;
    const { answerMs, taps } = await tapAndWait(page, probe);
    await loaded;
    const interactions = await page.evaluate(() => window.__earlyInput.interactions);
    return { answerMs, taps, eventMs: interactions.length ? Math.max(...interactions) : 0 };
  } finally {
    await page.close();
  }
}

/**
 * Median answer and Event Timing duration of each probe the page has, for each target
 * (`{ label, url }`), both moments, `runs` rounds (every target once a round, so a burst of load
 * weighs on all alike).
 */
export async function measureEarlyInput(targets, { runs = 5, multiplier }) {
  const browser = await puppeteer.launch({
    executablePath: chromiumPath,
    headless: true,
    args: chromiumArgs,
  });
  try {
    const cells = [];
    for (const target of targets) {
      const page = await browser.newPage();
      await page.setViewport(VIEWPORT);
      await page.goto(target.url);
      for (const probe of PROBES)
        if (await page.$(probe.selector))
          for (const moment of ['painted', 'loaded'])
            cells.push({ target, probe, moment, samples: [] });
      await page.close();
    }
    for (let round = 0; round < runs; round++)
      for (const cell of cells)
        cell.samples.push(
          await measureOnce(browser, cell.target.url, cell.probe, cell.moment, multiplier),
        );
    return cells.map(({ target, probe, moment, samples }) => ({
      page: target.label,
      control: probe.name,
      tapped: moment === 'painted' ? 'as soon as painted' : 'after load',
      answerMs: Math.round(median(samples.map((s) => s.answerMs))),
      answerMsRuns: samples.map((s) => Math.round(s.answerMs)).join(' '),
      // Taps that got no answer within a second (tapped again): lost before the scripts ran.
      retaps: samples.reduce((sum, s) => sum + s.taps - 1, 0),
      eventTimingMs: Math.round(median(samples.map((s) => s.eventMs))),
    }));
  } finally {
    await browser.close();
  }
}
