/** The eyebrow, h2 and intro that open most sections. */
export function SectionHeading({
  id,
  eyebrow,
  heading,
  intro,
  align = 'center',
  tone = 'light',
}: {
  id: string;
  eyebrow?: string;
  heading: string;
  intro?: string;
  align?: 'center' | 'left';
  tone?: 'light' | 'dark';
}) {
  return (
    <div className={align === 'center' ? 'mx-auto max-w-3xl text-center' : 'max-w-3xl'}>
      {eyebrow && (
        <p className={tone === 'dark' ? 'eyebrow text-brand-orange' : 'eyebrow'}>{eyebrow}</p>
      )}
      <h2
        id={id}
        className={`mt-2 text-3xl font-bold sm:text-4xl ${tone === 'dark' ? 'text-white' : 'text-ink'}`}
      >
        {heading}
      </h2>
      {intro && (
        <p
          className={`measure mt-4 text-lg leading-8 ${align === 'center' ? 'mx-auto' : ''} ${tone === 'dark' ? 'text-slate-300' : 'text-muted'}`}
        >
          {intro}
        </p>
      )}
    </div>
  );
}
