import type { Locator, Page } from '@playwright/test';
import { ANY_SIZE, CONTOSO, expect, expectNoAxeViolations, gotoHydrated, test } from './fixtures.js';

const jobsStatus = (page: Page) =>
  page
    .getByRole('status')
    .filter({ hasText: / jobs?$/ })
    .first();
// The cards (each item's first link; the selected one is followed by its "Go to job details" link).
const results = (page: Page) =>
  page.getByRole('region', { name: /^(Jobs|All jobs)/ }).locator('ol > li > a:first-child');
/** "Berlin, Germany: 12 jobs" — a single place. */
const PIN_NAME = /^[^:]+: [\d,.]+ jobs?$/;
/** "120 jobs in this area, select to zoom in" — several places. */
const CLUSTER_NAME = /jobs? in this area/;

/**
 * Names of the pins or clusters a person can click right now: inside the map's frame and not under a
 * control (zoom buttons, "Search this area"). Leaflet also draws markers just outside the view.
 */
async function clickableMarkers(map: Locator, pattern: RegExp): Promise<string[]> {
  return map.evaluate((container, source) => {
    const re = new RegExp(source);
    const frame = container.getBoundingClientRect();
    const names: string[] = [];
    for (const el of container.querySelectorAll<HTMLElement>('.leaflet-marker-icon[role="button"]')) {
      const name = el.getAttribute('aria-label') ?? '';
      if (!re.test(name)) continue;
      const box = el.getBoundingClientRect();
      const x = box.left + box.width / 2;
      const y = box.top + box.height / 2;
      if (x < frame.left + 60 || x > frame.right - 10 || y < frame.top + 70 || y > frame.bottom - 30)
        continue;
      const hit = document.elementFromPoint(x, y);
      if (hit && (hit === el || el.contains(hit))) names.push(name);
    }
    return names;
  }, pattern.source);
}

/** The map's settled zoom level (written when a move ends). */
const zoomOf = async (map: Locator) => Number(await map.getAttribute('data-zoom'));

/** Does `act` (a click, a key) and waits until the map has zoomed and stopped moving. */
async function zoomBy(map: Locator, act: () => Promise<void>): Promise<void> {
  const before = await zoomOf(map);
  await act();
  await expect.poll(() => zoomOf(map)).not.toBe(before);
  await expect(map.locator('.leaflet-zoom-anim, .leaflet-pan-anim')).toHaveCount(0);
}

/** Opens the search page and shows the map: the whole catalogue, places grouped into clusters. */
async function showMap(page: Page): Promise<Locator> {
  await gotoHydrated(page, '/careers');
  const toggle = page.getByRole('button', { name: 'Show map' });
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await toggle.click();
  await expect(page.getByRole('button', { name: 'Hide map' })).toHaveAttribute('aria-expanded', 'true');
  const map = page.getByRole('region', { name: 'Map of jobs' });
  await expect(map).toBeVisible();
  await expect(map.getByRole('button', { name: CLUSTER_NAME }).first()).toBeVisible();
  await expect(map).toHaveAttribute('data-zoom', /\d/);
  return map;
}

/**
 * Zooms into clusters (a click zooms in) until a single place shows, picks it, and waits for its "Map
 * Location" search; answers the pin's name, its job count and the search's status text.
 */
async function pickPlace(
  page: Page,
  map: Locator,
): Promise<{ pinName: string; pinJobs: number; status: string }> {
  let pinName = '';
  for (let i = 0; i < 12 && !pinName; i++) {
    const pins = await clickableMarkers(map, PIN_NAME);
    if (pins[0]) {
      pinName = pins[0];
      break;
    }
    const clusters = await clickableMarkers(map, CLUSTER_NAME);
    expect(clusters.length, 'a cluster to zoom into').toBeGreaterThan(0);
    await zoomBy(map, () => map.getByRole('button', { name: clusters[0], exact: true }).click());
  }
  expect(pinName, 'a single place after zooming in').not.toBe('');
  const pinJobs = Number(pinName.slice(pinName.lastIndexOf(':') + 1).replace(/[^\d]/g, ''));
  await map.getByRole('button', { name: pinName, exact: true }).click();
  await expect(page).toHaveURL(/location=Map\+Location/);
  await expect(results(page).first()).toContainText(/\b0 km away/);
  return { pinName, pinJobs, status: (await jobsStatus(page).textContent()) ?? '' };
}

// The search page with the map open is large (markers, cards, filters): an axe scan of it takes 6-9 s on a busy
// two-core machine. The map's three states are scanned in two journeys, so no journey runs out of time.
test.describe('job search map', () => {
  test('show the map and pick a place', async ({ page }) => {
    const map = await showMap(page);
    // Remote jobs have no place on the map; the page says how many there are.
    await expect(page.getByText(/remote jobs? (is|are) not shown on the map/)).toBeVisible();
    // On phones the map comes before the list.
    const mapBox = await map.boundingBox();
    const listBox = await results(page).first().boundingBox();
    expect(mapBox && listBox && mapBox.y < listBox.y).toBe(true);
    await expectNoAxeViolations(page, 'the search page with the map open');

    const { pinName, pinJobs, status } = await pickPlace(page, map);
    // A "Map Location" search for that point, with the distance filter 0 (spec 2 §4).
    await expect(page).toHaveURL(/latlong=-?\d+\.\d+%2C-?\d+\.\d+/);
    await expect(page).toHaveURL(/filter_distance=0/);
    await expect(page.getByRole('heading', { name: /Jobs near Map Location/ })).toBeVisible();
    // The jobs at that place: every one of the pin's jobs (remote jobs based there come too), 0 km away.
    expect(Number(status.replace(/[^\d]/g, ''))).toBeGreaterThanOrEqual(pinJobs);
    // The chosen pin is the selected one; the other places stay on the map around it.
    await expect(map.locator('[aria-current="location"]')).toHaveAttribute('aria-label', pinName);
    await expectNoAxeViolations(page, 'a place chosen on the map');
  });

  test('from a chosen place, search the area in view; the map choice is remembered', async ({ page }) => {
    const map = await showMap(page);
    const { status: pointCount } = await pickPlace(page, map);

    // Moving the map offers "Search this area"; it searches the bounds in view.
    const searchArea = page.getByRole('button', { name: 'Search this area' });
    await map.focus();
    await page.keyboard.press('ArrowRight');
    await expect(searchArea).toBeVisible();
    for (let i = 0; i < 3 && (await zoomOf(map)) > 2; i++) {
      await zoomBy(map, () => map.getByRole('button', { name: 'Zoom out' }).click());
    }
    await searchArea.click();
    await expect(page).toHaveURL(
      /location=Map\+Area&map_sw=-?\d+\.\d+%2C-?\d+\.\d+&map_ne=-?\d+\.\d+%2C-?\d+\.\d+/,
    );
    await expect(page).not.toHaveURL(/latlong=/);
    await expect(searchArea).toBeHidden();
    await expect(jobsStatus(page)).not.toHaveText(pointCount);
    await expect(results(page).first()).toBeVisible();
    await expectNoAxeViolations(page, 'an area searched on the map');

    // The choice is remembered for the site.
    await gotoHydrated(page, '/careers');
    await expect(page.getByRole('button', { name: 'Hide map' })).toHaveAttribute('aria-expanded', 'true');
    await expect(map).toBeVisible();
    await page.getByRole('button', { name: 'Hide map' }).click();
    await expect(map).toHaveCount(0);
    await gotoHydrated(page, '/careers');
    await expect(page.getByRole('button', { name: 'Show map' })).toHaveAttribute('aria-expanded', 'false');
    await expect(map).toHaveCount(0);
  });

  test('a current-location search marks the visitor on the map', async ({ page, context }) => {
    await context.grantPermissions(['geolocation']);
    await context.setGeolocation({ latitude: 51.5074, longitude: -0.1278 });
    await gotoHydrated(page, '/careers');
    await page.getByRole('button', { name: 'Show map' }).click();
    await page.getByRole('button', { name: 'Use my current location' }).click();
    await expect(page).toHaveURL(/location=current\+location&latlong=51\.50740%2C-0\.12780/);
    const here = page.getByRole('region', { name: 'Map of jobs' }).locator('#current-location');
    await expect(here).toBeVisible();
    await expect(here).toHaveAttribute('aria-label', 'Your location');
  });

  test('a site without the map has no map toggle', ANY_SIZE, async ({ page }) => {
    await gotoHydrated(page, `/careers?domain=${CONTOSO.domain}`);
    // The rest of the toolbar is there (sort), the map toggle is not.
    await expect(page.getByRole('combobox', { name: 'Sort by' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Show map' })).toHaveCount(0);
    await expect(page.getByRole('region', { name: 'Map of jobs' })).toHaveCount(0);
  });
});
