export function ramDisk(): string | undefined;
