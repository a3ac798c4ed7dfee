import AxeBuilder from '@axe-core/playwright';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { routeTable } from '../web/src/config/paths';
import { baseUrl, launchChromium, signIn } from './browser';

// Issue 10 item 4, continued: focus that shows on every layout, the app menu sheet's Escape, the contact inbox on a
// phone, and axe on the public pages with the widgets shown, at 390 px and 1366 px.

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1366, height: 900 };
/** Every public page a visitor reaches without a token: the marketing pages and the sign-in screens. */
const PUBLIC = routeTable.filter(
  (route) => route.access === 'public' && route.screen && (route.shell === 'marketing' || !route.pattern.includes(':')),
);

let browser: Browser;

beforeAll(async () => {
  browser = await launchChromium();
});

afterAll(async () => {
  await browser?.close();
});

async function open(viewport: { width: number; height: number }): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ viewport });
  return { context, page: await context.newPage() };
}

/** The widgets load on the first interaction or when the page is idle: move the pointer, then wait for them. */
async function showWidgets(page: Page): Promise<void> {
  await page.mouse.move(10, 10);
  await page.locator('[data-testid="widget-buttons"] button').first().waitFor();
}

describe.each([
  ['390 px', PHONE],
  ['1366 px', DESKTOP],
])('axe on the public pages at %s', (_label, viewport) => {
  let context: BrowserContext;
  let page: Page;

  beforeAll(async () => ({ context, page } = await open(viewport)));
  afterAll(async () => context?.close());

  /** Serious and critical faults axe finds on the page as it stands, each as "where rule: targets". */
  async function serious(where: string): Promise<string[]> {
    const results = await new AxeBuilder({ page })
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
      .analyze();
    return results.violations
      .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
      .map((violation) => `${where} ${violation.id}: ${violation.nodes.map((node) => node.target).join(', ')}`);
  }

  it('[WID-01] finds no serious or critical fault on any public page, widgets shown', async () => {
    const faults: string[] = [];
    for (const route of PUBLIC) {
      await page.goto(`${baseUrl()}${route.sample}`);
      await page.locator('main').first().waitFor();
      if (route.shell === 'marketing') await showWidgets(page);
      await page.waitForLoadState('networkidle');
      faults.push(...(await serious(route.sample)));
    }
    expect(faults).toEqual([]);
  });

  it.each([
    ['sales chat', 'Open sales chat', 'Sales chat'],
    ['support chat', 'Open support chat', 'Support chat'],
  ])('[WID-01] finds no serious or critical fault with the %s open', async (_name, button, region) => {
    await page.goto(`${baseUrl()}/`);
    await showWidgets(page);
    await page.getByRole('button', { name: button }).click();
    await page.getByRole('region', { name: region }).waitFor();
    // The support chat keeps a connection open (no network idle): wait for its frame instead.
    await Promise.all(page.frames().map((frame) => frame.waitForLoadState('load')));
    expect(await serious(region)).toEqual([]);
  });
});

describe('the app menu sheet on a phone', () => {
  it('[NAV-09] is named Menu, closes on Escape and gives the focus back to the Menu button', async () => {
    const { context, page } = await open(PHONE);
    try {
      await signIn(page, 'manager@example.com');
      await page.waitForURL(/\/dashboard/);
      const trigger = page.getByTestId('bottom-bar').getByRole('button', { name: 'Menu' });
      await trigger.click();
      const sheet = page.getByRole('dialog', { name: 'Menu' });
      await sheet.waitFor();
      expect(await page.getByRole('dialog', { name: 'Sidebar' }).count()).toBe(0);
      await page.keyboard.press('Escape');
      await sheet.waitFor({ state: 'hidden' });
      expect(await trigger.evaluate((node) => node === document.activeElement)).toBe(true);
      expect(await trigger.getAttribute('aria-expanded')).toBe('false');
    } finally {
      await context.close();
    }
  });
});

describe('the admin contact inbox on a phone', () => {
  it('opening a submission card brings its detail into view', async () => {
    const { context, page } = await open(PHONE);
    try {
      // Enough cards that the detail, placed under the list, starts below the first screen.
      for (let i = 0; i < 6; i += 1) {
        const response = await fetch(`${baseUrl()}/api/contact/contact-submissions`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({
            fullName: `Phone Visitor ${i}`,
            email: `phone.visitor.${i}@example.test`,
            message: 'Please call me back about the maintenance tools.',
            metadata: { submittedFrom: 'contact_page', submittedAt: new Date().toISOString(), page: '/contact' },
          }),
        });
        expect(response.status).toBe(201);
      }
      await signIn(page, 'admin@example.com');
      await page.waitForURL(/\/dashboard/);
      await page.goto(`${baseUrl()}/admin/contact-submissions`);
      const cards = page.getByRole('list', { name: 'Contact submissions' });
      await cards.getByRole('listitem').first().getByRole('link').click();
      const detail = page.getByRole('complementary', { name: 'Contact submission' });
      await detail.waitFor();
      await page.waitForFunction(() => {
        const aside = document.querySelector('aside[aria-label="Contact submission"]');
        return aside !== null && Math.abs(aside.getBoundingClientRect().top) < window.innerHeight / 2;
      });
      const box = (await detail.boundingBox())!;
      expect(box.y).toBeGreaterThanOrEqual(0);
      expect(box.y).toBeLessThan(PHONE.height / 2);
    } finally {
      await context.close();
    }
  });
});

interface FocusStep {
  label: string;
  focused: string;
  unfocused: string | null;
  contrast: number;
}

/** Tabs through a page and reads each focused element's indicator, and the same element's look once it has left. */
async function tabThrough(page: Page, steps: number): Promise<FocusStep[]> {
  const seen: FocusStep[] = [];
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  for (let i = 0; i < steps; i += 1) {
    await page.keyboard.press('Tab');
    const step = await page.evaluate(async () => {
      const element = document.activeElement as HTMLElement | null;
      if (!element || element === document.body) return null;
      // The indicator as it settles: colour transitions (transition-colors) fade the outline in.
      await Promise.all(element.getAnimations({ subtree: true }).map((animation) => animation.finished));
      const parse = (color: string): number[] => (color.match(/[\d.]+/g) ?? ['0', '0', '0', '0']).map(Number);
      const background = (from: Element | null): number[] => {
        for (let node = from; node; node = node.parentElement) {
          const [r = 0, g = 0, b = 0, a = 1] = parse(getComputedStyle(node).backgroundColor);
          if (a > 0.5) return [r, g, b];
        }
        return [255, 255, 255];
      };
      const luminance = ([r = 0, g = 0, b = 0]: number[]) => {
        const channel = (c: number) => (c / 255 <= 0.03928 ? c / 255 / 12.92 : ((c / 255 + 0.055) / 1.055) ** 2.4);
        return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
      };
      const contrast = (a: number[], b: number[]) => {
        const [hi = 0, lo = 0] = [luminance(a), luminance(b)].sort((x, y) => y - x);
        return (hi + 0.05) / (lo + 0.05);
      };
      const look = (node: Element) =>
        [getComputedStyle(node), getComputedStyle(node, '::after'), getComputedStyle(node, '::before')]
          .map((s) => `${s.outlineStyle} ${s.outlineWidth} ${s.outlineColor} ${s.outlineOffset} | ${s.boxShadow}`)
          .join(' / ');
      let best = 0;
      for (const pseudo of [null, '::after', '::before']) {
        const style = getComputedStyle(element, pseudo);
        const behind = parseFloat(style.outlineOffset) < 0 ? background(element) : background(element.parentElement);
        if (style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) >= 1) {
          const [r = 0, g = 0, b = 0, a = 1] = parse(style.outlineColor);
          const shown = [r, g, b].map((c, k) => c * a + behind[k]! * (1 - a));
          best = Math.max(best, contrast(shown, behind));
        }
        const ring = style.boxShadow.match(/rgba?\([^)]*\)/g) ?? [];
        for (const color of ring) {
          const [r = 0, g = 0, b = 0, a = 1] = parse(color);
          const shown = [r, g, b].map((c, k) => c * a + behind[k]! * (1 - a));
          best = Math.max(best, contrast(shown, behind));
        }
      }
      const name = element.getAttribute('aria-label') ?? element.textContent?.trim().slice(0, 40) ?? element.tagName;
      (window as unknown as { __lastFocused?: Element }).__lastFocused = element;
      return { label: `${element.tagName} "${name}"`, focused: look(element), contrast: Math.round(best * 100) / 100 };
    });
    if (!step) break;
    if (seen.length > 0) {
      // The previous element, now unfocused: its look must differ from its focused look.
      seen[seen.length - 1]!.unfocused = await page.evaluate(
        ({ label }) => {
          const all = Array.from(
            document.querySelectorAll<HTMLElement>('a, button, input, select, textarea, [tabindex]'),
          );
          const node = all.find((candidate) => candidate.dataset.focusProbe === label);
          if (!node) return null;
          return [getComputedStyle(node), getComputedStyle(node, '::after'), getComputedStyle(node, '::before')]
            .map((s) => `${s.outlineStyle} ${s.outlineWidth} ${s.outlineColor} ${s.outlineOffset} | ${s.boxShadow}`)
            .join(' / ');
        },
        { label: String(seen.length - 1) },
      );
    }
    await page.evaluate((index) => {
      const node = (window as unknown as { __lastFocused?: HTMLElement }).__lastFocused;
      if (node) node.dataset.focusProbe = String(index);
    }, seen.length);
    seen.push({ ...step, unfocused: null });
  }
  return seen;
}

describe('[WCAG 2.4.7] a visible focus indicator on every layout', () => {
  it.each([
    ['marketing', null, '/', DESKTOP],
    ['marketing', null, '/contact', DESKTOP],
    ['marketing', null, '/', PHONE],
    ['app shell', 'manager@example.com', '/dashboard', DESKTOP],
    ['admin', 'admin@example.com', '/admin', DESKTOP],
  ] as const)('%s (%s) %s: each focused element shows an indicator of 3:1 that it lacks unfocused', async (...args) => {
    const [, user, path, viewport] = args;
    const { context, page } = await open(viewport);
    try {
      if (user) {
        await signIn(page, user);
        await page.waitForURL(/\/dashboard/);
      }
      await page.goto(`${baseUrl()}${path}`);
      await page.locator('main').first().waitFor();
      await page.waitForLoadState('networkidle');
      const steps = await tabThrough(page, 40);
      expect(steps.length).toBeGreaterThan(5);
      const faint = steps.filter((step) => step.contrast < 3).map((step) => `${step.label} (${step.contrast}:1)`);
      const unchanged = steps
        .filter((step) => step.unfocused !== null && step.unfocused === step.focused)
        .map((step) => step.label);
      expect({ faint, unchanged }).toEqual({ faint: [], unchanged: [] });
    } finally {
      await context.close();
    }
  });
});
