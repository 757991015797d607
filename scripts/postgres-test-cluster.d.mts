export function startCluster(): Promise<{ url: string; stop: () => void }>;
