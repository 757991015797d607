import type { ReactNode } from 'react';
import type { ClientWordmark as Wordmark } from '@/content/clients';

const PURPLE = 'var(--color-brand-purple)';
const ORANGE = 'var(--color-brand-orange)';
const INK = 'var(--color-ink)';

/** Each client's mark, drawn in the brand's purple, orange and navy. */
const marks: Record<Wordmark['mark'], ReactNode> = {
  cross: (
    <>
      <circle cx="20" cy="20" r="17" fill={PURPLE} />
      <path d="M16.5 10h7v6.5H30v7h-6.5V30h-7v-6.5H10v-7h6.5Z" fill="#fff" />
    </>
  ),
  bars: (
    <g fill={ORANGE}>
      <path d="M4 34l6-10h6l-6 10Z" />
      <path d="M14 34l9-17h6l-9 17Z" />
      <path d="M24 34l9-26h4l-3 26Z" fill={PURPLE} />
    </g>
  ),
  leaf: (
    <>
      <path d="M5 35C5 18 15 7 34 5Z" fill={PURPLE} />
      <path d="M8 37L35 8c0 17-10 29-27 29Z" fill={ORANGE} />
    </>
  ),
  hexagon: (
    <>
      <path
        fillRule="evenodd"
        d="M20 3l15 8.5v17L20 37 5 28.5v-17ZM20 9.5l-9.5 5.5v11l9.5 5.5 9.5-5.5V15Z"
        fill={INK}
      />
      <path d="M14 19l6 4.5 6-4.5v5l-6 4.5-6-4.5Z" fill={ORANGE} />
    </>
  ),
  tiles: (
    <>
      <rect x="4" y="4" width="14" height="14" rx="3.5" fill={PURPLE} />
      <rect x="22" y="4" width="14" height="14" rx="3.5" fill={ORANGE} />
      <rect x="4" y="22" width="14" height="14" rx="3.5" fill={ORANGE} />
      <circle cx="29" cy="29" r="7" fill={PURPLE} />
    </>
  ),
};

/** A client's designed wordmark: its mark and its name set in the display face. */
export function ClientWordmark({ client }: { client: Wordmark }) {
  return (
    <span className="flex items-center gap-3 text-ink">
      <svg aria-hidden="true" viewBox="0 0 40 40" className="size-9 shrink-0">
        {marks[client.mark]}
      </svg>
      {client.style === 'stacked' && (
        <span className="flex flex-col font-display leading-none">
          <span className="text-lg font-bold tracking-tight">{client.word}</span>
          <span className="mt-1 text-[10px] font-semibold tracking-[0.25em] text-muted uppercase">
            {' '}
            {client.descriptor}
          </span>
        </span>
      )}
      {client.style === 'inline' && (
        <span className="font-display text-xl leading-none font-extrabold tracking-tight">
          {client.word}
          <span className="font-medium text-brand-purple-strong"> {client.descriptor}</span>
        </span>
      )}
      {client.style === 'spaced' && (
        <span className="flex flex-col font-display leading-none">
          <span className="text-base font-bold tracking-[0.2em]">{client.word}</span>
          <span className="mt-1 text-xs font-medium text-muted"> {client.descriptor}</span>
        </span>
      )}
    </span>
  );
}
