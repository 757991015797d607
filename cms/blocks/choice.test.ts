import type { TextField } from 'payload';
import { choiceField, designBelongsTo } from './choice';

const options = [
  { value: 'about-story', label: 'About: story' },
  { value: 'product-tour', label: 'Product: tour' },
];
const check = (field: TextField, value: unknown, path = '/about') =>
  (field.validate as (value: unknown, args: object) => true | string)(value, { data: { path } });

it('is text in the database with the list as its type, checked against the list on save', () => {
  const field = choiceField('design', options, { required: true });
  expect(field.type).toBe('text');
  expect(field.typescriptSchema![0]!({ jsonSchema: { type: 'string' } })).toEqual({
    type: 'string',
    enum: ['about-story', 'product-tour'],
  });
  expect(check(field, 'about-story')).toBe(true);
  expect(check(field, 'about-storyx')).toBe('Choose one of the list.');
  expect(check(field, 42)).toBe('Choose one of the list.');
  expect(check(field, '')).toBe('Choose one.');
  expect(check(choiceField('art', options), null)).toBe(true);
});

it('offers a page only its own designs', () => {
  const field = choiceField('design', options, { required: true, ofThePage: true });
  expect(check(field, 'about-story', '/about')).toBe(true);
  expect(check(field, 'product-tour', '/about')).toBe('Choose a design of this page.');
  expect(check(field, 'product-tour', '/products/hrms')).toBe(true);
  expect(designBelongsTo('about-story', '/about-us')).toBe(false);
});
