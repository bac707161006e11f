import { TASK_MEDIA_MESSAGES } from '@kanri/contracts';
import {
  PROFILE_MESSAGES,
  PROFILE_PHOTO_MAX_BYTES,
  PROFILE_PHOTO_MIN_SIZE,
  PROFILE_PHOTO_SIZE,
  type AccountSession,
  type passwordChangeRequestSchema,
  type Profile,
  type profileUpdateRequestSchema,
} from '@kanri/contracts/profile';
import { and, desc, eq, gt, isNull, ne } from 'drizzle-orm';
import sharp from 'sharp';
import type { z } from 'zod';
import { hashPassword, verifyPassword } from '../auth/passwords.js';
import type { ApiConfig } from '../config.js';
import type { Database } from '../db/database.js';
import { sessions, users } from '../db/schema.js';
import { contentMatchesExtension } from '../lib/attachments.js';
import { HttpError, httpErrors } from '../lib/http-errors.js';
import type { MediaStorage, StoredFile } from '../lib/media-storage.js';
import type { ReceivedUpload } from '../lib/multipart-upload.js';
import { deviceOf } from '../lib/user-agent.js';
import { requireSession, type RequestAuth } from '../plugins/app/auth.js';
import { idleSince } from './sessions.js';
import { getPreferences } from './settings.js';
import { toUserDto, type UserRow } from './users.js';

/**
 * The signed-in user's own account (user menu → Profile): names, phone, time zone, photo, password
 * and sessions. Every query is keyed by the caller's user id: nobody reaches another account here.
 */

type UpdateInput = z.output<typeof profileUpdateRequestSchema>;
type PasswordInput = z.output<typeof passwordChangeRequestSchema>;
type Lifetime = Pick<ApiConfig, 'sessionIdleMinutes' | 'sessionAbsoluteDays'>;

/** Where an uploaded photo is served (no sign-in: the random key is the capability, as for an `<img>`). */
export const PHOTO_PATH = '/api/v1/profile/photos/';
const photoUrlOf = (key: string) => `${PHOTO_PATH}${key}`;

async function profileOf(db: Database, auth: RequestAuth, user: UserRow): Promise<Profile> {
  const workspace = await getPreferences(db, auth.workspaceId);
  return {
    user: toUserDto(user, auth, { timeZone: workspace.default_time_zone, weekStart: workspace.week_start }),
    time_zone: user.timeZone,
    has_password: user.passwordHash !== null,
    workspace,
  };
}

async function freshUser(db: Database, userId: number): Promise<UserRow> {
  const [user] = await db.select().from(users).where(eq(users.id, userId));
  if (!user) throw httpErrors.unauthorized();
  return user;
}

/** GET /profile. */
export async function getProfile(db: Database, auth: RequestAuth): Promise<Profile> {
  return profileOf(db, auth, await freshUser(db, auth.user.id));
}

/** PUT /profile: the fields sent (a blank phone clears it; a null time zone follows the workspace's). */
export async function updateProfile(db: Database, auth: RequestAuth, input: UpdateInput): Promise<Profile> {
  const values: Partial<typeof users.$inferInsert> = { firstName: input.first_name, lastName: input.last_name };
  if (input.phone !== undefined) values.phone = input.phone === '' ? null : input.phone;
  if (input.time_zone !== undefined) values.timeZone = input.time_zone;
  const [user] = await db.update(users).set(values).where(eq(users.id, auth.user.id)).returning();
  return profileOf(db, auth, user!);
}

/**
 * PUT /profile/password: 422 on `current_password` when it is wrong; otherwise the new hash is
 * stored and every other live session of the user is revoked in the same transaction (the trigger
 * of migration 0007 evicts them from every process's session cache; this process forgets at once).
 */
export async function changePassword(
  db: Database,
  auth: RequestAuth,
  input: PasswordInput,
  forgetSessionsOf: (userId: number) => void,
): Promise<number> {
  const currentSession = requireSession(auth);
  const user = await freshUser(db, auth.user.id);
  if (!user.passwordHash) throw httpErrors.invalidField('current_password', PROFILE_MESSAGES.noPassword);
  if (!(await verifyPassword(user.passwordHash, input.current_password))) {
    throw httpErrors.invalidField('current_password', PROFILE_MESSAGES.currentPasswordWrong);
  }
  const passwordHash = await hashPassword(input.password);
  const ended = await db.transaction(async (tx) => {
    await tx.update(users).set({ passwordHash }).where(eq(users.id, user.id));
    return tx
      .update(sessions)
      .set({ revokedAt: new Date() })
      .where(and(eq(sessions.userId, user.id), ne(sessions.id, currentSession.id), isNull(sessions.revokedAt)))
      .returning({ id: sessions.id });
  });
  forgetSessionsOf(user.id);
  return ended.length;
}

/** GET /profile/sessions: the user's live sessions, this one (marked) first, then the most recently used. */
export async function listSessions(db: Database, auth: RequestAuth, lifetime: Lifetime): Promise<AccountSession[]> {
  const now = Date.now();
  const rows = await db
    .select()
    .from(sessions)
    .where(
      and(
        eq(sessions.userId, auth.user.id),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, new Date(now)),
        gt(sessions.lastUsedAt, idleSince(lifetime, now)),
      ),
    )
    .orderBy(desc(sessions.lastUsedAt), desc(sessions.id));
  const session = requireSession(auth);
  const current = rows.filter((row) => row.id === session.id);
  return [...current, ...rows.filter((row) => row.id !== session.id)].map((row) => ({
    id: row.id,
    device: deviceOf(row.userAgent),
    user_agent: row.userAgent,
    ip: row.ip,
    created_at: row.createdAt.toISOString(),
    last_used_at: (row.id === session.id ? session.lastUsedAt : row.lastUsedAt).toISOString(),
    current: row.id === session.id,
  }));
}

/** DELETE /profile/sessions/:id: signs that session out; 404 unless it is one of the caller's live sessions. */
export async function revokeOwnSession(
  db: Database,
  auth: RequestAuth,
  sessionId: number,
  forgetSessionsOf: (userId: number) => void,
): Promise<void> {
  const revoked = await db
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(and(eq(sessions.id, sessionId), eq(sessions.userId, auth.user.id), isNull(sessions.revokedAt)))
    .returning({ id: sessions.id });
  if (revoked.length === 0) throw httpErrors.notFound(PROFILE_MESSAGES.sessionNotFound);
  forgetSessionsOf(auth.user.id);
}

/** The type of an image by its first bytes (never by its name), when it is one the profile takes. */
function sniffImage(head: Buffer): 'png' | 'jpeg' | 'webp' | undefined {
  return (['png', 'jpeg', 'webp'] as const).find((type) => contentMatchesExtension(type, head));
}

const refuse = (message: string) => new HttpError(422, message, { file: [message] });

/** Decodes, turns upright, crops to the centred square and re-encodes as WebP (metadata dropped). */
async function squarePhoto(path: string): Promise<Buffer> {
  try {
    const image = sharp(path, { limitInputPixels: 50_000_000, failOn: 'error' });
    const meta = await image.metadata();
    if (!meta.format || !['png', 'jpeg', 'webp'].includes(meta.format)) throw refuse(PROFILE_MESSAGES.photoType);
    if ((meta.width ?? 0) < PROFILE_PHOTO_MIN_SIZE || (meta.height ?? 0) < PROFILE_PHOTO_MIN_SIZE) {
      throw refuse(PROFILE_MESSAGES.photoTooSmall);
    }
    return await image
      .rotate()
      .resize(PROFILE_PHOTO_SIZE, PROFILE_PHOTO_SIZE, { fit: 'cover', position: 'centre' })
      .webp({ quality: 85 })
      .toBuffer();
  } catch (error) {
    if (error instanceof HttpError) throw error;
    throw refuse(PROFILE_MESSAGES.photoUnreadable);
  }
}

/**
 * POST /profile/photo: one PNG, JPEG or WebP file (by content) of at most PROFILE_PHOTO_MAX_BYTES,
 * stored as a PROFILE_PHOTO_SIZE square WebP under a new random key; `photo_url` then points at it
 * (so every avatar of the user shows it) and the old photo's file is deleted.
 */
export async function uploadPhoto(
  db: Database,
  storage: MediaStorage,
  auth: RequestAuth,
  upload: ReceivedUpload,
): Promise<Profile> {
  const file = upload.file;
  let kept: string | undefined;
  try {
    if (upload.problem === 'tooManyFields' || upload.problem === 'malformed') {
      throw httpErrors.badRequest(TASK_MEDIA_MESSAGES.uploadMalformed);
    }
    if (upload.problem === 'tooManyFiles') throw refuse(TASK_MEDIA_MESSAGES.oneFileOnly);
    if (!file) throw refuse(TASK_MEDIA_MESSAGES.fileRequired);
    if (file.truncated || file.size > PROFILE_PHOTO_MAX_BYTES) throw refuse(PROFILE_MESSAGES.photoTooLarge);
    if (file.size === 0) throw refuse(TASK_MEDIA_MESSAGES.fileEmpty);
    if (!sniffImage(file.head)) throw refuse(PROFILE_MESSAGES.photoType);
    const square = await squarePhoto(file.tempPath);
    const temp = await storage.createTemp();
    try {
      await new Promise<void>((resolve, reject) =>
        temp.stream.end(square, (error?: Error | null) => (error ? reject(error) : resolve())),
      );
      const key = storage.newKey();
      const { user, oldKey } = await db.transaction(async (tx) => {
        const [old] = await tx.select({ key: users.photoStorageKey }).from(users).where(eq(users.id, auth.user.id)).for('update');
        const [updated] = await tx
          .update(users)
          .set({ photoStorageKey: key, photoUrl: photoUrlOf(key) })
          .where(eq(users.id, auth.user.id))
          .returning();
        await storage.keep(temp.path, key);
        kept = key;
        return { user: updated!, oldKey: old?.key ?? null };
      });
      kept = undefined;
      if (oldKey) await storage.remove([oldKey]);
      return await profileOf(db, auth, user);
    } finally {
      await storage.discardTemp(temp.path);
    }
  } catch (error) {
    if (kept) await storage.remove([kept]);
    throw error;
  } finally {
    if (file) await storage.discardTemp(file.tempPath);
  }
}

/** DELETE /profile/photo: back to no photo (the file is deleted). */
export async function removePhoto(db: Database, storage: MediaStorage, auth: RequestAuth): Promise<Profile> {
  const { user, oldKey } = await db.transaction(async (tx) => {
    const [old] = await tx.select({ key: users.photoStorageKey }).from(users).where(eq(users.id, auth.user.id)).for('update');
    const [updated] = await tx
      .update(users)
      .set({ photoStorageKey: null, photoUrl: null })
      .where(eq(users.id, auth.user.id))
      .returning();
    return { user: updated!, oldKey: old?.key ?? null };
  });
  if (oldKey) await storage.remove([oldKey]);
  return profileOf(db, auth, user);
}

/** The stored photo of a key (GET /profile/photos/:key), when a user has it. */
export async function openPhoto(db: Database, storage: MediaStorage, key: string): Promise<StoredFile | undefined> {
  if (!/^[0-9a-f]{32}$/.test(key)) return undefined;
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.photoStorageKey, key));
  if (!row) return undefined;
  return storage.open(key);
}
