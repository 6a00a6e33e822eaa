import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { albumTagGroups, albumTags, companies } from '../../src/db/schema/index.ts';
import { DEMO_LOGINS, DEMO_PARTNER_COMPANY_NAME } from '../../src/db/seed/demo.ts';
import { loginAsDemo, startTestServer, type TestServer } from '../helpers/app.ts';

/**
 * The tag master settings over HTTP (issue 12): create, rename, reorder and
 * delete tag groups and tags; the spec's limits and messages; writes only for
 * site-master managers; another company's groups answer like unknown ids.
 * One server for the file (each server seeds a database).
 */
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
});

const manager = () => loginAsDemo(server, DEMO_LOGINS.companyManager.email);

describe('tag groups', () => {
  it('creates a group last, refuses a duplicate or too long name with the spec messages', async () => {
    const client = await manager();
    const before = await client.api('getTagGroupSettings');
    expect(before.status).toBe(200);
    const created = await client.api('createTagGroup', { body: { name: ' 検査 ', pqa_flg: 1 } });
    expect(created.status).toBe(200);
    expect(created.data.tag_group).toMatchObject({ name: '検査', pqa_flg: 1, field_id: null, tags: [] });
    const after = await client.api('getTagGroupSettings');
    expect(after.data.tag_groups.at(-1)?.name).toBe('検査');
    expect(after.data.tag_groups).toHaveLength(before.data.tag_groups.length + 1);

    const duplicate = await client.api('createTagGroup', { body: { name: '検査', pqa_flg: 0 } });
    expect(duplicate.status).toBe(422);
    expect(duplicate.error.errors).toEqual({ name: ['同じ名前のタググループが既にあります。'] });
    const long = await client.api('createTagGroup', { body: { name: 'あ'.repeat(21), pqa_flg: 0 } });
    expect(long.status).toBe(422);
    expect(long.error.errors).toEqual({ name: ['20文字以下で入力してください'] });
    const blank = await client.api('createTagGroup', { body: { name: '  ', pqa_flg: 0 } });
    expect(blank.error.errors).toEqual({ name: ['タググループ名を入力してください。'] });
  });

  it('renames, reorders and deletes a group; its tags stay under 不明', async () => {
    const client = await manager();
    const group = (await client.api('createTagGroup', { body: { name: '並べ替え', pqa_flg: 0 } })).data
      .tag_group;
    const tag = await client.api('createTag', { body: { name: '残るタグ', tag_group_id: group.id } });
    expect(tag.status).toBe(200);

    const renamed = await client.api('updateTagGroup', {
      params: { id: group.id },
      body: { name: '並べ替え済み', pqa_flg: 1 },
    });
    expect(renamed.data.tag_group).toMatchObject({ name: '並べ替え済み', pqa_flg: 1 });
    expect(renamed.data.tag_group.tags.map((t) => t.name)).toEqual(['残るタグ']);

    const ids = (await client.api('getTagGroupSettings')).data.tag_groups.map((g) => g.id);
    const reversed = [...ids].reverse();
    const sorted = await client.api('sortTagGroups', { body: { ids: reversed } });
    expect(sorted.status).toBe(200);
    expect(sorted.data.tag_groups.map((g) => g.id)).toEqual(reversed);
    const partial = await client.api('sortTagGroups', { body: { ids: reversed.slice(1) } });
    expect(partial.status).toBe(422);

    const deleted = await client.api('deleteTagGroup', { params: { id: group.id } });
    expect(deleted.data).toEqual({ success: true, ungrouped_tag_count: 1 });
    const after = await client.api('getTagGroupSettings');
    expect(after.data.tag_groups.map((g) => g.id)).not.toContain(group.id);
    expect(after.data.ungrouped_tags.map((t) => t.name)).toContain('残るタグ');
  });
});

describe("a project's own tag groups (talk §3 field_id)", () => {
  it('lists them after the company groups for that project only; their tags are never 不明 elsewhere', async () => {
    const client = await manager();
    const fields = (await client.api('getInitAlbumData', {})).data.fields;
    const [one, other] = fields;
    if (!one || !other) throw new Error('the seed gives the manager two projects');
    const group = await client.api('createTagGroup', {
      body: { name: '現場専用', pqa_flg: 0, field_id: one.attendance_field_id },
    });
    expect(group.status).toBe(200);
    expect(group.data.tag_group.field_id).toBe(one.attendance_field_id);
    await client.api('createTag', { body: { name: '専用タグ', tag_group_id: group.data.tag_group.id } });
    // The same name is free in another scope.
    const elsewhere = await client.api('createTagGroup', {
      body: { name: '現場専用', pqa_flg: 0, field_id: other.attendance_field_id },
    });
    expect(elsewhere.status).toBe(200);

    const scoped = await client.api('getTagGroupSettings', {
      query: { field_id: String(one.attendance_field_id) },
    });
    const own = scoped.data.tag_groups.filter((g) => g.field_id !== null);
    expect(own.map((g) => g.id)).toEqual([group.data.tag_group.id]);
    expect(own[0]?.tags.map((t) => t.name)).toEqual(['専用タグ']);
    // Company groups come first.
    const firstOwn = scoped.data.tag_groups.findIndex((g) => g.field_id !== null);
    expect(scoped.data.tag_groups.slice(firstOwn).every((g) => g.field_id !== null)).toBe(true);

    const company = await client.api('getTagGroupSettings');
    expect(company.data.tag_groups.every((g) => g.field_id === null)).toBe(true);
    expect(company.data.ungrouped_tags.map((t) => t.name)).not.toContain('専用タグ');
  });
});

describe('tags', () => {
  it('creates, renames, moves, reorders and deletes tags with the limits of core §5', async () => {
    const client = await manager();
    const group = (await client.api('createTagGroup', { body: { name: 'タグ試験', pqa_flg: 0 } })).data
      .tag_group;
    const a = await client.api('createTag', { body: { name: '足場', tag_group_id: group.id } });
    const b = await client.api('createTag', {
      body: {
        name: '養生',
        tag_group_id: group.id,
        operations: {
          album: { checked: true, pqa: true, required: true },
          board: { checked: false, pqa: false, required: false },
        },
      },
    });
    expect(b.data.tag.operations.album).toMatchObject({ checked: true, pqa: true, required: true });
    expect(a.data.tag.operations.board).toMatchObject({ checked: true, pqa: false, required: false });

    const long = await client.api('createTag', { body: { name: 'a'.repeat(33), tag_group_id: group.id } });
    expect(long.error.errors).toEqual({ name: ['32文字以下で入力してください'] });
    const same = await client.api('createTag', { body: { name: '足場', tag_group_id: group.id } });
    expect(same.error.errors).toEqual({ name: ['同じ名前のタグが既にあります。'] });
    const nowhere = await client.api('createTag', { body: { name: 'どこか', tag_group_id: 2_000_000_000 } });
    expect(nowhere.error.errors).toEqual({ tag_group_id: ['タググループが見つかりません。'] });

    const sorted = await client.api('sortTags', {
      body: { tag_group_id: group.id, ids: [b.data.tag.id, a.data.tag.id] },
    });
    expect(sorted.data.tag_groups.find((g) => g.id === group.id)?.tags.map((t) => t.name)).toEqual([
      '養生',
      '足場',
    ]);

    const moved = await client.api('updateTag', {
      params: { id: a.data.tag.id },
      body: { name: '足場（外部）', tag_group_id: null },
    });
    expect(moved.data).toMatchObject({ tag: { name: '足場（外部）' }, tag_group_id: null });

    expect((await client.api('deleteTag', { params: { id: b.data.tag.id } })).data).toEqual({
      success: true,
    });
    const after = await client.api('getTagGroupSettings');
    expect(after.data.tag_groups.find((g) => g.id === group.id)?.tags).toEqual([]);
  });
});

describe('access', () => {
  it('a general member reads the tags but may not change them', async () => {
    const client = await loginAsDemo(server, 'ippan@example.com');
    expect((await client.api('getTagGroupSettings')).status).toBe(200);
    const res = await client.api('createTagGroup', { body: { name: '一般', pqa_flg: 0 } });
    expect(res.status).toBe(403);
  });

  it("another company's groups and tags answer like unknown ids and are never listed", async () => {
    const db = server.database.db;
    const [other] = await db.select().from(companies).where(eq(companies.name, DEMO_PARTNER_COMPANY_NAME));
    if (!other) throw new Error('seed company missing');
    const [group] = await db
      .insert(albumTagGroups)
      .values({ companyId: other.id, name: '他社グループ' })
      .returning();
    const [tag] = await db
      .insert(albumTags)
      .values({ companyId: other.id, tagGroupId: group?.id ?? null, name: '他社タグ' })
      .returning();
    if (!group || !tag) throw new Error('insert failed');
    const client = await manager();
    const list = await client.api('getTagGroupSettings');
    expect(list.data.tag_groups.map((g) => g.id)).not.toContain(group.id);
    const attempts = [
      await client.api('updateTagGroup', {
        params: { id: group.id },
        body: { name: '乗っ取り', pqa_flg: 0 },
      }),
      await client.api('deleteTagGroup', { params: { id: group.id } }),
      await client.api('updateTag', {
        params: { id: tag.id },
        body: { name: '乗っ取り', tag_group_id: null },
      }),
      await client.api('deleteTag', { params: { id: tag.id } }),
    ];
    expect(attempts.map((r) => r.status)).toEqual([404, 404, 404, 404]);
    const put = await client.api('createTag', { body: { name: '紛れ込み', tag_group_id: group.id } });
    expect(put.error.errors).toEqual({ tag_group_id: ['タググループが見つかりません。'] });
    const [still] = await db.select().from(albumTags).where(eq(albumTags.id, tag.id));
    expect(still).toMatchObject({ name: '他社タグ', tagGroupId: group.id });
  });
});
