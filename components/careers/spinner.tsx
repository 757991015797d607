/** A spinning ring with a spoken label; the motion stops for people who ask for less. */
export function Spinner({ label }: { label: string }) {
  return (
    <div role="status" className="flex justify-center py-16">
      <span
        aria-hidden="true"
        className="size-10 animate-spin rounded-full border-4 border-slate-200 border-t-brand-purple-strong motion-reduce:animate-none"
      />
      <span className="sr-only">{label}</span>
    </div>
  );
}
