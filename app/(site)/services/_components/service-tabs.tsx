'use client';

import { useRef, useSyncExternalStore, type KeyboardEvent, type ReactNode } from 'react';
import { Icon, type IconName } from '@/components/icon/icon';

type CategoryTab = { id: string; label: string; icon: IconName; panel: ReactNode };

const CHANGE_EVENT = 'servicecategorychange';

function subscribe(onChange: () => void) {
  window.addEventListener('popstate', onChange);
  window.addEventListener(CHANGE_EVENT, onChange);
  return () => {
    window.removeEventListener('popstate', onChange);
    window.removeEventListener(CHANGE_EVENT, onChange);
  };
}
const readCategory = () => new URLSearchParams(window.location.search).get('category') ?? '';
/** null on the server and during hydration: the panels then render as plain sections. */
const serverCategory = () => null;

const tabClasses =
  'flex min-h-12 items-center justify-center gap-2 rounded-full border px-4 py-2.5 text-sm font-semibold transition-colors';

/**
 * Enhances server-rendered category sections into ARIA tabs once JavaScript runs. The URL's
 * `?category=` holds the selected tab so it can be shared; without JavaScript every panel
 * stays visible and the tab row is a list of in-page links.
 */
export function ServiceTabs({ label, tabs }: { label: string; tabs: readonly CategoryTab[] }) {
  const requested = useSyncExternalStore(subscribe, readCategory, serverCategory);
  const tabRefs = useRef<(HTMLButtonElement | null)[]>([]);
  const enhanced = requested !== null;
  const activeIndex = Math.max(
    0,
    tabs.findIndex((tab) => tab.id === requested),
  );

  function select(index: number) {
    const url = new URL(window.location.href);
    url.searchParams.set('category', tabs[index]!.id);
    window.history.replaceState(null, '', url.pathname + url.search + url.hash);
    window.dispatchEvent(new Event(CHANGE_EVENT));
  }

  function onKeyDown(event: KeyboardEvent<HTMLButtonElement>) {
    const last = tabs.length - 1;
    const moves: Record<string, number> = {
      ArrowRight: activeIndex === last ? 0 : activeIndex + 1,
      ArrowLeft: activeIndex === 0 ? last : activeIndex - 1,
      Home: 0,
      End: last,
    };
    const target = moves[event.key];
    if (target === undefined) return;
    event.preventDefault();
    select(target);
    tabRefs.current[target]?.focus();
  }

  return (
    <div>
      {enhanced ? (
        <div role="tablist" aria-label={label} className="grid grid-cols-2 gap-3 lg:grid-cols-4">
          {tabs.map((tab, index) => {
            const selected = index === activeIndex;
            return (
              <button
                key={tab.id}
                ref={(element) => {
                  tabRefs.current[index] = element;
                }}
                type="button"
                role="tab"
                id={`tab-${tab.id}`}
                aria-selected={selected}
                aria-controls={`category-${tab.id}`}
                tabIndex={selected ? 0 : -1}
                onClick={() => select(index)}
                onKeyDown={onKeyDown}
                className={`${tabClasses} ${selected ? 'border-brand-purple bg-brand-purple text-white shadow-md' : 'border-slate-300 bg-white text-ink hover:border-brand-purple-strong hover:text-brand-purple-strong'}`}
              >
                <Icon name={tab.icon} className="size-5" />
                {tab.label}
              </button>
            );
          })}
        </div>
      ) : (
        <nav aria-label={label}>
          <ul className="grid grid-cols-2 gap-3 lg:grid-cols-4">
            {tabs.map((tab) => (
              <li key={tab.id}>
                <a
                  href={`#category-${tab.id}`}
                  className={`${tabClasses} border-slate-300 bg-white text-ink hover:border-brand-purple-strong`}
                >
                  <Icon name={tab.icon} className="size-5" />
                  {tab.label}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      )}
      <div className="mt-10 space-y-16">
        {tabs.map((tab, index) => (
          <section
            key={tab.id}
            id={`category-${tab.id}`}
            {...(enhanced
              ? {
                  role: 'tabpanel',
                  'aria-labelledby': `tab-${tab.id}`,
                  hidden: index !== activeIndex,
                }
              : { 'aria-labelledby': `category-${tab.id}-heading` })}
          >
            {tab.panel}
          </section>
        ))}
      </div>
    </div>
  );
}
