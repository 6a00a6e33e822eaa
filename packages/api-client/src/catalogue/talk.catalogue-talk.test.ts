import { compareRoomMembers } from '@genba/validators';
import { describe, expect, it } from 'vitest';
import {
  makeChatMessage,
  makeChatMessages,
  makeProjectList,
  makeRoomMembers,
  talkFixtures,
} from '../fixtures/talk.ts';
import { ZChatMessage } from '../schemas/chat.ts';
import { TIMEOUTS } from './define.ts';
import { talkEndpoints } from './talk.ts';

/** Method and path of each call as talk §7 writes it; placeholders compare by position only. */
const SPEC: Record<keyof typeof talkEndpoints, [string, string]> = {
  caseCollection: ['POST', '/api/case-collection'],
  groupListSearch: ['GET', '/api/group_list/search'],
  getProjectList: ['GET', '/api/talk/getProjectList'],
  getGroupChatList: ['GET', '/api/talk/getGroupChatList'],
  getGroupAndPrivateChatList: ['GET', '/api/talk/getGroupAndPrivateChatList'],
  getTalkByFieldId: ['GET', '/api/talk/getTalkByFieldId/{id}'],
  getTalkGroupList: ['GET', '/api/talk/getTalkGroupList'],
  getTalkByRoomId: ['GET', '/api/talk/getTalkByRoomId/{id}'],
  getChatroomByRoomId: ['GET', '/api/talk/getChatroomByRoomId/{id}'],
  getTalkMembers: ['GET', '/api/talk/{id}/member'],
  readAllMessage: ['GET', '/api/talk/read-all-message'],
  linkPreview: ['GET', '/api/link-preview'],
  // Designed: the preview image through the page's checks (issue 11 §6).
  linkPreviewImage: ['GET', '/api/link-preview/image'],
  checkPqaActive: ['GET', '/api/pqa-v2/check-pqa-active/field/{id}'],
  getTagMasterList: ['GET', '/api/v2/talk/getTagMasterList/{a}/{b}'],
  getInitArrowChatData: ['GET', '/api/v1/talk/getInitArrowChatData/{id}'],
  getArrowChatMessages: ['GET', '/api/v1/talk/getArrowChatMessages/{id}'],
  getBbsMessages: ['GET', '/api/v1/talk/getBbsMessages/{id}'],
  // Designed: the spec pages no board list.
  getBbsDailyPosts: ['GET', '/api/v1/talk/getBbsDailyPosts/{id}'],
  getInitPrivateChatData: ['GET', '/api/v1/talk/getInitPrivateChatData/{id}'],
  // Designed: not in talk §7.
  getMessageReaders: ['GET', '/api/v1/talk/getMessageReaders/{id}'],
  talkEvents: ['GET', '/api/talk/events'],
  pinTalkSite: ['POST', '/api/talk/pin-site'],
  unpinTalkSite: ['POST', '/api/talk/unpin-site'],
  createGroupRoom: ['POST', '/api/talk/createGroupRoom'],
  getTalkContacts: ['GET', '/api/talk/contacts'],
};
const shape = (path: string) => path.replace(/\{\w+\}/g, '{}');

describe('talk catalogue', () => {
  it.each(Object.entries(talkEndpoints))(
    '%s parses its default fixture and matches talk §7',
    (name, entry) => {
      const key = name as keyof typeof talkEndpoints;
      expect(entry.response.safeParse(talkFixtures[key]()).error).toBeUndefined();
      const [method, path] = SPEC[key];
      expect(entry.method).toBe(method);
      expect(shape(entry.path)).toBe(shape(path));
      expect(entry.summary).toMatch(/[\u3040-\u30ff\u4e00-\u9fff]/);
    },
  );

  it('uses the talk §9 timeouts: site-chat init 240000, link preview 45000, others the default', () => {
    expect(talkEndpoints.getInitArrowChatData.timeout).toBe(240_000);
    expect(talkEndpoints.linkPreview.timeout).toBe(45_000);
    expect(talkEndpoints.getProjectList.timeout).toBe(TIMEOUTS.default);
  });

  it('reads fail as false (talk §8)', () => {
    for (const entry of Object.values(talkEndpoints)) expect(entry.failure).toBe('false');
  });

  it('rejects a project row without a case name', () => {
    const bad = { projects: [{ chatroom_id: 1 }], total_unread: 0 };
    expect(talkEndpoints.getProjectList.response.safeParse(bad).success).toBe(false);
  });

  it('pages messages by limit/min_sent/min_id with a default of 30', () => {
    const query = talkEndpoints.getArrowChatMessages.query;
    expect(query.parse({})).toEqual({ limit: 30 });
    expect(query.parse({ limit: '10', min_sent: '2026-11-20 17:42:10', min_id: '90001' })).toEqual({
      limit: 10,
      min_sent: '2026-11-20 17:42:10',
      min_id: 90001,
    });
    expect(query.safeParse({ min_sent: '2026/11/20' }).success).toBe(false);
  });

  it('link preview accepts only http(s) URLs', () => {
    expect(talkEndpoints.linkPreview.query.safeParse({ url: 'https://example.jp/a' }).success).toBe(true);
    expect(talkEndpoints.linkPreview.query.safeParse({ url: 'javascript:alert(1)' }).success).toBe(false);
  });

  it('a message must carry the content of its kind unless deleted', () => {
    const stamp = { ...makeChatMessage(), kind: 'stamp' as const, message: null, stamp_id: null };
    expect(ZChatMessage.safeParse(stamp).success).toBe(false);
    expect(ZChatMessage.safeParse({ ...stamp, stamp_id: 3 }).success).toBe(true);
    expect(ZChatMessage.safeParse({ ...stamp, del_flg: 1 }).success).toBe(true);
  });

  it('makes a long page of messages for paging stories, newest first', () => {
    const messages = makeChatMessages(65);
    expect(messages).toHaveLength(65);
    expect(new Set(messages.map((m) => m.id)).size).toBe(65);
    const sent = messages.map((m) => m.sent);
    expect([...sent].sort().reverse()).toEqual(sent);
    expect(messages.at(-1)?.sent).toBe('2026-11-20 16:38:10');
  });

  it('the default member list is in the order the server must send (talk §6)', () => {
    const members = makeRoomMembers();
    expect([...members].sort(compareRoomMembers)).toEqual(members);
    expect(members.map((m) => m.room_role)).toEqual([2, 1, 1000, 1000]);
  });

  it('makes a long project list whose badge total adds up', () => {
    const list = makeProjectList(40);
    expect(talkEndpoints.getProjectList.response.safeParse(list).success).toBe(true);
    expect(list.projects).toHaveLength(40);
    expect(new Set(list.projects.map((p) => p.chatroom_id)).size).toBe(40);
    expect(list.total_unread).toBe(list.projects.reduce((sum, p) => sum + p.unread_count, 0));
    expect(makeProjectList(1).projects).toHaveLength(1);
  });
});
