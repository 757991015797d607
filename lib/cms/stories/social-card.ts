import 'server-only';
import { getCaseStudy, getInsight } from './index';

/** The social card's words for /insights/<slug> or /case-studies/<slug>, or null. */
export async function storyCardText(
  segments: readonly string[],
): Promise<{ eyebrow: string; title: string; subtitle: string } | null> {
  const [section, slug] = segments;
  if (!slug || segments.length !== 2) return null;
  if (section === 'insights') {
    const insight = await getInsight(slug);
    return insight
      ? {
          eyebrow: `Insights · ${insight.category.name}`,
          title: insight.title,
          subtitle: insight.summary,
        }
      : null;
  }
  if (section === 'case-studies') {
    const study = await getCaseStudy(slug);
    return study
      ? { eyebrow: `Case study · ${study.industry}`, title: study.title, subtitle: study.summary }
      : null;
  }
  return null;
}
