import { z } from 'zod';
import { ZLatitude, ZLongitude } from '../schemas/common.ts';
import { ZAddressResult } from '../schemas/external.ts';

/**
 * The mobile-bridge protocol of talk §7, both directions. Messages travel as
 * JSON strings (`ReactNativeWebView.postMessage` one way, `message` events the
 * other) with a `type` and the message's fields. A request that expects a
 * reply carries a `requestId`, which the app echoes; replies without one are
 * matched by type (older app versions). The payloads are not shown in the
 * spec: they are designed here from the entities of talk §3.
 */

const requestId = z.string().optional();

/** A file handed over by the app: a URI it can serve, or base64 data. */
export const ZBridgeFile = z.object({
  name: z.string(),
  type: z.string(),
  size: z.number().int().nonnegative().optional(),
  uri: z.string().optional(),
  base64: z.string().optional(),
});
export type TBridgeFile = z.infer<typeof ZBridgeFile>;

/**
 * The `currentAddress` reply carries the address result of talk §3: the same
 * schema as the postal-code lookup's rows (ZAddressResult), kept under this
 * name for the bridge's callers.
 */
export const ZBridgeAddress = ZAddressResult;
export type TBridgeAddress = z.infer<typeof ZBridgeAddress>;

export const ZBridgePosition = z.object({
  latitude: ZLatitude,
  longitude: ZLongitude,
  accuracy: z.number().nonnegative().optional(),
});
export type TBridgePosition = z.infer<typeof ZBridgePosition>;

/** Where a photo goes: the album of a site, a talk room, or a daily report. */
const ZPhotoTarget = z.object({
  purpose: z.enum(['album', 'talk', 'daily']),
  fieldId: z.number().int().optional(),
  chatroomId: z.number().int().optional(),
});

const web = <T extends string, S extends z.ZodRawShape>(type: T, shape: S) =>
  z.object({ type: z.literal(type), requestId, ...shape });

/** Web → app. */
export const ZWebToAppMessage = z.discriminatedUnion('type', [
  web('openLink', { url: z.string() }),
  web('openCamera', ZPhotoTarget.shape),
  web('openPicker', {
    ...ZPhotoTarget.shape,
    multiple: z.boolean(),
    max: z.number().int().positive().optional(),
  }),
  web('shareImages', { urls: z.array(z.string()).min(1) }),
  web('openDocumentPicker', { multiple: z.boolean() }),
  /** The app uploads photos to the site album itself (storeAlbum), e.g. from a PQA daily. */
  web('storageAlbum', {
    fieldId: z.number().int(),
    chatroomId: z.number().int(),
    folderId: z.number().int().nullable(),
    tagSettingIds: z.array(z.number().int()),
    apiVersion: z.string(),
  }),
  web('downloadImage', { url: z.string(), fileName: z.string() }),
  web('pageView', { path: z.string(), title: z.string() }),
  /** The user and the host name, so the app's own calls reach the same server (talk §7). */
  web('setUserData', {
    user: z.object({
      member_id: z.number().int(),
      name: z.string(),
      login_company_id: z.number().int().nullable(),
      login_office_id: z.number().int().nullable(),
    }),
    hostName: z.string(),
  }),
  web('talkFooter', { visible: z.boolean() }),
  web('qrLogin', {}),
  web('locationPermission', {}),
  web('slideshow', { urls: z.array(z.string()).min(1), index: z.number().int().nonnegative() }),
  /** Chat messages that failed to send, so the app can show them as unsent. */
  web('failedMessages', {
    messages: z.array(z.object({ chatroomId: z.number().int(), text: z.string(), failedAt: z.string() })),
  }),
  web('getCurrentAddress', {}),
  web('getCurrentPosition', {}),
  web('tagPicker', { fieldId: z.number().int(), selectedTagIds: z.array(z.number().int()) }),
  web('clearCookie', {}),
  web('loginFromWeb', { memberId: z.number().int() }),
  /** The day's report summary the app shows on its home widget. */
  web('dailyInfo', { fieldId: z.number().int(), date: z.string(), submitted: z.boolean() }),
  web('weather', {
    weather: z.string(),
    temperature: z.number().nullable(),
    humidity: z.number().nullable(),
  }),
  web('attendanceActive', { active: z.boolean() }),
  /** From app 1.3.11. */
  web('checkUploadPermission', {}),
  /** From app 1.6.3. */
  web('checkAppConnected', {}),
]);
export type WebToAppMessage = z.infer<typeof ZWebToAppMessage>;
export type WebToAppType = WebToAppMessage['type'];
export type WebToApp<T extends WebToAppType> = Extract<WebToAppMessage, { type: T }>;

const app = <T extends string, S extends z.ZodRawShape>(type: T, shape: S) =>
  z.object({ type: z.literal(type), requestId, ...shape });

/** App → web. */
export const ZAppToWebMessage = z.discriminatedUnion('type', [
  /** The app announces itself and its version when the page loads. */
  app('appInfo', { version: z.string() }),
  app('cameraResult', { files: z.array(ZBridgeFile) }),
  app('pickerResult', { files: z.array(ZBridgeFile) }),
  app('documentPickerResult', { files: z.array(ZBridgeFile) }),
  app('shareResult', { ok: z.boolean() }),
  app('storageAlbumResult', { uploaded: z.number().int(), failed: z.number().int() }),
  /** From app 1.8.0: the PQA daily's image upload has ended. */
  app('pqaDailyImageUploadEnd', { fieldId: z.number().int().optional() }),
  app('downloadResult', { ok: z.boolean() }),
  app('qrLoginResult', { token: z.string() }),
  app('locationPermissionResult', { granted: z.boolean() }),
  app('currentAddress', { address: ZBridgeAddress }),
  /** From app 1.6.7. */
  app('currentPosition', ZBridgePosition.shape),
  app('currentPositionFailed', { reason: z.string().optional() }),
  app('tagPickerResult', { tagIds: z.array(z.number().int()) }),
  app('uploadPermission', { granted: z.boolean() }),
  app('appConnected', { connected: z.boolean() }),
]);
export type AppToWebMessage = z.infer<typeof ZAppToWebMessage>;
export type AppToWebType = AppToWebMessage['type'];
export type AppToWeb<T extends AppToWebType> = Extract<AppToWebMessage, { type: T }>;

/** Parses an incoming message (a JSON string or an object); anything else is not ours and is ignored. */
export const parseAppMessage = (
  data: unknown,
): { known: true; message: AppToWebMessage } | { known: false; type?: string } => {
  let value = data;
  if (typeof data === 'string') {
    try {
      value = JSON.parse(data);
    } catch {
      return { known: false };
    }
  }
  const parsed = ZAppToWebMessage.safeParse(value);
  if (parsed.success) return { known: true, message: parsed.data };
  const type = typeof value === 'object' && value !== null && 'type' in value ? value.type : undefined;
  return typeof type === 'string' ? { known: false, type } : { known: false };
};
