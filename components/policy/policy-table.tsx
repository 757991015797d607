import type { Policy } from '@/cms/payload-types';

type Table = NonNullable<Policy['sections'][number]['table']>;

/** A section's table when it has one: a caption and a column at least (editors may leave it empty). */
export const tableOf = (table: Table | null | undefined): Table | undefined =>
  table?.caption && table.columns?.length ? table : undefined;

/** A policy table with a caption and column headers; the first cell of each row heads the row. */
export function PolicyTable({ table }: { table: Table }) {
  return (
    <div
      className="mt-6 overflow-x-auto rounded-2xl border border-slate-200 print:overflow-visible print:rounded-none"
      tabIndex={0}
      role="region"
      aria-label={table.caption ?? undefined}
    >
      <table className="w-full min-w-[36rem] border-collapse text-left text-sm print:min-w-0">
        <caption className="bg-surface px-4 py-3 text-left font-semibold text-ink">
          {table.caption}
        </caption>
        <thead>
          <tr className="border-y border-slate-200 bg-surface-tint">
            {table.columns?.map((column) => (
              <th key={column.text} scope="col" className="px-4 py-3 font-semibold text-ink">
                {column.text}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {table.rows?.map(({ cells }, row) => {
            const [first, ...rest] = cells ?? [];
            return (
              <tr key={row} className="border-b border-slate-200 align-top last:border-b-0">
                <th scope="row" className="px-4 py-3 font-semibold text-ink">
                  {first?.text}
                </th>
                {rest.map((cell, index) => (
                  <td key={index} className="px-4 py-3 leading-6 text-ink-soft">
                    {cell.text}
                  </td>
                ))}
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
