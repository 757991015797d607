export function fill(template: string, values: Record<string, string>): string;
export function forInstalledNginx(config: string): string;
