'use client';

import Link from '@/components/ui/link';
import { usePathname } from 'next/navigation';
import type { ComponentProps } from 'react';

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
