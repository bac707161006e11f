import { NOTE_COLORS, type NoteColor } from '@kanri/contracts';

/** How a note of one colour is painted: the spec §9 fill and border, and text readable on that fill. */
export interface NoteColorStyle {
  name: string;
  fill: string;
  border: string;
  /** Main text: dark on the light fills, light on the dark default fill (in the dark theme too). */
  text: string;
  /** Secondary text (the preview's date, the tags). */
  secondary: string;
  /** A tag chip's background on this fill. */
  chip: string;
}

/** Relative luminance (WCAG) of a `#rrggbb` colour, 0 (black) to 1 (white). */
export function luminance(hex: string): number {
  const channels = [1, 3, 5].map((start) => Number.parseInt(hex.slice(start, start + 2), 16) / 255);
  const [r, g, b] = channels.map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4)) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

const DARK_TEXT = { text: '#1f1f1f', secondary: 'rgba(0, 0, 0, 0.62)', chip: 'rgba(0, 0, 0, 0.07)' };
const LIGHT_TEXT = {
  text: 'rgba(255, 255, 255, 0.88)',
  secondary: 'rgba(255, 255, 255, 0.6)',
  chip: 'rgba(255, 255, 255, 0.08)',
};

/** The style of a note's colour; an unknown key (a newer server) falls back to default. */
export function noteColorStyle(color: NoteColor): NoteColorStyle {
  const { name, fill, border } = NOTE_COLORS[color] ?? NOTE_COLORS.default;
  return { name, fill, border, ...(luminance(fill) > 0.4 ? DARK_TEXT : LIGHT_TEXT) };
}
