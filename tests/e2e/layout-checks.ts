import { expect, type Page } from '@playwright/test';

/**
 * What a reader of the page would object to in its layout, as sentences (empty when none):
 * more than two icon-card grids or two in neighbouring sections, running or card text under
 * 16 px, a grid or wrapped list whose last row hangs on one side, a card wider than the others
 * of its grid, figures of a band off one baseline, content outside the page
 * margin, and (at desktop widths) lines of fewer than 45 or more than 80 characters. Pictures
 * drawn in markup (aria-hidden, role="img") are not text.
 * Run after expectNoAxeViolations, which renders every section and shows revealed content.
 */
export async function layoutFaults(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const faults: string[] = [];
    const main = document.querySelector('main');
    if (!main) return ['no main'];
    const isPicture = (element: Element) =>
      Boolean(element.closest('[aria-hidden="true"], [role="img"], svg'));
    const shown = (element: Element) => {
      const box = element.getBoundingClientRect();
      return box.width > 0 && box.height > 0 && getComputedStyle(element).visibility !== 'hidden';
    };
    // A quote's attribution (name, role, date in a figcaption) and a form field's example (its
    // hint) are captions, not running text.
    const caption = (element: Element) =>
      Boolean(element.closest('figcaption')) || element.matches('form [id$="-hint"]');
    const label = (element: Element) =>
      `${element.tagName.toLowerCase()} "${(element.textContent ?? '').trim().slice(0, 40)}"`;

    // Icon-card grids: at most two a page, never in neighbouring sections.
    const sections = Array.from(main.querySelectorAll('section[id]')).filter(
      (section) => !section.parentElement?.closest('section[id]'),
    );
    const withCards = sections.map((section) =>
      Boolean(section.querySelector('[data-format="icon-cards"]')),
    );
    const grids = main.querySelectorAll('[data-format="icon-cards"]').length;
    if (grids > 2) faults.push(`${grids} icon-card grids`);
    withCards.forEach((has, index) => {
      if (has && withCards[index + 1])
        faults.push(`icon cards in #${sections[index]!.id} and #${sections[index + 1]!.id}`);
    });

    // Running and card text: 16 px or more, for every paragraph or list item with a sentence of
    // its own (five words or more: badges and labels are shorter). Captions may be smaller.
    for (const element of main.querySelectorAll('p, li, dd, dt')) {
      if (isPicture(element) || !shown(element) || caption(element)) continue;
      const ownText = Array.from(element.childNodes)
        .filter((node) => node.nodeType === Node.TEXT_NODE)
        .map((node) => node.textContent)
        .join('')
        .trim();
      if (ownText.split(/\s+/).length < 5) continue;
      const size = parseFloat(getComputedStyle(element).fontSize);
      if (size < 16) faults.push(`${label(element)} at ${size} px`);
    }

    // No orphan rows: the last row of a multi-column grid or of a wrapped list of items (a
    // section format, not a run of tags) is full or centred.
    for (const list of main.querySelectorAll('ul, ol, dl, [data-format]')) {
      if (isPicture(list) || !shown(list)) continue;
      const style = getComputedStyle(list);
      const wraps =
        list.hasAttribute('data-format') && style.display === 'flex' && style.flexWrap === 'wrap';
      const columns =
        style.display === 'grid' ? style.gridTemplateColumns.split(' ').filter(Boolean).length : 0;
      if (!wraps && columns < 2) continue;
      const items = Array.from(list.children).filter(shown);
      if (items.length < 2) continue;
      const tops = items.map((item) => Math.round(item.getBoundingClientRect().top));
      const lastTop = Math.max(...tops);
      if (tops.every((top) => top === lastTop)) continue;
      const lastRow = items.filter((_, index) => tops[index] === lastTop);
      const left = Math.min(...lastRow.map((item) => item.getBoundingClientRect().left));
      const right = Math.max(...lastRow.map((item) => item.getBoundingClientRect().right));
      const box = list.getBoundingClientRect();
      const inner = {
        left: box.left + parseFloat(style.paddingLeft),
        right: box.right - parseFloat(style.paddingRight),
      };
      const full = Math.abs(left - inner.left) <= 2 && Math.abs(inner.right - right) <= 2;
      const centred = Math.abs(left - inner.left - (inner.right - right)) <= 2;
      if (!full && !centred) faults.push(`orphan row in ${label(list)}`);
    }

    // No card stretched across a row: the items of a list laid out in two or more columns are
    // all one cell wide (a last row with fewer items is centred, not widened).
    for (const list of main.querySelectorAll('ul, ol')) {
      if (isPicture(list) || !shown(list)) continue;
      const style = getComputedStyle(list);
      if (style.display !== 'grid' || style.gridTemplateColumns.split(' ').length < 2) continue;
      const widths = Array.from(list.children)
        .filter(shown)
        .map((item) => item.getBoundingClientRect().width);
      if (widths.length > 1 && Math.max(...widths) - Math.min(...widths) > 2)
        faults.push(
          `${label(list)}: items ${Math.round(Math.min(...widths))}–${Math.round(Math.max(...widths))} px wide`,
        );
    }

    // Figure bands: the figures of one row on one baseline, however their labels wrap.
    for (const band of main.querySelectorAll('[data-format="figures"]')) {
      if (!shown(band)) continue;
      const rows = new Map<number, number[]>();
      for (const item of Array.from(band.children).filter(shown)) {
        const figure = item.querySelector('dd');
        if (!figure) continue;
        const row = Math.round(item.getBoundingClientRect().top);
        const range = document.createRange();
        range.selectNodeContents(figure);
        const line = range.getClientRects()[0];
        if (line) rows.set(row, [...(rows.get(row) ?? []), line.bottom]);
      }
      for (const bottoms of rows.values())
        if (Math.max(...bottoms) - Math.min(...bottoms) > 2)
          faults.push(
            `figures of ${label(band)} ${Math.round(Math.max(...bottoms) - Math.min(...bottoms))} px off one baseline`,
          );
    }

    // Every frame and picture inside the page margin: nothing in a page column (container-page)
    // reaches past that column's padding, unless it sits in a strip that scrolls sideways. A
    // picture drawn in markup may bleed its shapes (glows, tilted frames) into the margin, not its
    // words: on phones the chat tab is docked there.
    const words = (element: Element) =>
      [...element.childNodes].some(
        (node) => node.nodeType === Node.TEXT_NODE && node.textContent?.trim(),
      );
    for (const column of main.querySelectorAll('.container-page')) {
      const style = getComputedStyle(column);
      const box = column.getBoundingClientRect();
      const left = box.left + parseFloat(style.paddingLeft) - 2;
      const right = box.right - parseFloat(style.paddingRight) + 2;
      for (const element of column.querySelectorAll('*')) {
        if (!shown(element)) continue;
        if (element.closest('[aria-hidden="true"]') && !words(element)) continue;
        if (element.parentElement?.closest('svg, [role="img"]')) continue;
        let scrolls = false;
        for (let up = element.parentElement; up && up !== column; up = up.parentElement)
          scrolls ||= /auto|scroll|hidden|clip/.test(getComputedStyle(up).overflowX);
        if (scrolls) continue;
        const edge = element.getBoundingClientRect();
        if (edge.left < left || edge.right > right)
          faults.push(
            `${label(element)} outside the page margin (${Math.round(edge.left)}–${Math.round(edge.right)} px)`,
          );
      }
    }

    // Measure: 45–80 characters a line of running and card text on desktop (display type of
    // 20 px or more, a tagline or a slide's title, is set by its own width). Characters a line
    // are the paragraph's characters per pixel of laid-out text, times its longest line.
    if (innerWidth >= 1024) {
      for (const paragraph of main.querySelectorAll('p')) {
        if (isPicture(paragraph) || !shown(paragraph) || caption(paragraph)) continue;
        if (parseFloat(getComputedStyle(paragraph).fontSize) >= 20) continue;
        const text = (paragraph.textContent ?? '').replace(/\s+/g, ' ').trim();
        const lines = new Map<number, { left: number; right: number }>();
        const range = document.createRange();
        range.selectNodeContents(paragraph);
        for (const rect of range.getClientRects()) {
          if (!rect.width) continue;
          const top = Math.round(rect.top + rect.height / 2);
          const line = lines.get(top);
          lines.set(top, {
            left: Math.min(line?.left ?? rect.left, rect.left),
            right: Math.max(line?.right ?? rect.right, rect.right),
          });
        }
        if (lines.size < 2) continue;
        const widths = [...lines.values()].map((line) => line.right - line.left);
        const total = widths.reduce((sum, width) => sum + width, 0);
        const perLine = Math.round((text.length * Math.max(...widths)) / total);
        if (perLine > 80 || perLine < 45)
          faults.push(`${label(paragraph)}: ${perLine} characters a line`);
      }
    }
    return faults;
  });
}

/**
 * Fails with the list of layout faults on the page as it is now; from a wider desktop, at 1024 px
 * as well (the narrowest width of the desktop layout, where card text runs shortest), then back.
 */
export async function expectReadableLayout(page: Page) {
  expect(await layoutFaults(page)).toEqual([]);
  const viewport = page.viewportSize();
  if (!viewport || viewport.width <= 1024) return;
  await page.setViewportSize({ width: 1024, height: viewport.height });
  expect(await layoutFaults(page), 'at 1024 px').toEqual([]);
  await page.setViewportSize(viewport);
}
