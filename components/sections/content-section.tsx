import type { ReactNode } from 'react';
import { toneClasses, type Tone } from './section-tone';

/** A full-width page section with an anchor id; its h2 must carry the id `{id}-heading`. */
export function ContentSection({
  id,
  tone = 'white',
  children,
}: {
  id: string;
  tone?: Tone;
  children: ReactNode;
}) {
  return (
    <section
      id={id}
      aria-labelledby={`${id}-heading`}
      data-tone={tone}
      className={`${toneClasses[tone]} py-20 sm:py-24`}
    >
      <div className="container-page">{children}</div>
    </section>
  );
}

/** SectionHeading's tone for a section background. */
export function headingTone(tone: Tone): 'light' | 'dark' {
  return tone === 'dark' ? 'dark' : 'light';
}
