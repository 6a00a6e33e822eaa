import { describe, expect, it } from 'vitest';
import { issuesOf } from '../internal/issues.test-utils.ts';
import { projectCompletionStatusSchema } from './names.ts';

describe('projectCompletionStatusSchema colour', () => {
  it('accepts exactly #RRGGBB', () => {
    expect(issuesOf(projectCompletionStatusSchema, { name: '施工中', color: '#A0b1C2' })).toEqual({});
    for (const color of ['#A0B1C2D', 'x#A0B1C2', 'A0B1C2', '#A0B1C'])
      expect(Object.keys(issuesOf(projectCompletionStatusSchema, { name: '施工中', color })), color).toEqual([
        'color',
      ]);
  });
});
