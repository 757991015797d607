/**
 * Fictional client wordmarks for the home page logo wall. The names are invented placeholders,
 * not real customers; components/sections/client-wordmark.tsx draws each mark and type style.
 */
export type ClientWordmark = {
  name: string;
  /** The first word, set large. */
  word: string;
  /** The rest of the name, set small beneath or beside it. */
  descriptor: string;
  mark: 'cross' | 'bars' | 'leaf' | 'hexagon' | 'tiles';
  style: 'stacked' | 'inline' | 'spaced';
};

export const clientLogos: readonly ClientWordmark[] = [
  { name: 'Kavya Health', word: 'Kavya', descriptor: 'Health', mark: 'cross', style: 'stacked' },
  { name: 'Deccan Fintech', word: 'deccan', descriptor: 'fintech', mark: 'bars', style: 'inline' },
  {
    name: 'Greenfold Foods',
    word: 'Greenfold',
    descriptor: 'Foods',
    mark: 'leaf',
    style: 'stacked',
  },
  {
    name: 'Corvane Motors',
    word: 'CORVANE',
    descriptor: 'Motors',
    mark: 'hexagon',
    style: 'spaced',
  },
  {
    name: 'Syntaro Systems',
    word: 'syntaro',
    descriptor: 'systems',
    mark: 'tiles',
    style: 'inline',
  },
];
