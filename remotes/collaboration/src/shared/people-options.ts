import { displayName, type Member } from '@kanri/contracts';

export interface ParticipantOption {
  value: number;
  /** The name, which the search matches. */
  label: string;
  email: string;
}

/**
 * Who may be invited: the workspace's active members but the signed-in user (the organiser), plus
 * anyone already invited (so they stay shown), by name.
 */
export function participantOptions(
  members: readonly Member[],
  selfId: number | undefined,
  chosen: readonly number[],
): ParticipantOption[] {
  return members
    .filter((member) => member.id !== selfId && (member.membership_status === 'active' || chosen.includes(member.id)))
    .map((member) => ({ value: member.id, label: displayName(member), email: member.email }))
    .sort((a, b) => a.label.localeCompare(b.label));
}

/** Whether a participant option matches what was typed in the picker (name or e-mail). */
export const participantMatches = (typed: string, option: ParticipantOption | undefined) => {
  const text = typed.trim().toLowerCase();
  return option !== undefined && (option.label.toLowerCase().includes(text) || option.email.toLowerCase().includes(text));
};
