/** The first letters of a person's first and last names: 'Priya Raghavan' → 'PR'. */
export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const letters = words.length > 1 ? [words[0], words[words.length - 1]] : words;
  return letters.map((word) => word![0]!.toLocaleUpperCase('en-IN')).join('');
}

const fills = [
  'bg-brand-purple text-white',
  'bg-brand-orange text-ink',
  'bg-ink text-white ring-2 ring-brand-orange ring-inset',
] as const;

/**
 * A person without a photo: their initials in a brand-coloured circle, the colour fixed by the
 * name so one person always looks the same. Decorative: the name is written beside it.
 */
export function InitialsAvatar({ name, className }: { name: string; className: string }) {
  const hash = [...name].reduce((sum, letter) => sum + letter.charCodeAt(0), 0);
  return (
    <span
      aria-hidden="true"
      className={`grid shrink-0 place-items-center rounded-full font-display text-lg font-bold ${fills[hash % fills.length]} ${className}`}
    >
      {initialsOf(name)}
    </span>
  );
}
