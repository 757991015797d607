export const BRAND_CSS_PATH: string;
export function brandCss(): string;
