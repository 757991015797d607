// What the editor can and cannot do to the design, on the running site: a photo put in a page's
// slot is served by next/image in its crop at phone and desktop widths, around its focal point,
// without moving the page (seen in the editor's preview, so the public page other files check is
// untouched); publishing a layout that breaks the design’s rules is refused in the editor's own
// screen with the rule's sentence, and a closing call to action like a menu neighbour's over REST.
import { expect, test, type APIRequestContext, type Route } from '@playwright/test';
import sharp from 'sharp';
import { CMS_ADMIN_EMAIL, CMS_ADMIN_PASSWORD, embeddedURL } from './servers';
import { asSiteOrigin, SITE_URL } from './editor-origin';

test.use({
  ...asSiteOrigin,
});

async function logIn(request: APIRequestContext) {
  const response = await request.post(`${embeddedURL}/cms-api/users/login`, {
    data: { email: CMS_ADMIN_EMAIL, password: CMS_ADMIN_PASSWORD },
  });
  expect(response.status()).toBe(200);
  return { Authorization: `JWT ${(await response.json()).token as string}` };
}

/** A landscape JPEG of 2400 × 1600: a pale ground with a dark block at its focal point. */
async function photoJpeg() {
  const mark = await sharp({
    create: { width: 480, height: 480, channels: 3, background: '#3b1f5c' },
  })
    .png()
    .toBuffer();
  return sharp({ create: { width: 2400, height: 1600, channels: 3, background: '#f1e9fb' } })
    .composite([{ input: mark, left: 1680, top: 240 }])
    .jpeg({ quality: 80 })
    .toBuffer();
}

type PageDoc = { id: number; blocks: { blockType: string; photo?: number | null }[] };

test('a photo in the contact page’s hero slot shows in its crop at 390 and 1280 px, around its focal point, without a layout shift', async ({
  request,
  browser,
}) => {
  test.slow(); // an upload resized by sharp, then next/image's first optimisation of it
  const headers = await logIn(request);
  const alt = 'The reception of the Hyderabad office';
  const uploaded = await request.post(`${embeddedURL}/cms-api/media`, {
    headers,
    multipart: {
      file: { name: `office-${Date.now()}.jpg`, mimeType: 'image/jpeg', buffer: await photoJpeg() },
      _payload: JSON.stringify({ alt, focalX: 80, focalY: 30 }),
    },
  });
  expect(uploaded.status()).toBe(201);
  const media = (await uploaded.json()).doc as { id: number; filename: string };

  const found = await request.get(
    `${embeddedURL}/cms-api/pages?where[path][equals]=/contact&depth=0&draft=true`,
    { headers },
  );
  const contact = (await found.json()).docs[0] as PageDoc;
  const withPhoto = contact.blocks.map((block) =>
    block.blockType === 'pageHero' ? { ...block, photo: media.id } : block,
  );
  const saved = await request.patch(`${embeddedURL}/cms-api/pages/${contact.id}?draft=true`, {
    headers,
    data: { blocks: withPhoto },
  });
  expect(saved.status()).toBe(200);

  const editor = await browser.newContext({ baseURL: SITE_URL, extraHTTPHeaders: headers });
  try {
    const page = await editor.newPage();
    for (const [width, height, ratio] of [
      [390, 844, 4 / 5],
      [1280, 800, 4 / 3],
    ] as const) {
      await page.setViewportSize({ width, height });
      // The photo held back until the page is laid out without it.
      let release = () => {};
      const held = new Promise<void>((resolve) => (release = resolve));
      const hold = async (route: Route) => {
        await held;
        await route.continue();
      };
      await page.route('**/_next/image?**', hold);
      await page.goto('/api/preview?path=/contact', { waitUntil: 'domcontentloaded' });
      await expect(page).toHaveURL(`${SITE_URL}/contact`);
      const photo = page.locator('#hero [data-photo="hero"] img');
      await expect(photo).toHaveAttribute('alt', alt);
      const layout = () =>
        page.evaluate(() =>
          ['#hero [data-photo] img', '#hero', '#form'].map((selector) => {
            const box = document.querySelector(selector)!.getBoundingClientRect();
            return [box.x, box.y + scrollY, box.width, box.height].map(Math.round);
          }),
        );
      const without = await layout();
      expect(await photo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(0);
      release();
      await expect
        .poll(() => photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
        .toBeGreaterThan(0);
      // Nothing moved when it came: its box, the hero and the section after it.
      expect(await layout()).toEqual(without);
      await page.unroute('**/_next/image?**', hold);
      const shown = await photo.evaluate((img: HTMLImageElement) => {
        const box = img.getBoundingClientRect();
        const served = new URL(img.currentSrc);
        return {
          ratio: box.width / box.height,
          boxWidth: box.width,
          position: getComputedStyle(img).objectPosition,
          fit: getComputedStyle(img).objectFit,
          src: served.pathname + served.search,
          path: served.pathname,
          file: served.searchParams.get('url'),
          servedWidth: Number(served.searchParams.get('w')),
          attributes: [img.getAttribute('width'), img.getAttribute('height')],
        };
      });
      // The crop of this width, the focal point kept, the file resized for the box by next/image.
      expect(shown.ratio).toBeCloseTo(ratio, 1);
      expect(shown.fit).toBe('cover');
      expect(shown.position).toBe('80% 30%');
      expect(shown.path).toBe('/_next/image');
      expect(shown.file).toBe(`/api/media/${media.filename}`);
      expect(shown.servedWidth).toBeGreaterThanOrEqual(shown.boxWidth);
      expect(shown.servedWidth).toBeLessThan(2400);
      expect(shown.attributes).toEqual(['2400', '1600']);
      const optimised = await request.get(`${embeddedURL}${shown.src}`, {
        headers: { Accept: 'image/avif,image/webp,*/*' },
      });
      expect(optimised.headers()['content-type']).toMatch(/^image\/(avif|webp)$/);
    }
  } finally {
    await editor.close();
    await request.patch(`${embeddedURL}/cms-api/pages/${contact.id}?draft=true`, {
      headers,
      data: { blocks: contact.blocks },
    });
  }
});

const cards = (heading: string, count: number) => ({
  blockType: 'cards',
  anchor: heading.toLowerCase().replace(/\W+/g, '-'),
  heading,
  items: Array.from({ length: count }, (_, index) => ({
    icon: 'users',
    title: `Point ${index + 1}`,
    text: 'A reason in a sentence.',
  })),
});

type ServiceDoc = { id: number; blocks: object[] };

async function service(request: APIRequestContext, headers: Record<string, string>, slug: string) {
  const found = await request.get(
    `${embeddedURL}/cms-api/services?where[slug][equals]=${slug}&depth=0`,
    { headers },
  );
  return (await found.json()).docs[0] as ServiceDoc;
}

test('the editor’s Publish refuses a layout that breaks the design’s rules and says what to change; nothing is published', async ({
  request,
  browser,
}) => {
  const headers = await logIn(request);
  const payroll = await service(request, headers, 'payroll-services');
  const saveDraft = (blocks: object[]) =>
    request.patch(`${embeddedURL}/cms-api/services/${payroll.id}?draft=true`, {
      headers,
      data: { blocks },
    });
  // Two grids of icon cards one after the other, the second with a card alone on its row.
  expect(
    (await saveDraft([...payroll.blocks, cards('Our Reach', 2), cards('Our Promise', 3)])).status(),
  ).toBe(200);
  const editor = await browser.newContext();
  try {
    await editor.addCookies([
      {
        name: 'payload-token',
        value: headers.Authorization.replace(/^JWT /, ''),
        url: SITE_URL,
        sameSite: 'Strict',
        httpOnly: true,
      },
    ]);
    const page = await editor.newPage();
    await page.goto(`/admin/collections/services/${payroll.id}`);
    await page.getByRole('button', { name: 'Publish changes' }).click();
    await expect(
      page.getByText(/“Our Reach” and “Our Promise” are icon cards one after the other/),
    ).toBeVisible();
    await expect(
      page.getByText(/“Our Promise” has 3 cards.*Add a card or remove one/),
    ).toBeVisible();
  } finally {
    await editor.close();
    await saveDraft(payroll.blocks);
  }
  // Nothing was published: the service is as it was.
  const after = await request.get(`${embeddedURL}/cms-api/services/${payroll.id}?depth=0`, {
    headers,
  });
  expect(((await after.json()) as ServiceDoc).blocks).toHaveLength(payroll.blocks.length);
});

test('publishing the same closing call to action as a neighbour in a menu is refused, naming the neighbour and the formats left', async ({
  request,
}) => {
  const headers = await logIn(request);
  const contract = await service(request, headers, 'contract-staffing');
  const refused = await request.patch(`${embeddedURL}/cms-api/services/${contract.id}`, {
    headers,
    data: { _status: 'published', ctaFormat: 'office' },
  });
  expect(refused.status()).toBe(400);
  expect(JSON.stringify(await refused.json())).toContain(
    'This page’s closing call to action is the contact strip with the office, as on “Permanent Staffing” beside it in the services menu’s Talent Solutions column',
  );
  const after = await request.get(`${embeddedURL}/cms-api/services/${contract.id}?depth=0`, {
    headers,
  });
  expect(((await after.json()) as { ctaFormat: string }).ctaFormat).toBe('screen:attendance');
});
