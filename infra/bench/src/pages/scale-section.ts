import type { Browser, Page } from '@playwright/test';
import { loadPage, PageNotReadyError } from './page-load';
import { BOARD_READY, TASK_LIST_READY } from './page-cases';
import type { SeededGateway } from './seeded-gateway';

export interface ListScaleResult {
  tasks: number;
  readyMs: number;
  domNodesAtReady: number;
  /** Scrolling to the end again and again until every page of tasks is loaded. */
  scrollToEndMs: number;
  pagesLoaded: number;
  /** Then one pass from top to bottom, a viewport per animation frame, over every loaded row. */
  scrollPassMs: number;
  scrollPassFrames: number;
  maxFrameMs: number;
  domNodesAfterScroll: number;
}

export interface BoardScaleResult {
  tasks: number;
  available: boolean;
  note?: string;
  readyMs?: number;
  domNodes?: number;
  /** Space, ArrowRight, Space on the first card: until it shows in the next column. */
  keyboardDragMs?: number;
  /** …and until PUT /tasks/reorder answered. */
  keyboardDragSavedMs?: number;
}

export async function runListScale(
  browser: Browser,
  gateway: SeededGateway,
  projectId: number,
  tasks: number,
): Promise<ListScaleResult> {
  const { load, page, context } = await loadPage(browser, {
    baseUrl: gateway.baseUrl,
    path: `/dashboard/projects/${projectId}`,
    ready: TASK_LIST_READY,
    session: gateway.session,
  });
  try {
    const toEnd = await page.evaluate(scrollToEnd, { timeoutMs: 240_000 });
    if (toEnd.shown < toEnd.total || toEnd.total !== tasks) {
      throw new Error(`The list loaded ${toEnd.shown} of ${toEnd.total} tasks (expected ${tasks})`);
    }
    const pass = await page.evaluate(scrollPass);
    return {
      tasks,
      readyMs: load.readyMs,
      domNodesAtReady: load.domNodes,
      scrollToEndMs: toEnd.ms,
      pagesLoaded: toEnd.requests,
      scrollPassMs: pass.ms,
      scrollPassFrames: pass.frames,
      maxFrameMs: pass.maxFrameMs,
      domNodesAfterScroll: pass.domNodes,
    };
  } finally {
    await context.close();
  }
}

/** In the page: jump to the bottom each frame until the footer says every task is loaded. */
async function scrollToEnd({ timeoutMs }: { timeoutMs: number }) {
  const scroller = document.querySelector<HTMLElement>('[data-testid="task-list-scroll"]')!;
  const counts = () => {
    const text = document.querySelector('[data-testid="task-list-total"]')?.textContent ?? '';
    const [shown = 0, total = 0] = (text.match(/\d[\d,]*/g) ?? []).map((part) => Number(part.replace(/,/g, '')));
    return { shown, total };
  };
  const frame = () => new Promise<void>((resolve) => requestAnimationFrame(() => resolve()));
  const apiCalls = () => performance.getEntriesByType('resource').filter((entry) => entry.name.includes('/api/v1/tasks?')).length;
  const callsBefore = apiCalls();
  const start = performance.now();
  while (performance.now() - start < timeoutMs) {
    const { shown, total } = counts();
    if (total > 0 && shown >= total) break;
    scroller.scrollTop = scroller.scrollHeight;
    await frame();
  }
  return { ms: performance.now() - start, requests: apiCalls() - callsBefore, ...counts() };
}

/** In the page: from the top to the bottom, one viewport per animation frame, timing every frame. */
async function scrollPass() {
  const scroller = document.querySelector<HTMLElement>('[data-testid="task-list-scroll"]')!;
  const frame = () => new Promise<number>((resolve) => requestAnimationFrame((time) => resolve(time)));
  scroller.scrollTop = 0;
  await frame();
  let last = await frame();
  const start = last;
  let frames = 0;
  let maxFrameMs = 0;
  while (scroller.scrollTop + scroller.clientHeight < scroller.scrollHeight - 1) {
    scroller.scrollTop += scroller.clientHeight;
    const now = await frame();
    maxFrameMs = Math.max(maxFrameMs, now - last);
    last = now;
    frames += 1;
  }
  return { ms: last - start, frames, maxFrameMs, domNodes: document.getElementsByTagName('*').length };
}

export async function runBoardScale(
  browser: Browser,
  gateway: SeededGateway,
  projectId: number,
  tasks: number,
): Promise<BoardScaleResult> {
  let opened: Awaited<ReturnType<typeof loadPage>>;
  try {
    opened = await loadPage(browser, {
      baseUrl: gateway.baseUrl,
      path: `/dashboard/projects/${projectId}/board`,
      ready: BOARD_READY,
      session: gateway.session,
    });
  } catch (error) {
    if (error instanceof PageNotReadyError) return { tasks, available: false, note: `not available: ${error.message}` };
    throw error;
  }
  const { load, page, context } = opened;
  try {
    const drag = await keyboardDrag(page);
    return { tasks, available: true, readyMs: load.readyMs, domNodes: load.domNodes, ...drag };
  } catch (error) {
    return {
      tasks,
      available: true,
      readyMs: load.readyMs,
      domNodes: load.domNodes,
      note: `keyboard drag failed: ${(error as Error).message.split('\n')[0]}`,
    };
  } finally {
    await context.close();
  }
}

/** Lifts the first card of the first column with Space, moves it right, drops it with Space. */
async function keyboardDrag(page: Page): Promise<{ keyboardDragMs: number; keyboardDragSavedMs: number }> {
  const columns = page.locator('[data-testid="board-column"]');
  const card = columns.nth(0).locator('[data-testid="board-card"]').first();
  const taskId = await card.getAttribute('data-rfd-draggable-id', { timeout: 10_000 });
  const targetStatus = await columns.nth(1).getAttribute('data-status-id');
  if (!taskId || !targetStatus) throw new Error('no draggable card or no second column');
  await card.focus();
  const saved = page.waitForResponse(
    (response) => response.url().includes('/api/v1/tasks/reorder') && response.request().method() === 'PUT',
    {
      timeout: 20_000,
    },
  );
  const twoFrames = () =>
    page.evaluate(() => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))));
  const start = Date.now();
  await page.keyboard.press('Space');
  await twoFrames();
  await page.keyboard.press('ArrowRight');
  await twoFrames();
  await page.keyboard.press('Space');
  await page.waitForFunction(
    ({ id, status }) => {
      const moved = document.querySelector(`[data-testid="board-card"][data-rfd-draggable-id="${id}"]`);
      return moved?.closest('[data-testid="board-column"]')?.getAttribute('data-status-id') === status;
    },
    { id: taskId, status: targetStatus },
    { timeout: 20_000, polling: 'raf' },
  );
  const keyboardDragMs = Date.now() - start;
  await saved;
  return { keyboardDragMs, keyboardDragSavedMs: Date.now() - start };
}
