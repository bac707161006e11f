import { Fragment, type ReactNode } from 'react';

/**
 * A message body as React nodes: plain text (never HTML), its http(s) links clickable, the
 * mentions of its members highlighted. Other schemes (javascript:, data:) stay text.
 */

// A URL runs to the next space; trailing punctuation belongs to the sentence, not the link.
const URL_PATTERN = /\bhttps?:\/\/[^\s<>"]+/gi;
const TRAILING = /[.,;:!?)\]}'"]+$/;

export interface TextPart {
  kind: 'text' | 'link' | 'mention';
  text: string;
  href?: string;
}

/** The link targets the browser may open: http and https only. */
export function safeHref(candidate: string): string | null {
  try {
    const url = new URL(candidate);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}

function splitMentions(text: string, names: readonly string[]): TextPart[] {
  const sorted = [...new Set(names)].filter(Boolean).sort((a, b) => b.length - a.length);
  if (sorted.length === 0) return text ? [{ kind: 'text', text }] : [];
  const escaped = sorted.map((name) => name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
  const pattern = new RegExp(`@(?:${escaped.join('|')})`, 'g');
  const parts: TextPart[] = [];
  let at = 0;
  for (const match of text.matchAll(pattern)) {
    if (match.index > at) parts.push({ kind: 'text', text: text.slice(at, match.index) });
    parts.push({ kind: 'mention', text: match[0] });
    at = match.index + match[0].length;
  }
  if (at < text.length) parts.push({ kind: 'text', text: text.slice(at) });
  return parts;
}

/** Splits a body into text, links and mentions (`@Full Name` of `mentionNames`). */
export function messageParts(body: string, mentionNames: readonly string[] = []): TextPart[] {
  const parts: TextPart[] = [];
  let at = 0;
  for (const match of body.matchAll(URL_PATTERN)) {
    const raw = match[0].replace(TRAILING, '');
    const href = safeHref(raw);
    if (!href) continue;
    if (match.index > at) parts.push(...splitMentions(body.slice(at, match.index), mentionNames));
    parts.push({ kind: 'link', text: raw, href });
    at = match.index + raw.length;
  }
  if (at < body.length) parts.push(...splitMentions(body.slice(at), mentionNames));
  return parts;
}

/** The body rendered: text nodes, anchors that open in a new tab without the opener, mention chips. */
export function MessageText({ body, mentionNames }: { body: string; mentionNames?: readonly string[] }): ReactNode {
  return messageParts(body, mentionNames).map((part, index) => {
    if (part.kind === 'link') {
      return (
        <a key={index} href={part.href} target="_blank" rel="noopener noreferrer nofollow">
          {part.text}
        </a>
      );
    }
    if (part.kind === 'mention') {
      return (
        <span key={index} className="kc-chat-mention">
          {part.text}
        </span>
      );
    }
    return <Fragment key={index}>{part.text}</Fragment>;
  });
}
