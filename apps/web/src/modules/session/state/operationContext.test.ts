import { describe, expect, it } from 'vitest';
import { createOperationContext, fieldIdFromLocation } from './operationContext.ts';

describe('fieldIdFromLocation', () => {
  it('reads the project from the path or the field_id query', () => {
    expect(fieldIdFromLocation('/talk/5001')).toBe(5001);
    expect(fieldIdFromLocation('/album/7/photos')).toBe(7);
    expect(fieldIdFromLocation('/talk', '?field_id=42')).toBe(42);
    expect(fieldIdFromLocation('/daily/12', '?field_id=99')).toBe(99);
  });

  it('is null when the route is about no project', () => {
    expect(fieldIdFromLocation('/talk')).toBeNull();
    expect(fieldIdFromLocation('/news/3/detail')).toBeNull();
    expect(fieldIdFromLocation('/talk', '?field_id=abc')).toBeNull();
  });
});

describe('createOperationContext', () => {
  it('patches and clears the ids', () => {
    const context = createOperationContext();
    context.set({ memberId: 1, companyId: 2 });
    context.set({ fieldId: 3 });
    expect(context.get()).toEqual({ memberId: 1, companyId: 2, fieldId: 3 });
    context.clear();
    expect(context.get()).toEqual({ memberId: null, companyId: null, fieldId: null });
  });
});
