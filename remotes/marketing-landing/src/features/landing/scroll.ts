/** Smoothly brings a section of the landing page into view (instantly when the user prefers less motion). */
export function scrollToSection(
  id: string,
  { updateHash = true, instant = false }: { updateHash?: boolean; instant?: boolean } = {},
): boolean {
  const target = document.getElementById(id);
  if (!target) return false;
  const reduceMotion = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
  target.scrollIntoView?.({ behavior: instant || reduceMotion ? 'auto' : 'smooth', block: 'start' });
  // Keyboard and screen-reader users continue from the section they jumped to.
  if (target.tabIndex < 0) target.focus({ preventScroll: true });
  // Keep the address shareable (/#pricing) without a router navigation.
  if (updateHash && window.location.hash !== `#${id}`) {
    window.history.replaceState(window.history.state, '', `#${id}`);
  }
  return true;
}
