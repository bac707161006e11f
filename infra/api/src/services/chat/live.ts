import type { ChatPerson } from '@kanri/contracts/chat';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { chatConversations, chatMembers, chatMessages, users } from '../../db/schema.js';
import { queryRows } from '../../db/statements.js';
import type { ChatSource } from '../../realtime/chat-delivery.js';
import type { ChatMessageNotice } from '../../realtime/chat-notice.js';
import { messageJson, personJson, type RawMessage } from './sql.js';

/** What live chat delivery reads (realtime/chat-delivery.ts), one prepared statement each. */
export function chatSource(db: Database): Omit<ChatSource, 'publishTyping'> {
  return {
    message: async (notice: ChatMessageNotice) => {
      const [row] = await queryRows<{ message: RawMessage; member_ids: number[] }>(
        db,
        sql`select ${messageJson(sql`m`)} as message,
            array(select cm.user_id from ${chatMembers} cm where cm.conversation_id = m.conversation_id) as member_ids
          from ${chatMessages} m where m.workspace_id = ${notice.workspaceId} and m.id = ${notice.messageId}`,
      );
      return row && { message: row.message, memberIds: row.member_ids };
    },
    members: async (workspaceId, conversationId) => {
      const [row] = await queryRows<{ ids: number[]; archived: boolean }>(
        db,
        sql`select c.archived_at is not null as archived,
            coalesce((select array_agg(cm.user_id) from ${chatMembers} cm where cm.conversation_id = c.id), '{}') as ids
          from ${chatConversations} c where c.workspace_id = ${workspaceId} and c.id = ${conversationId}`,
      );
      return row ?? { ids: [], archived: false };
    },
    person: async (userId) => {
      const [row] = await queryRows<{ person: ChatPerson }>(
        db,
        sql`select ${personJson(sql`u`)} as person from ${users} u where u.id = ${userId}`,
      );
      return row?.person;
    },
  };
}
