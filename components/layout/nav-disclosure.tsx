'use client';

import { ChevronDownIcon } from '@/components/ui/control-icons';
import { LoadFailed } from '@/components/ui/on-demand/load-failed';
import { previewOr } from '@/components/ui/on-demand/fetch-once';
import { useOnDemand } from '@/components/ui/on-demand/use-on-demand';
import { loadFailedText } from '@/content/load-failed';
import Link from '@/components/ui/link';
import { usePathname } from 'next/navigation';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { loadSiteMenu, type SiteMenu } from './site-menu';

// The panels' code and the menus they list are fetched on the first hover, focus or touch.
const panelWith = (loadMenu: () => Promise<SiteMenu>) => () =>
  Promise.all([import('./nav-panels'), loadMenu()]).then(([module, menu]) =>
    module.navPanelFor(menu),
  );

const panelClass = {
  services:
    'absolute top-full z-50 mt-2 rounded-2xl border border-slate-200 bg-white shadow-xl left-1/2 w-[52rem] -translate-x-1/2',
  products:
    'absolute top-full z-50 mt-2 rounded-2xl border border-slate-200 bg-white shadow-xl left-0 w-80',
} as const;

/**
 * A top-level menu link with a separate toggle for its submenu (the ARIA disclosure
 * navigation pattern). Without JavaScript the link still leads to the overview page.
 */
export function NavDisclosure({
  label,
  href,
  submenu,
  previewMenu,
}: {
  label: string;
  href: string;
  submenu: 'services' | 'products';
  /** In an editor's preview only: the menus with their drafts. */
  previewMenu?: SiteMenu;
}) {
  // Remembering where the menu was opened closes it on any route change.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const rootRef = useRef<HTMLLIElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelId = useId();
  const pathname = usePathname();
  const current = pathname === href || pathname.startsWith(`${href}/`);

  const open = openOn === pathname;
  const setOpen = (value: boolean) => setOpenOn(value ? pathname : null);
  const importPanel = useMemo(() => panelWith(previewOr(loadSiteMenu, previewMenu)), [previewMenu]);
  const { Component: Panel, failed, load } = useOnDemand(importPanel);

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpenOn(null);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        setOpenOn(null);
        buttonRef.current?.focus();
      }
    };
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [open]);

  return (
    <li
      ref={rootRef}
      onPointerEnter={load}
      onTouchStart={load}
      className="relative flex items-center"
      onBlur={(event) => {
        if (!rootRef.current?.contains(event.relatedTarget as Node | null)) setOpen(false);
      }}
    >
      <Link
        href={href}
        aria-current={current ? 'page' : undefined}
        className="rounded-md py-2 pl-2 text-sm xl:pl-3 font-medium text-ink-soft hover:text-brand-purple-strong aria-[current=page]:text-brand-purple-strong"
      >
        {label}
      </Link>
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={`${label} menu`}
        onFocus={load}
        onClick={() => {
          load();
          setOpen(!open);
        }}
        className="grid size-8 place-items-center rounded-md text-ink-soft hover:text-brand-purple-strong"
      >
        <ChevronDownIcon
          aria-hidden="true"
          className={`size-4 transition-transform ${open ? 'rotate-180' : ''}`}
        />
      </button>
      {/* The panel's links are rendered only while it is open, from menus fetched on demand:
          without JavaScript it never opens (the overview page behind the link lists the same), and
          rendered or passed in from the server they would weigh on every page's HTML or RSC
          payload, to be parsed and hydrated before the hero paints. */}
      <div id={panelId} hidden={!open} className={panelClass[submenu]}>
        {open && Panel && <Panel submenu={submenu} />}
      </div>
      {failed && open && <LoadFailed what={loadFailedText.parts.menu} onRetry={load} />}
    </li>
  );
}
