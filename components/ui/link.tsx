import type { AnchorHTMLAttributes } from 'react';

type Props = AnchorHTMLAttributes<HTMLAnchorElement> & { href: string };

/**
 * The site's internal link: a plain anchor, so every page is loaded whole. The header, its menus
 * and the footer are the server's HTML, never rendered in the browser, so a page the router
 * rendered in place would keep the last page's current link. The layout's speculation rules
 * fetch a page once the visitor reaches for its link (where the browser supports them).
 */
export default function Link(props: Props) {
  return <a {...props} />;
}
