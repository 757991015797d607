import { Icon } from '@/components/icon/icon';
import type { JobFilters as Filters } from '@/lib/shared/jobs/search';
import { jobSearchQuery } from '@/lib/shared/jobs/query-string';

type Props = {
  filters: Filters;
  query: string;
  locations: string[];
  types: string[];
  onQueryChange: (q: string) => void;
  onChange: (next: Filters) => void;
};

const fieldClass =
  'h-11 w-full rounded-lg border border-slate-300 bg-white px-3 text-ink focus:border-brand-purple-strong';

/**
 * A plain GET form, so search works with JavaScript off; with it, every change applies
 * at once (the search box after a pause) and chips and 'Clear all' act without a reload.
 */
export function JobFilters({ filters, query, locations, types, onQueryChange, onChange }: Props) {
  const chips = [
    { key: 'q', label: 'Search', value: filters.q },
    { key: 'location', label: 'Location', value: filters.location },
    { key: 'type', label: 'Type', value: filters.type },
  ].filter((chip) => chip.value);

  const linkTo = (next: Filters) => `/careers${jobSearchQuery(next)}#positions`;

  return (
    <div>
      <form
        action="/careers#positions"
        method="get"
        role="search"
        aria-label="Job search"
        className="grid grid-cols-2 gap-3 md:grid-cols-[1fr_13rem_13rem_auto]"
        onSubmit={(event) => {
          event.preventDefault();
          onChange({ ...filters, q: query.trim() || undefined });
        }}
      >
        <label className="relative max-md:col-span-2">
          <span className="sr-only">Search jobs</span>
          <Icon
            name="search"
            className="pointer-events-none absolute top-3 left-3 size-5 text-muted"
          />
          <input
            type="search"
            name="q"
            value={query}
            onChange={(event) => onQueryChange(event.target.value)}
            placeholder="Search jobs by title or description..."
            maxLength={100}
            className={`${fieldClass} pl-10`}
          />
        </label>
        <label>
          <span className="sr-only">Location</span>
          <select
            name="location"
            value={filters.location ?? ''}
            className={fieldClass}
            onChange={(event) =>
              onChange({ ...filters, location: event.target.value || undefined })
            }
          >
            <option value="">All Locations</option>
            {locations.map((location) => (
              <option key={location}>{location}</option>
            ))}
          </select>
        </label>
        <label>
          <span className="sr-only">Employment type</span>
          <select
            name="type"
            value={filters.type ?? ''}
            className={fieldClass}
            onChange={(event) => onChange({ ...filters, type: event.target.value || undefined })}
          >
            <option value="">All Types</option>
            {types.map((type) => (
              <option key={type}>{type}</option>
            ))}
          </select>
        </label>
        <button type="submit" className="btn-primary h-11 max-md:col-span-2">
          Search
        </button>
      </form>

      {chips.length > 0 && (
        <div className="mt-4 flex flex-wrap items-center gap-2">
          <span className="text-sm text-muted">Active filters:</span>
          {chips.map((chip) => {
            const next = { ...filters, [chip.key]: undefined };
            return (
              <a
                key={chip.key}
                href={linkTo(next)}
                onClick={(event) => {
                  event.preventDefault();
                  onChange(next);
                }}
                className="inline-flex items-center gap-1.5 rounded-full bg-surface-tint px-3 py-1.5 text-sm font-medium text-brand-purple-deep hover:bg-brand-purple/15"
              >
                {chip.label}: {chip.value}
                <Icon name="x" className="size-4" />
                <span className="sr-only">(remove)</span>
              </a>
            );
          })}
          <a
            href={linkTo({})}
            onClick={(event) => {
              event.preventDefault();
              onChange({});
            }}
            className="text-sm font-semibold text-brand-purple-strong underline underline-offset-4"
          >
            Clear all
          </a>
        </div>
      )}
    </div>
  );
}
