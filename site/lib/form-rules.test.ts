import { describe, expect, it } from 'vitest';
import { z } from 'zod/mini';
import { isValidPhone, schemaErrors } from './form-rules';

describe('schemaErrors', () => {
  const schema = z
    .object({
      name: z.string().check(z.trim(), z.minLength(1, 'Indiquez votre nom.'), z.maxLength(5, 'Trop long.')),
      mail: z.string(),
      phone: z.string(),
    })
    .check(z.refine((value) => value.mail !== '' || value.phone !== '', { path: ['mail'], message: 'Un moyen de contact.' }));

  it('gives `{}` for valid values', () => {
    expect(schemaErrors(schema, { name: ' Anne ', mail: 'a@b.fr', phone: '' })).toEqual({});
  });
  it('gives the first message of each field, the object’s rules on the field they name', () => {
    expect(schemaErrors(schema, { name: ' ', mail: '', phone: '' })).toEqual({ name: 'Indiquez votre nom.', mail: 'Un moyen de contact.' });
    expect(schemaErrors(schema, { name: 'Anne-Sophie', mail: 'a@b.fr', phone: '' })).toEqual({ name: 'Trop long.' });
  });
});

describe('isValidPhone', () => {
  it('accepts French and international writings, refuses the rest', () => {
    for (const phone of ['02 99 12 34 56', '02.99.12.34.56', '+33 (0)2 99 12 34 56', '0299123456']) expect(isValidPhone(phone), phone).toBe(true);
    for (const phone of ['12', '02 99 12 34 5x', '+33 2 99 12 34 56 78 90 12 34']) expect(isValidPhone(phone), phone).toBe(false);
  });
});
