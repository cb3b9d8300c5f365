import { describe, expect, it } from 'vitest';
import { deserialize } from './deserialize';

describe('deserialize', () => {
  it('flattens attributes and resolves included relationships', () => {
    const result = deserialize({
      data: [
        {
          type: 'node--article',
          id: 'a1',
          attributes: { title: 'Hello', body: null },
          relationships: {
            uid: { data: { type: 'user--user', id: 'u1' } },
            field_tags: { data: [{ type: 'taxonomy_term--tags', id: 't1' }, { type: 'taxonomy_term--tags', id: 't2' }] },
            field_image: { data: null },
          },
        },
      ],
      included: [{ type: 'user--user', id: 'u1', attributes: { name: 'alice' } }],
    });
    expect(result).toEqual([
      {
        type: 'node--article',
        id: 'a1',
        title: 'Hello',
        body: null,
        uid: { type: 'user--user', id: 'u1', name: 'alice' },
        field_tags: [
          { type: 'taxonomy_term--tags', id: 't1' },
          { type: 'taxonomy_term--tags', id: 't2' },
        ],
        field_image: null,
      },
    ]);
  });

  it('handles a single resource, cycles and empty documents', () => {
    const result = deserialize({
      data: { type: 'a', id: '1', relationships: { other: { data: { type: 'b', id: '2' } } } },
      included: [{ type: 'b', id: '2', relationships: { back: { data: { type: 'a', id: '1' } } } }],
    }) as Record<string, any>;
    expect(result['other']['back']).toBe(result);
    expect(deserialize({ data: null })).toBeNull();
  });
});
