'use client';

import { createPortal } from 'react-dom';
import { loadFailedText } from '@/content/load-failed';

const AREA_ID = 'load-failed-area';

/** One fixed place for every notice, so that several (a dropped connection fails them all) stack instead of covering each other. */
function noticeArea(): HTMLElement {
  let area = document.getElementById(AREA_ID);
  if (!area) {
    area = document.createElement('div');
    area.id = AREA_ID;
    area.className = 'load-failed-area';
    document.body.append(area);
  }
  return area;
}

/**
 * Shown when a part of the page could not be fetched (a dropped connection, or a deployment that
 * replaced the files): says so, and offers to try again. Only ever rendered in the browser.
 */
export function LoadFailed({ what, onRetry }: { what: string; onRetry: () => void }) {
  return createPortal(
    <div role="alert" className="load-failed">
      <p>{loadFailedText.notLoaded(what)}</p>
      <button
        type="button"
        onClick={onRetry}
        className="font-semibold text-brand-purple-strong underline"
      >
        {loadFailedText.retry}
      </button>
    </div>,
    noticeArea(),
  );
}
