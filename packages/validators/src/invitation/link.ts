/**
 * Invitation links (core §3, talk §3): the client builds them from an encoding
 * of token, chatroom_id and member_id (a personal invitation), or of
 * chatroom_id, company_id and office_id (an open link). The spec names the
 * parts, not the encoding: ours is base64url of the parts joined by '.', with
 * a leading kind letter, so a link survives mail clients and SMS unchanged and
 * an absent room travels as 0. An open link also carries the server-held
 * secret of its (company, office, room) (ADR 009), `o.<token>.<chatroom>.<company>.<office>`,
 * so its ids alone cannot be counted into a working link.
 */

export type PersonalInvitationLink = {
  kind: 'personal';
  token: string;
  chatroom_id: number;
  member_id: number;
};
export type OpenInvitationLink = {
  kind: 'open';
  token: string;
  chatroom_id: number;
  company_id: number;
  office_id: number;
};
export type InvitationLink = PersonalInvitationLink | OpenInvitationLink;

/** The public page a link opens (talk §2). */
export const INVITATION_USER_PATH = '/invitation_user';

/** The longest encoded part a server reads (a 64-character token and three ten-digit ids fit within it). */
export const INVITATION_ENCODED_MAX = 200;

const TOKEN = /^[A-Za-z0-9_-]{16,64}$/;
const ID = /^(0|[1-9]\d{0,9})$/;
const ID_MAX = 2_147_483_647;

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';

/** base64url of ASCII text, without padding (no Buffer or btoa: the package runs in Node and browsers alike). */
const toBase64Url = (text: string): string => {
  let out = '';
  for (let i = 0; i < text.length; i += 3) {
    const a = text.charCodeAt(i);
    // Past the end, charCodeAt gives NaN.
    const b = text.charCodeAt(i + 1);
    const c = text.charCodeAt(i + 2);
    const n = (a << 16) | ((Number.isNaN(b) ? 0 : b) << 8) | (Number.isNaN(c) ? 0 : c);
    out += ALPHABET[(n >> 18) & 63];
    out += ALPHABET[(n >> 12) & 63];
    if (!Number.isNaN(b)) out += ALPHABET[(n >> 6) & 63];
    if (!Number.isNaN(c)) out += ALPHABET[n & 63];
  }
  return out;
};

// Stryker disable next-line Regex: equivalent, a character outside the alphabet sets six 1 bits, and no text a link is made of has six 1 bits in a row, so such a value never decodes to a link; the check says plainly what is refused.
const BASE64URL = /^[A-Za-z0-9_-]*$/;

const fromBase64Url = (encoded: string): string | null => {
  if (!BASE64URL.test(encoded) || encoded.length % 4 === 1) return null;
  let bits = 0;
  let value = 0;
  let out = '';
  for (const ch of encoded) {
    value = (value << 6) | ALPHABET.indexOf(ch);
    bits += 6;
    if (bits >= 8) {
      bits -= 8;
      out += String.fromCharCode((value >> bits) & 0xff);
    }
  }
  return out;
};

const idOf = (part: string | undefined): number | null => {
  // Stryker disable next-line ConditionalExpression: equivalent, ID.test(undefined) tests 'undefined', which is no id.
  if (part === undefined) return null;
  if (!ID.test(part)) return null;
  const n = Number(part);
  return n <= ID_MAX ? n : null;
};

/** The `{encoded}` part of /invitation_user/{encoded}. */
export const encodeInvitationLink = (link: InvitationLink): string =>
  toBase64Url(
    link.kind === 'personal'
      ? `p.${link.token}.${link.chatroom_id}.${link.member_id}`
      : `o.${link.token}.${link.chatroom_id}.${link.company_id}.${link.office_id}`,
  );

/** Reads `{encoded}` back; null for anything this app did not build (the page then says the link is invalid). */
export const decodeInvitationLink = (encoded: string): InvitationLink | null => {
  // Stryker disable next-line all: equivalent, no link this app builds is empty or comes near 200 characters; the check only spares decoding a long value.
  if (encoded.length === 0 || encoded.length > INVITATION_ENCODED_MAX) return null;
  const text = fromBase64Url(encoded);
  if (text === null) return null;
  const [kind, a, b, c, d, ...rest] = text.split('.');
  if (rest.length > 0) return null;
  if (kind === 'p') {
    if (d !== undefined) return null;
    const chatroom = idOf(b);
    const member = idOf(c);
    if (chatroom === null || member === null) return null;
    // Stryker disable next-line ConditionalExpression: equivalent, TOKEN.test(undefined) tests 'undefined', which is no token.
    if (a === undefined || !TOKEN.test(a)) return null;
    return { kind: 'personal', token: a, chatroom_id: chatroom, member_id: member };
  }
  if (kind === 'o') {
    // The spec's three-id form (no token) is refused: this app never issued it (ADR 009).
    const [chatroom, company, office] = [idOf(b), idOf(c), idOf(d)];
    // Stryker disable next-line ConditionalExpression: equivalent, TOKEN.test(undefined) tests 'undefined', which is no token.
    if (a === undefined || !TOKEN.test(a)) return null;
    if (chatroom === null || company === null || office === null || company === 0 || office === 0)
      return null;
    return { kind: 'open', token: a, chatroom_id: chatroom, company_id: company, office_id: office };
  }
  return null;
};

/** The full URL an invitation mail or SMS carries on its own line. */
export const invitationUrl = (origin: string, link: InvitationLink): string =>
  `${origin.replace(/\/+$/, '')}${INVITATION_USER_PATH}/${encodeInvitationLink(link)}`;
