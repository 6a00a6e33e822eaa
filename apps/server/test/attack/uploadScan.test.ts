import { readdirSync } from 'node:fs';
import { createServer } from 'node:net';
import { UPLOAD_MESSAGE } from '@genba/validators';
import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EICAR_TEST_STRING } from '../../src/adapters/index.ts';
import {
  albumPhotos,
  bbsFiles,
  chatMessages,
  chatRoomPhotos,
  companyLogos,
  members,
  projectBusinessHistoryFiles,
  users,
} from '../../src/db/schema/index.ts';
import { BBS_SEED_PROJECT } from '../../src/db/seed/bbsFiles.ts';
import { DEMO_LOGINS } from '../../src/db/seed/demo.ts';
import { fieldPhotoForm, findSiteRoom, type SiteRoom } from '../helpers/siteRoom.ts';
import { type Answer, loggedInBrowser } from './client.ts';
import { type AttackServer, startAttackServer } from './server.ts';

/**
 * Malware scanning of every upload path over real HTTP (ADR 013), with the offline
 * scanner, which finds the EICAR test file. The test file is sent as a document where
 * documents are taken, as a "photo" that is nothing of the kind, and appended to a real
 * image that passes every other check. Each is refused with our 422 message, and no
 * row and no stored file appears. A scanner that cannot be reached refuses too (503).
 */
let server: AttackServer;
let site: SiteRoom;
let boardRoomId: number;
let jpeg: Uint8Array<ArrayBuffer>;
let png: Uint8Array<ArrayBuffer>;
beforeAll(async () => {
  server = await startAttackServer();
  site = await findSiteRoom(server.database.db);
  ({ roomId: boardRoomId } = await findSiteRoom(server.database.db, BBS_SEED_PROJECT));
  jpeg = new Uint8Array(
    await sharp({ create: { width: 60, height: 40, channels: 3, background: '#36a' } })
      .jpeg()
      .toBuffer(),
  );
  png = new Uint8Array(
    await sharp({ create: { width: 60, height: 40, channels: 3, background: '#a63' } })
      .png()
      .toBuffer(),
  );
});
afterAll(async () => {
  await server.close();
});

const eicar = () => new TextEncoder().encode(EICAR_TEST_STRING);
/** A valid image with the test file appended: sniffing, dimensions and the thumbnail all accept it. */
const laced = (image: Uint8Array<ArrayBuffer>) => new Uint8Array([...image, ...eicar()]);

/** Every file under the local storage directory: nothing may be written for a refused upload. */
const storedFiles = (directory: string): string[] => {
  try {
    return readdirSync(directory, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => `${entry.parentPath}/${entry.name}`);
  } catch {
    return [];
  }
};
const storageDirectory = () => {
  const storage = server.config.adapters.storage;
  if (storage.kind !== 'local') throw new Error('the attack server stores locally');
  return storage.directory;
};

const rows = async () => {
  const db = server.database.db;
  return {
    photos: await db.$count(albumPhotos),
    roomPhotos: await db.$count(chatRoomPhotos),
    boardFiles: await db.$count(bbsFiles),
    messages: await db.$count(chatMessages),
    historyFiles: await db.$count(projectBusinessHistoryFiles),
    logos: await db.$count(companyLogos),
  };
};

const expectMalwareRefused = (res: Answer, label: string, field = 'file') => {
  expect(res.status, `${label}: ${res.text}`).toBe(422);
  expect((res.body as { errors: Record<string, string[]> }).errors[field], label).toEqual([
    UPLOAD_MESSAGE.malwareFound,
  ]);
};

type Browser = Awaited<ReturnType<typeof loggedInBrowser>>;
type UploadPath = {
  name: string;
  /** Files of the kinds the path takes, each carrying the test file. */
  files: () => File[];
  send: (browser: Browser, file: File) => Promise<Answer>;
  field?: string;
};

const imageFiles = () => [
  new File([eicar()], 'eicar.jpg', { type: 'image/jpeg' }),
  new File([laced(jpeg)], '足場.jpg', { type: 'image/jpeg' }),
  new File([laced(png)], '足場.png', { type: 'image/png' }),
];
const documentFiles = () => [
  new File([eicar()], 'eicar.pdf', { type: 'application/pdf' }),
  new File([new Uint8Array([...new TextEncoder().encode('%PDF-1.4\n'), ...eicar()])], '見積.pdf'),
  ...imageFiles(),
];

const multipart = (fields: Record<string, string | number>, file: File, fileField = 'file') => {
  const body = new FormData();
  for (const [k, v] of Object.entries(fields)) body.set(k, String(v));
  body.set(fileField, file);
  return body;
};

describe('upload malware scanning (offline EICAR scanner)', () => {
  let manager: Browser;
  let memberId: number;
  let groupId: number;
  let historyId: number;
  let partnerId: number;
  beforeAll(async () => {
    manager = await loggedInBrowser(server.baseUrl, DEMO_LOGINS.companyManager.email);
    const contacts = await manager.api('getTalkContacts', {});
    const colleague = (contacts.body as { members: { member_id: number }[] }).members[0]?.member_id;
    if (colleague === undefined) throw new Error('seed: the manager has no contact');
    const group = await manager.api('createGroupRoom', {
      body: { name: '検査テスト', member_ids: [colleague] },
    });
    groupId = (group.body as { chatroom_id: number }).chatroom_id;
    const [me] = await server.database.db
      .select({ id: members.id })
      .from(members)
      .innerJoin(users, eq(users.id, members.userId))
      .where(and(eq(users.email, DEMO_LOGINS.companyManager.email), eq(members.companyId, site.companyId)));
    memberId = me?.id ?? 0;
    const history = await manager.api('createBusinessHistory', {
      params: { id: site.fieldId },
      body: {
        operation_date: '2026-11-20',
        start_time: '10:00',
        end_time: '11:00',
        operation_class: 'visit',
        contact_person: '田中様',
        claim_flg: false,
        memo: '検査',
      },
    });
    expect(history.status, history.text).toBe(200);
    historyId = (history.body as { data: { id: number } }).data.id;
    const partner = await manager.api('regist_company', { body: { company_name: '株式会社検査内装' } });
    expect(partner.status, partner.text).toBe(200);
    partnerId = (partner.body as { data: { id: number } }).data.id;
  });

  const paths: UploadPath[] = [
    {
      name: 'album photo (storeAlbum, also the daily photos)',
      files: imageFiles,
      send: (b, file) =>
        b.send('POST', '/api/storage/storeAlbum', {
          body: multipart(
            {
              field_id: site.fieldId,
              chatroom_id: site.roomId,
              member_id: memberId,
              company_id: site.companyId,
              office_id: 1,
              sent: 0,
              building_picture_datetime: '',
              api_version: 1,
            },
            file,
          ),
        }),
    },
    {
      name: 'site talk photo (sendFieldPhoto)',
      files: imageFiles,
      send: (b, file) => b.send('POST', '/api/v1/talk/sendFieldPhoto', { body: fieldPhotoForm(site, file) }),
    },
    {
      name: 'group talk photo (sendGroupPhoto)',
      files: imageFiles,
      send: (b, file) =>
        b.send('POST', '/api/v1/talk/sendGroupPhoto', {
          body: multipart({ chatroom_id: groupId, api_version: 2 }, file),
        }),
    },
    {
      name: 'board file (storage/field)',
      files: documentFiles,
      send: (b, file) =>
        b.send('POST', '/api/storage/field', { body: multipart({ chatroom_id: boardRoomId }, file) }),
    },
    {
      name: 'talk file (storage/fieldFile)',
      files: documentFiles,
      send: (b, file) =>
        b.send('POST', '/api/storage/fieldFile', { body: multipart({ chatroom_id: boardRoomId }, file) }),
    },
    {
      name: 'group talk file (storage/groupFile)',
      files: documentFiles,
      send: (b, file) =>
        b.send('POST', '/api/storage/groupFile', { body: multipart({ chatroom_id: groupId }, file) }),
    },
    {
      name: 'business-history attachment',
      files: documentFiles,
      send: (b, file) =>
        b.send('POST', `/api/business-histories/${historyId}/files`, { body: multipart({}, file) }),
    },
    {
      name: 'partner company logo (updateCompany)',
      files: imageFiles,
      field: 'logo',
      send: (b, file) =>
        b.send('POST', '/api/setting/subcontractor/updateCompany', {
          body: multipart({ _method: 'PUT', id: partnerId, company_name: '株式会社検査内装' }, file, 'logo'),
        }),
    },
  ];

  for (const path of paths) {
    it(`${path.name}: the test file is refused with our message; no row, no stored file`, async () => {
      const before = { rows: await rows(), files: storedFiles(storageDirectory()) };
      for (const file of path.files()) {
        expectMalwareRefused(await path.send(manager, file), `${path.name} ${file.name}`, path.field);
      }
      expect(await rows()).toEqual(before.rows);
      expect(storedFiles(storageDirectory())).toEqual(before.files);
    });
  }

  it('the same image without the test file is stored (the refusal above is the scan, not another check)', async () => {
    const before = await rows();
    for (const path of paths) {
      const res = await path.send(manager, new File([jpeg], '足場.jpg', { type: 'image/jpeg' }));
      expect(res.status, `${path.name}: ${res.text}`).toBe(200);
    }
    const after = await rows();
    expect(after.photos).toBeGreaterThan(before.photos);
    expect(after.boardFiles).toBeGreaterThan(before.boardFiles);
    expect(after.historyFiles).toBe(before.historyFiles + 1);
    expect(after.logos).toBe(before.logos + 1);
  });
});

describe('upload malware scanning when clamd cannot be reached', () => {
  let failing: AttackServer;
  beforeAll(async () => {
    // A port that was just free: nothing listens there, so every connection is refused.
    const port = await new Promise<number>((resolve) => {
      const probe = createServer().listen(0, '127.0.0.1', () => {
        const address = probe.address();
        probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
      });
    });
    failing = await startAttackServer({ env: { CLAMAV_URL: `tcp://127.0.0.1:${port}` } });
  });
  afterAll(async () => {
    await failing.close();
  });

  it('refuses a clean upload with 503 and our message, stores nothing, and logs why (fail closed)', async () => {
    expect(failing.deps.adapters.malwareScanner.kind).toBe('clamd');
    const manager = await loggedInBrowser(failing.baseUrl, DEMO_LOGINS.companyManager.email);
    const room = await findSiteRoom(failing.database.db);
    const before = await failing.database.db.$count(albumPhotos);
    const res = await manager.send('POST', '/api/v1/talk/sendFieldPhoto', {
      body: fieldPhotoForm(room, new File([jpeg], '足場.jpg', { type: 'image/jpeg' })),
    });
    expect(res.status, res.text).toBe(503);
    expect(res.body).toEqual({ message: UPLOAD_MESSAGE.scanUnavailable });
    expect(await failing.database.db.$count(albumPhotos)).toBe(before);
    expect(failing.loggedErrors.join('\n')).toContain('the malware scanner failed (NETWORK_ERROR)');
  });
});
