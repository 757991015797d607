'use client';

import { usePathname } from 'next/navigation';
import { useMemo, useRef, useState } from 'react';
import { MenuIcon } from '@/components/ui/control-icons';
import { LoadFailed } from '@/components/ui/on-demand/load-failed';
import { loadFailedText } from '@/content/load-failed';
import { previewOr } from '@/components/ui/on-demand/fetch-once';
import { useOnDemand } from '@/components/ui/on-demand/use-on-demand';
import { loadSiteMenu, type SiteMenu } from './site-menu';

// The dialog, its animation code and the menus it lists are fetched on the first touch, hover,
// focus or click of the hamburger: they are in no page's HTML or RSC payload.
const dialogWith = (loadMenu: () => Promise<SiteMenu>) => () =>
  Promise.all([import('./mobile-menu-dialog'), loadMenu()]).then(([module, menu]) =>
    module.menuDialogFor(menu),
  );

/** The small-screen menu: a hamburger that opens a full-screen modal dialog holding the links. */
export function MobileMenu({
  companyName,
  previewMenu,
}: {
  companyName: string;
  previewMenu?: SiteMenu;
}) {
  const pathname = usePathname();
  // The page the menu was opened on: a route change closes it.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const open = openOn === pathname;
  const button = useRef<HTMLButtonElement>(null);
  const importDialog = useMemo(
    () => dialogWith(previewOr(loadSiteMenu, previewMenu)),
    [previewMenu],
  );
  const { Component: MobileMenuDialog, failed, load } = useOnDemand(importDialog);

  return (
    <>
      <button
        ref={button}
        type="button"
        onPointerEnter={load}
        onTouchStart={load}
        onFocus={load}
        onClick={() => {
          load();
          setOpenOn(pathname);
        }}
        aria-expanded={open}
        aria-haspopup="dialog"
        className="grid size-11 place-items-center rounded-md text-ink lg:hidden"
      >
        <MenuIcon aria-hidden="true" className="size-6" />
        <span className="sr-only">Open menu</span>
      </button>
      {MobileMenuDialog && (
        <MobileMenuDialog
          open={open}
          onClose={() => setOpenOn(null)}
          opener={button}
          companyName={companyName}
        />
      )}
      {failed && open && <LoadFailed what={loadFailedText.parts.menu} onRetry={load} />}
    </>
  );
}
