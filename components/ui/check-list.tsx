import { Icon } from '@/components/icon/icon';

type CheckListProps = {
  items: readonly string[];
  /** The lists differ only in look: classes of the list, of each item and of each check mark. */
  className: string;
  itemClassName: string;
  iconClassName?: string;
  icon?: 'check' | 'circle-check-big';
  /** Each item is revealed on its own as it scrolls into view. */
  reveal?: boolean;
};

/** A list of short points, each after a decorative check mark. */
export function CheckList({
  items,
  className,
  itemClassName,
  iconClassName = 'mt-0.5 size-4 text-brand-purple-strong',
  icon = 'check',
  reveal,
}: CheckListProps) {
  return (
    <ul className={className}>
      {items.map((item) => (
        <li key={item} data-reveal={reveal || undefined} className={itemClassName}>
          <Icon name={icon} className={iconClassName} />
          {item}
        </li>
      ))}
    </ul>
  );
}
