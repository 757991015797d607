export function fill(template: string, values: Record<string, string>): string;
