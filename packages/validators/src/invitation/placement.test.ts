import { describe, expect, it } from 'vitest';
import { approximateAddress, placementHint } from './placement.ts';

describe('placementHint', () => {
  it('checks the cases in the order of talk §4', () => {
    const all = { id: 1, user_id: 2, regist_company_id: 3, invitation_company_id: 10, del_flg: 0 };
    expect(placementHint({ ...all, invitation_status: 1 }, 10)).toBe('招待中のため登録できません');
    expect(placementHint({ ...all, invitation_status: 3 }, 10)).toBe('一度招待を拒否したメンバーです');
    expect(placementHint({ ...all, invitation_status: 1 }, 11)).toBe('既に配置しています');
    expect(placementHint({ id: 1, regist_company_id: 3 }, 10)).toBe('会社のメンバーを配置します');
    expect(placementHint({ id: 1 }, 10)).toBe('既に現場ポケットユーザです');
    expect(placementHint({}, 10)).toBeNull();
  });
  it('ignores deleted invitations of the same company', () => {
    expect(placementHint({ invitation_company_id: 10, invitation_status: 1, del_flg: 1 }, 10)).toBeNull();
  });
  it("adds '付近' to approximate addresses", () => {
    expect(approximateAddress('福岡市中央区天神')).toBe('福岡市中央区天神付近');
    expect(approximateAddress('')).toBe('');
  });
});
