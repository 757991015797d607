export function printable(text: unknown, options?: { indent?: string }): string;
export function printableJson(value: unknown): string;
export function printableRow<Row extends Record<string, unknown>>(row: Row): Row;
