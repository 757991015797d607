export function seededStore(folder: string): string;
