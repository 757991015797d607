import { Icon } from '@/components/icon/icon';
import { careers } from '@/content/careers';
import type { BoardSummary } from '@/lib/jobs/board-summary';
import { PanelHeading } from './panel-heading';
import { FloatChip, Meter, Panel, Scene } from './scene';

const PLACES_SHOWN = 3;

/**
 * The careers hero's picture: the job board as it stands at this request, drawn from the open
 * jobs themselves (how many, where, of which kind, how many new this week). The busiest places
 * are named and the rest summed in one row, so the rows add up to the total. Nothing without jobs.
 */
export function OpenRolesArt({ board }: { board: BoardSummary }) {
  if (board.total === 0) return null;
  const rest = board.places.slice(PLACES_SHOWN);
  const rows: [label: string, count: number][] = board.places.slice(0, PLACES_SHOWN);
  if (rest.length > 0)
    rows.push([
      careers.openRoles.elsewhere(rest.length),
      rest.reduce((sum, [, count]) => sum + count, 0),
    ]);
  return (
    <Scene>
      <Panel>
        <PanelHeading label={careers.openRoles.label} total={board.total} />
        <ul className="mt-4 space-y-3">
          {rows.map(([place, count], index) => (
            <li key={place} data-place={index < PLACES_SHOWN ? place : undefined}>
              <span className="flex items-center justify-between gap-2">
                <span className="flex items-center gap-1.5 font-medium">
                  <Icon name="map-pin" className="size-3.5 text-brand-purple-strong" />
                  {place}
                </span>
                <span className="text-muted" data-count>
                  {count}
                </span>
              </span>
              <span className="mt-1.5 block">
                <Meter value={(count / board.total) * 100} />
              </span>
            </li>
          ))}
        </ul>
        <p className="mt-4 flex flex-wrap gap-1.5">
          {board.kinds.map(([kind, count]) => (
            <span
              key={kind}
              data-kind={kind}
              className="rounded-full bg-surface-tint px-2.5 py-0.5 text-[11px] font-medium text-brand-purple-strong"
            >
              {kind} · {count}
            </span>
          ))}
        </p>
      </Panel>
      {board.postedThisWeek > 0 && (
        <FloatChip icon="sparkles" className="right-0 -bottom-1 sm:right-2">
          {careers.openRoles.newThisWeek(board.postedThisWeek)}
        </FloatChip>
      )}
    </Scene>
  );
}
