/** The texts of a list an editor fills one row a text. */
export const texts = (rows: readonly { text: string }[]): string[] => rows.map((row) => row.text);
