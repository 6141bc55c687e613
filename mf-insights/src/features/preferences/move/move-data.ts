import { t } from '@lingui/core/macro';
import type { AnalyticsExport } from '@reelist/contracts';
import { deflateText, inflateText, toBase64Url, unpackText } from '@reelist/domain';
import type { UnpackResult } from '@reelist/domain';
import { BACKUP_MESSAGES, parseCompleteData } from '../../backup';
import type { CompleteData } from '../../backup';

/** The first line of a transfer: what it is and its version. The complete-data JSON follows. */
const HEADER = 'reelist-move 1';
/** `/preferences#move=...` opens a transfer link on the new device. */
export const MOVE_FRAGMENT = '#move=';

export const MOVE_LIMITS = {
  /** A transfer longer than this is offered as a file only: browsers reliably open links this long. */
  linkChars: 32_000,
  /** A transfer file larger than this is not read (a browser keeps a few megabytes per site). */
  fileBytes: 16 * 1024 * 1024,
  /** What a transfer may inflate to. */
  inflatedBytes: 64 * 1024 * 1024,
} as const;

// Getters: each message is read in the language of the moment it is shown.
export const MOVE_MESSAGES = {
  get damaged() {
    return t`This transfer file or link is incomplete or damaged. Nothing was changed.`;
  },
  get notTransfer() {
    return t`This is not a Reelist transfer file. Nothing was changed.`;
  },
  get storage() {
    return t`Could not move the data in: browser storage is full or unavailable. Nothing was changed.`;
  },
  tooLong: (kb: number) => t`Your data makes a link of ${kb} KB, too long to open reliably: use the file instead.`,
  tooLarge: (mb: number) => t`This file is too large to be a Reelist transfer. The limit is ${mb} MB.`,
};

export type MoveReadResult = { ok: true; data: CompleteData } | { ok: false; message: string };

/** The complete data as a transfer: deflate-raw bytes of the header line and the complete-data JSON. */
export const packMove = (data: AnalyticsExport): Promise<Uint8Array<ArrayBuffer>> =>
  deflateText(`${HEADER}\n${JSON.stringify(data)}`);

/** `reelist-move-{YYYY-MM-DD}.reelist` (local date). */
export function moveFileName(now: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `reelist-move-${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}.reelist`;
}

/** `{origin}/preferences#move={base64url}`, or undefined when that is longer than a link should be. */
export function moveLink(origin: string, bytes: Uint8Array): { url: string } | { tooLong: number } {
  const url = `${origin}/preferences${MOVE_FRAGMENT}${toBase64Url(bytes)}`;
  return url.length > MOVE_LIMITS.linkChars ? { tooLong: Math.ceil(url.length / 1024) } : { url };
}

async function readUnpacked(unpacked: UnpackResult): Promise<MoveReadResult> {
  if (!unpacked.ok) return { ok: false, message: MOVE_MESSAGES.damaged };
  const newline = unpacked.text.indexOf('\n');
  if (newline < 0 || unpacked.text.slice(0, newline) !== HEADER)
    return { ok: false, message: MOVE_MESSAGES.notTransfer };
  let value: unknown;
  try {
    value = JSON.parse(unpacked.text.slice(newline + 1));
  } catch {
    return { ok: false, message: MOVE_MESSAGES.damaged };
  }
  const parsed = await parseCompleteData(value);
  return parsed.ok ? parsed : { ok: false, message: BACKUP_MESSAGES.invalid(parsed.reason) };
}

/** Reads a transfer file's bytes; never throws. */
export async function readMoveBytes(bytes: Uint8Array): Promise<MoveReadResult> {
  if (bytes.length > MOVE_LIMITS.fileBytes) {
    return { ok: false, message: MOVE_MESSAGES.tooLarge(MOVE_LIMITS.fileBytes / (1024 * 1024)) };
  }
  return readUnpacked(await inflateText(bytes, MOVE_LIMITS.inflatedBytes));
}

/** Reads a transfer link's fragment (`#move=...`); never throws. */
export async function readMoveFragment(hash: string): Promise<MoveReadResult> {
  const packed = hash.startsWith(MOVE_FRAGMENT) ? hash.slice(MOVE_FRAGMENT.length) : '';
  if (!packed || packed.length > MOVE_LIMITS.linkChars * 2) return { ok: false, message: MOVE_MESSAGES.damaged };
  return readUnpacked(await unpackText(packed, MOVE_LIMITS.inflatedBytes));
}
