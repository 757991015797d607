/**
 * The one script of the site's shell (header, menus, section dots), inline at the end of <body>
 * and in the document only. The markup works without it; it adds what the platform does not:
 * - `aria-expanded` on a button that opens a menu (`popovertarget`, `commandfor`) follows the
 *   menu, whichever way it opened or closed;
 * - `commandfor` buttons open and close their dialog in engines without invoker commands;
 * - a link followed inside the phone menu closes it (an in-page link loads no new page);
 * - the header hides while scrolling down past 200 px and comes back on scrolling up or when it
 *   takes focus; translucent past 20 px;
 * - the section dots mark the first section at least 20 % visible (`aria-current="location"`);
 * - every link being a plain anchor (components/ui/link.tsx), a page the visitor reaches for
 *   (pointer over its link, or touching it) is fetched before the click where the browser has
 *   speculation rules (inserted from here: as an element of their own they would be in the
 *   payload too).
 */
const speculationRules = JSON.stringify({
  prefetch: [
    {
      where: {
        and: [
          { href_matches: '/*' },
          { not: { href_matches: ['/api/*', '/cms-api/*', '/admin/*', '/og/*'] } },
        ],
      },
      eagerness: 'moderate',
    },
  ],
});

export const shellScript = `(() => {
const d = document;
if (HTMLScriptElement.supports?.('speculationrules')) {
  const rules = d.createElement('script');
  rules.type = 'speculationrules';
  rules.textContent = '${speculationRules}';
  d.head.append(rules);
}
// The buttons that open a menu; a dialog's own close button has no state to expose.
const openers = (id = '') =>
  d.querySelectorAll(id ? '[popovertarget="' + id + '"],[command="show-modal"][commandfor="' + id + '"]' : '[popovertarget],[command="show-modal"]');
const expanded = (id, open) => {
  for (const b of openers(id)) b.setAttribute('aria-expanded', String(open));
};
// Not in the HTML, where it is invalid beside popovertarget and command (the browser exposes the
// state itself); written here so that it is true to the menu in every engine.
for (const b of openers()) b.setAttribute('aria-expanded', 'false');
d.addEventListener('toggle', (e) => { if (e.target.id) expanded(e.target.id, e.newState === 'open'); }, true);
d.addEventListener('close', (e) => { if (e.target.id) expanded(e.target.id, false); }, true);
d.addEventListener('click', (e) => {
  const link = e.target.closest?.('dialog[open] a[href]');
  if (link) link.closest('dialog').close();
  if ('command' in HTMLButtonElement.prototype) return;
  const b = e.target.closest?.('button[commandfor]');
  const t = b && d.getElementById(b.getAttribute('commandfor'));
  if (!t) return;
  const c = b.getAttribute('command');
  if (c === 'show-modal' && !t.open) { t.showModal(); expanded(t.id, true); }
  else if (c === 'close') t.close();
});
const h = d.querySelector('[data-site-header]');
if (h) {
  let last = scrollY, frame = 0;
  const update = () => {
    frame = 0;
    const y = scrollY;
    h.dataset.scrolled = y > 20;
    if (y > 200 && y > last && !h.contains(d.activeElement)) h.dataset.hidden = 'true';
    else if (y < last || y <= 200) h.dataset.hidden = 'false';
    last = y;
  };
  addEventListener('scroll', () => { if (!frame) frame = requestAnimationFrame(update); }, { passive: true });
  h.addEventListener('focusin', () => { h.dataset.hidden = 'false'; });
  update();
}
const dots = d.querySelector('[data-section-dots]');
if (dots) {
  const links = [...dots.querySelectorAll('a[href^="#"]')];
  const seen = new Set();
  const observer = new IntersectionObserver((entries) => {
    for (const x of entries) x.isIntersecting ? seen.add(x.target.id) : seen.delete(x.target.id);
    const first = links.find((a) => seen.has(a.hash.slice(1)));
    if (!first) return;
    for (const a of links)
      if (a === first) a.setAttribute('aria-current', 'location');
      else a.removeAttribute('aria-current');
  }, { threshold: 0.2, rootMargin: dots.dataset.rootMargin });
  for (const a of links) {
    const section = d.getElementById(a.hash.slice(1));
    if (section) observer.observe(section);
  }
}
})();`;
