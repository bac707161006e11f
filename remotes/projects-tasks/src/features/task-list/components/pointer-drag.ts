/**
 * Follows one pointer from a press to its release, on the window so the drag goes on outside the
 * pressed element. Nothing happens until the pointer has moved `threshold` pixels (a click stays a
 * click); Escape or a cancelled pointer ends the drag without a drop. Returns a function that stops
 * following (for unmounts).
 */
export function followPointer(
  start: { clientX: number; clientY: number },
  {
    threshold = 4,
    onStart,
    onMove,
    onEnd,
  }: {
    threshold?: number;
    onStart?: () => void;
    onMove: (point: { clientX: number; clientY: number }) => void;
    /** `dropped` is false when the drag was cancelled. Called only if the drag started. */
    onEnd: (dropped: boolean, point: { clientX: number; clientY: number }) => void;
  },
): () => void {
  let started = false;
  let last = { clientX: start.clientX, clientY: start.clientY };

  const move = (event: PointerEvent) => {
    last = { clientX: event.clientX, clientY: event.clientY };
    if (!started) {
      if (Math.hypot(event.clientX - start.clientX, event.clientY - start.clientY) < threshold) return;
      started = true;
      onStart?.();
    }
    event.preventDefault();
    onMove(last);
  };
  const finish = (dropped: boolean) => {
    stop();
    if (started) onEnd(dropped, last);
  };
  const up = (event: PointerEvent) => {
    last = { clientX: event.clientX, clientY: event.clientY };
    finish(true);
  };
  const cancel = () => finish(false);
  const key = (event: KeyboardEvent) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      finish(false);
    }
  };
  function stop() {
    window.removeEventListener('pointermove', move);
    window.removeEventListener('pointerup', up);
    window.removeEventListener('pointercancel', cancel);
    window.removeEventListener('keydown', key, true);
  }
  window.addEventListener('pointermove', move);
  window.addEventListener('pointerup', up);
  window.addEventListener('pointercancel', cancel);
  window.addEventListener('keydown', key, true);
  return stop;
}
