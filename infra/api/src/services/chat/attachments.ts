import { chatAttachmentUploadFieldsSchema, type ChatAttachment } from '@kanri/contracts/chat';
import { TASK_MEDIA_MESSAGES, type FieldErrors } from '@kanri/contracts';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { chatAttachments, chatMembers } from '../../db/schema.js';
import { queryRows } from '../../db/statements.js';
import { httpErrors } from '../../lib/http-errors.js';
import type { MediaStorage, StoredFile } from '../../lib/media-storage.js';
import type { ReceivedUpload } from '../../lib/multipart-upload.js';
import type { RequestAuth } from '../../plugins/app/auth.js';
import { checkUploadedFile, unprocessable } from '../task-media.js';
import { findConversation, refuseArchived } from './sql.js';

/** Files of chat messages: uploaded first to a conversation, then named by one message of the uploader. */

export const CONVERSATION_REQUIRED = 'The conversation is required.';

/**
 * POST /chat/attachments (multipart `conversation_id` and `file`): the task attachments' checks and
 * limits; the row and the file in one transaction (neither without the other).
 */
export async function uploadChatAttachment(
  db: Database,
  storage: MediaStorage,
  auth: RequestAuth,
  upload: ReceivedUpload,
): Promise<ChatAttachment> {
  const file = upload.file;
  let kept: string | undefined;
  try {
    const errors: FieldErrors = {};
    const fail = (field: string, message: string) => (errors[field] ??= []).push(message);
    const raw = upload.fields.get('conversation_id');
    let conversationId: number | undefined;
    if (raw === undefined || raw.trim() === '') fail('conversation_id', CONVERSATION_REQUIRED);
    else {
      const parsed = chatAttachmentUploadFieldsSchema.safeParse({ conversation_id: raw.trim() });
      if (parsed.success) conversationId = parsed.data.conversation_id;
      else fail('conversation_id', parsed.error.issues[0]?.message ?? CONVERSATION_REQUIRED);
    }
    const { fileName, mimeType } = checkUploadedFile(upload, fail);
    if (Object.keys(errors).length > 0) throw unprocessable(errors);

    const key = storage.newKey();
    return await db.transaction(async (tx) => {
      const conversation = await findConversation(tx, auth, conversationId!, { lock: true });
      refuseArchived(conversation);
      const [row] = await tx
        .insert(chatAttachments)
        .values({
          workspaceId: auth.workspaceId,
          conversationId: conversation.id,
          uploadedBy: auth.user.id,
          fileName,
          mimeType: mimeType!,
          size: file!.size,
          storageKey: key,
        })
        .returning();
      await storage.keep(file!.tempPath, key);
      kept = key;
      return { id: row!.id, file_name: row!.fileName, mime_type: row!.mimeType, size: row!.size };
    });
  } catch (error) {
    if (kept) await storage.remove([kept]);
    throw error;
  } finally {
    if (file) await storage.discardTemp(file.tempPath);
  }
}

/**
 * GET /chat/attachments/{id}/download: for the members of its conversation only (404 for anyone
 * else); `file` undefined when its bytes are missing.
 */
export async function openChatAttachment(
  db: Database,
  storage: MediaStorage,
  auth: RequestAuth,
  id: number,
): Promise<{ attachment: ChatAttachment; file: StoredFile | undefined; storageKey: string }> {
  const [row] = await queryRows<ChatAttachment & { storage_key: string }>(
    db,
    sql`select a.id, a.file_name, a.mime_type, a.size, a.storage_key from ${chatAttachments} a
      join ${chatMembers} me on me.conversation_id = a.conversation_id and me.user_id = ${auth.user.id}
      where a.workspace_id = ${auth.workspaceId} and a.id = ${id}
        and (a.message_id is not null or a.uploaded_by = ${auth.user.id})`,
  );
  if (!row) throw httpErrors.notFound(TASK_MEDIA_MESSAGES.mediaNotFound);
  const { storage_key: storageKey, ...attachment } = row;
  return { attachment, file: await storage.open(storageKey), storageKey };
}
