export function postgresBin(): string | null;
export function startCluster(): Promise<{ url: string; stop: () => void }>;
