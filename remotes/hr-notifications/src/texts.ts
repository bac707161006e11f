/**
 * User-visible texts of this remote; screens and tests share them. Each feature keeps its own in its
 * folder (`features/<feature>/texts.ts`, over the contract's spec texts).
 */
export const TEXTS = {} as const;
