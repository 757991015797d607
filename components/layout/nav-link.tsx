'use client';

import Link from '@/components/ui/link';
import { usePathname } from 'next/navigation';
import type { ComponentProps, ReactNode } from 'react';

/** A link that marks itself aria-current="page" on its own page (and on pages below it). */
export function NavLink({
  href,
  exact = false,
  ...props
}: ComponentProps<typeof Link> & { href: string; exact?: boolean }) {
  const pathname = usePathname();
  const current = pathname === href || (!exact && href !== '/' && pathname.startsWith(`${href}/`));
  return <Link href={href} aria-current={current ? 'page' : undefined} {...props} />;
}

// Here rather than in the header: a class passed from the server is repeated in every page's
// RSC payload for each link.
const mainMenuLinkClass =
  'rounded-md px-2 py-2 text-sm xl:px-3 font-medium text-ink-soft hover:text-brand-purple-strong aria-[current=page]:text-brand-purple-strong';

/** A link of the header's main menu (desktop). */
export function MainMenuLink(props: { href: string; exact?: boolean; children: ReactNode }) {
  return <NavLink {...props} className={mainMenuLinkClass} />;
}
