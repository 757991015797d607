'use client';

import { AnimatePresence } from 'framer-motion';
import type { RefObject } from 'react';
import { AnimatedDialog } from '@/components/motion/animated-dialog';
import { MotionProvider } from '@/components/motion/motion-provider';
import { slideFromRight } from '@/components/motion/transitions';
import { CloseIcon } from '@/components/ui/control-icons';
import { MobileNavigation } from './mobile-navigation';
import { SiteLogo } from './site-logo';
import type { SiteMenu } from './site-menu';

type Props = {
  open: boolean;
  companyName: string;
  onClose: () => void;
  opener: RefObject<HTMLElement | null>;
};

/** The small-screen menu's full-screen dialog: slides in from the right, and out again when closed. */
export function MobileMenuDialog({
  open,
  onClose,
  opener,
  companyName,
  menu,
}: Props & { menu: SiteMenu }) {
  return (
    <MotionProvider>
      <AnimatePresence>
        {open && (
          <AnimatedDialog
            key="menu"
            data-lock-scroll
            aria-label="Site menu"
            variants={slideFromRight}
            onRequestClose={onClose}
            returnFocusTo={opener}
            className="m-0 h-dvh max-h-none w-full max-w-none overflow-y-auto bg-white p-0 text-ink backdrop:bg-ink/60"
            onClick={(event) => {
              // A click on a link inside the menu navigates; close so the new page is visible.
              if ((event.target as HTMLElement).closest('a')) onClose();
            }}
          >
            <div className="container-page flex h-16 items-center justify-between gap-4">
              <SiteLogo companyName={companyName} />
              <button
                type="button"
                onClick={onClose}
                className="grid size-11 place-items-center rounded-md text-ink"
                autoFocus
              >
                <CloseIcon aria-hidden="true" className="size-6" />
                <span className="sr-only">Close menu</span>
              </button>
            </div>
            <div className="px-3 pb-10 sm:px-5">
              <MobileNavigation menu={menu} />
            </div>
          </AnimatedDialog>
        )}
      </AnimatePresence>
    </MotionProvider>
  );
}

/** The dialog with the menus already fetched: what the hamburger loads on demand. */
export function menuDialogFor(menu: SiteMenu) {
  return function LoadedMobileMenuDialog(props: Props) {
    return <MobileMenuDialog {...props} menu={menu} />;
  };
}
