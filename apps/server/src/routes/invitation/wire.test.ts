import { decodeInvitationLink } from '@genba/validators';
import { describe, expect, it } from 'vitest';
import type { OpenLinkRow } from './queries.ts';
import { toWireOpenLink } from './wire.ts';

const row: OpenLinkRow = {
  id: 1,
  companyId: 3,
  officeId: 4,
  chatroomId: null,
  token: 'q3Vb8mZk1Xr0TnP4sLw9HdY2cFgJ6eA7uKoRiNtSxWz',
  createdByMemberId: 9,
  createdAt: new Date('2026-11-20T00:00:00Z'),
  revokedAt: null,
};

describe('toWireOpenLink', () => {
  it('encodes the token with the ids (a company link’s room as 0) and builds the URL on the public page', () => {
    const wire = toWireOpenLink(row, 'https://genba.example.jp/');
    expect(decodeInvitationLink(wire.encoded)).toEqual({
      kind: 'open',
      token: row.token,
      chatroom_id: 0,
      company_id: 3,
      office_id: 4,
    });
    expect(wire).toMatchObject({
      url: `https://genba.example.jp/invitation_user/${wire.encoded}`,
      chatroom_id: null,
      office_id: 4,
      created_at: '2026-11-20 09:00:00',
    });
  });
});
