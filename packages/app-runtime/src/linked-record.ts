import { toast } from '@kanri/design-system/essentials';
import { useCallback, useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router-dom';

/** Pages a lookup reads at most (of `per_page` records each) before it calls a record unknown. */
export const LINKED_RECORD_MAX_PAGES = 10;

/**
 * A record found page after page of a list endpoint (whatever filter the screen shows): `listPage(n)`
 * answers page `n`; stops at the record, at the last page or after LINKED_RECORD_MAX_PAGES.
 */
export async function findInPages<T extends { id: number }>(
  id: number,
  listPage: (page: number) => Promise<{ items: T[]; total: number; per_page: number }>,
): Promise<T | undefined> {
  for (let page = 1; page <= LINKED_RECORD_MAX_PAGES; page++) {
    const reply = await listPage(page);
    const found = reply.items.find((item) => item.id === id);
    if (found) return found;
    if (page * reply.per_page >= reply.total || reply.items.length === 0) return undefined;
  }
  return undefined;
}

/**
 * The record a link names in the URL (`?note=12`: the search palette's results, notifications):
 * `lookup` finds it and `open` shows it the way the screen shows one record (its dialog); an
 * unknown id (or one the caller may not see, or a failed lookup) is toasted with `notFound` and the
 * parameter removed. Returns `clear`, which removes the parameter (replacing the history entry):
 * the dialog calls it when it closes. The same link followed again opens the record again.
 */
export function useLinkedRecord<T>(
  param: string,
  lookup: (id: number) => Promise<T | undefined>,
  open: (record: T) => void,
  notFound: string,
): () => void {
  const [params, setParams] = useSearchParams();
  const raw = params.get(param);
  const handled = useRef<string | null>(null);
  const current = useRef(raw);
  current.current = raw;
  const latest = useRef({ lookup, open, notFound });
  latest.current = { lookup, open, notFound };

  const clear = useCallback(() => {
    setParams(
      (now) => {
        if (!now.has(param)) return now;
        const next = new URLSearchParams(now);
        next.delete(param);
        return next;
      },
      { replace: true },
    );
  }, [param, setParams]);

  useEffect(() => {
    if (raw === null) {
      handled.current = null;
      return;
    }
    if (handled.current === raw) return;
    handled.current = raw;
    const fail = () => {
      if (current.current !== raw) return;
      toast.error(latest.current.notFound);
      clear();
    };
    const id = Number(raw);
    if (!Number.isSafeInteger(id) || id <= 0) {
      fail();
      return;
    }
    latest.current.lookup(id).then((record) => {
      if (current.current !== raw) return;
      if (record === undefined) fail();
      else latest.current.open(record);
    }, fail);
  }, [raw, clear]);

  return clear;
}
