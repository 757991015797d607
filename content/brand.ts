/**
 * The brand's colours, defined once. The stylesheet's theme (app/(site)/brand.css, written from this
 * file by `npm run brand`), the social cards, the manifest, the pages made without the layout
 * and the artwork scripts all read them from here.
 */
export const brandColors = {
  /** Purple carries white text (4.5:1): the fill of primary buttons on light backgrounds. */
  'brand-purple': '#9b51e0',
  /** Orange carries ink (8:1), never white text: the fill of primary buttons on dark backgrounds. */
  'brand-orange': '#f2994a',
  /** The same hues, darker, for small text on white and on the tinted surfaces (6:1 and more). */
  'brand-purple-strong': '#8327d8',
  'brand-orange-strong': '#a7550c',
  /** Hover fills and dark backgrounds of the purple; the hover fill of the orange. */
  'brand-purple-deep': '#5b1b98',
  'brand-orange-soft': '#f5ad6e',
  /** The mid stop that keeps a purple-to-orange blend vivid instead of grey-brown. */
  'brand-magenta': '#c83e9e',
  ink: '#0f172a',
  'ink-soft': '#334155',
  muted: '#475569',
  /** Borders of form controls: 4.8:1 on white, enough for a control's edge (WCAG 1.4.11). */
  'control-border': '#64748b',
  surface: '#f8fafc',
  'surface-tint': '#faf5ff',
  /** Field errors and their borders: 6.5:1 on white. */
  danger: '#b91c1c',
} as const;

export type BrandColour = keyof typeof brandColors;

/** The colours the company's facts carry (Company['colors']): the design's, not an editor's. */
export const companyColors = {
  orange: brandColors['brand-orange'],
  purple: brandColors['brand-purple'],
  ink: brandColors.ink,
  background: '#ffffff',
} as const;
