'use client';

import { CloseIcon, MenuIcon } from '@/components/ui/control-icons';
import { usePathname } from 'next/navigation';
import { useEffect, type ReactNode } from 'react';
import { useDialog } from '@/components/ui/use-dialog';

/** The small-screen menu: a hamburger that opens a full-screen modal dialog holding the links. */
export function MobileMenu({ children }: { children: ReactNode }) {
  const { ref, open, show, close } = useDialog();
  const pathname = usePathname();

  useEffect(() => close(), [pathname, close]);

  return (
    <>
      <button
        type="button"
        onClick={show}
        aria-expanded={open}
        aria-haspopup="dialog"
        className="grid size-11 place-items-center rounded-md text-ink lg:hidden"
      >
        <MenuIcon aria-hidden="true" className="size-6" />
        <span className="sr-only">Open menu</span>
      </button>
      <dialog
        ref={ref}
        data-lock-scroll
        aria-label="Site menu"
        className="m-0 h-dvh max-h-none w-full max-w-none overflow-y-auto bg-white p-0 text-ink backdrop:bg-ink/60"
        onClick={(event) => {
          // A click on a link inside the menu navigates; close so the new page is visible.
          if ((event.target as HTMLElement).closest('a')) close();
        }}
      >
        <div className="flex items-center justify-end px-5 py-3">
          <button
            type="button"
            onClick={close}
            className="grid size-11 place-items-center rounded-md text-ink"
            autoFocus
          >
            <CloseIcon aria-hidden="true" className="size-6" />
            <span className="sr-only">Close menu</span>
          </button>
        </div>
        <div className="px-5 pb-10">{children}</div>
      </dialog>
    </>
  );
}
