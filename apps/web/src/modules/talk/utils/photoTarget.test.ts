import { makeChatRoom } from '@genba/api-client/fixtures';
import { describe, expect, it } from 'vitest';
import { photoCallFor, photoTargetOf } from './photoTarget.ts';

describe('photoTargetOf', () => {
  it('names the site, the group room, or the private room with its partner', () => {
    expect(
      photoTargetOf(makeChatRoom({ chatroom_id: 5, type: 'project', attendance_field_id: 12 }), undefined),
    ).toEqual({
      type: 'project',
      roomId: 5,
      fieldId: 12,
    });
    expect(
      photoTargetOf(makeChatRoom({ chatroom_id: 6, type: 'group', attendance_field_id: null }), undefined),
    ).toEqual({
      type: 'group',
      roomId: 6,
    });
    const privateRoom = makeChatRoom({ chatroom_id: 7, type: 'private', attendance_field_id: null });
    expect(photoTargetOf(privateRoom, 44)).toEqual({ type: 'private', roomId: 7, partnerId: 44 });
    // Without the partner a private send cannot be addressed.
    expect(photoTargetOf(privateRoom, undefined)).toBeNull();
  });
});

describe('photoCallFor', () => {
  it('starts group and private sends with the first-photo call and attaches the rest', () => {
    const group = { type: 'group', roomId: 6 } as const;
    expect(photoCallFor(group, undefined)).toBe('sendChatroomFirstPhoto');
    expect(photoCallFor(group, 900)).toBe('sendGroupPhoto');
    const pair = { type: 'private', roomId: null, partnerId: 44 } as const;
    expect(photoCallFor(pair, undefined)).toBe('sendMemberFirstPhoto');
    expect(photoCallFor(pair, 901)).toBe('sendMemberPhoto');
    const site = { type: 'project', roomId: 5, fieldId: 12 } as const;
    expect(photoCallFor(site, undefined)).toBe('sendFieldPhoto');
    expect(photoCallFor(site, 902)).toBe('sendFieldPhoto');
  });
});
