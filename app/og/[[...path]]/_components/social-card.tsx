import { brandColors, companyColors as colors } from '@/content/brand';
import { trimEnd } from '@/lib/shared/trim';

export type SocialCardText = { eyebrow?: string; title: string; subtitle?: string };
/** The card's words with the company's name, as the CMS publishes it. */
export type SocialCardWords = SocialCardText & { companyName: string };

const SUBTITLE_MAX = 170;

/** At most three lines of the card's subtitle, cut at a word. */
function clip(text: string): string {
  if (text.length <= SUBTITLE_MAX) return text;
  return `${trimEnd(text.slice(0, text.lastIndexOf(' ', SUBTITLE_MAX)), /[\s,.;:–-]/)}…`;
}

/** The brand star of public/images/brand/logo-mark.svg, drawn inline (Satori reads no files). */
function Star() {
  return (
    <svg width="64" height="64" viewBox="0 0 64 64">
      <defs>
        <linearGradient id="star" x1="0" y1="0" x2="1" y2="1">
          <stop offset="0.25" stopColor={colors.orange} />
          <stop offset="0.8" stopColor={colors.purple} />
        </linearGradient>
      </defs>
      <path
        d="M32 1L34.4 26.3L42.1 21.9L37.7 29.6L54.9 32L37.7 34.4L42.1 42.1L34.4 37.7L32 63L29.6 37.7L21.9 42.1L26.3 34.4L9.1 32L26.3 29.6L21.9 21.9L29.6 26.3Z"
        fill="url(#star)"
      />
    </svg>
  );
}

/** A 1200×630 social card: company, section, the page's title and what it is about. */
export function SocialCard({ companyName, eyebrow, title, subtitle }: SocialCardWords) {
  return (
    <div
      style={{
        width: '100%',
        height: '100%',
        display: 'flex',
        flexDirection: 'column',
        justifyContent: 'space-between',
        padding: '64px 80px',
        color: 'white',
        background: `linear-gradient(135deg, ${colors.ink} 0%, ${brandColors['brand-purple-deep']} 100%)`,
      }}
    >
      <div style={{ display: 'flex', alignItems: 'center', gap: 20 }}>
        <Star />
        <div style={{ fontSize: 34, letterSpacing: -0.5 }}>{companyName}</div>
      </div>
      <div style={{ display: 'flex', flexDirection: 'column' }}>
        <div
          style={{
            display: 'flex',
            alignItems: 'center',
            gap: 18,
            fontSize: 26,
            color: colors.orange,
            letterSpacing: 3,
          }}
        >
          <div style={{ width: 56, height: 6, borderRadius: 3, background: colors.orange }} />
          {eyebrow?.toUpperCase()}
        </div>
        <div
          style={{
            marginTop: 24,
            fontSize: title.length > 42 ? 60 : 76,
            lineHeight: 1.08,
            letterSpacing: -1.5,
            maxWidth: 1040,
          }}
        >
          {title}
        </div>
        {subtitle && (
          <div
            style={{
              marginTop: 26,
              fontSize: 28,
              lineHeight: 1.4,
              color: '#cbd5e1',
              maxWidth: 1000,
            }}
          >
            {clip(subtitle)}
          </div>
        )}
      </div>
      <div
        style={{ display: 'flex', justifyContent: 'space-between', fontSize: 22, color: '#94a3b8' }}
      >
        <div>Staffing · Consulting · Technology · Training</div>
        <div>Hyderabad, India</div>
      </div>
    </div>
  );
}
