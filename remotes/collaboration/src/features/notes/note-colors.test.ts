import { NOTE_COLOR_KEYS, NOTE_COLORS, type NoteColor } from '@kanri/contracts';
import { luminance, noteColorStyle } from './note-colors';

describe('noteColorStyle', () => {
  it('paints each of the seven colours with its spec fill and border', () => {
    expect(NOTE_COLOR_KEYS).toHaveLength(7);
    for (const key of NOTE_COLOR_KEYS) {
      const style = noteColorStyle(key);
      expect(style).toMatchObject({ name: NOTE_COLORS[key].name, fill: NOTE_COLORS[key].fill, border: NOTE_COLORS[key].border });
    }
    expect(noteColorStyle('yellow')).toMatchObject({ name: 'Yellow', fill: '#fff9c4', border: '#fbbf24' });
  });

  it('writes dark text on the light fills and light text on the dark default fill', () => {
    expect(noteColorStyle('default').text).toBe('rgba(255, 255, 255, 0.88)');
    for (const key of NOTE_COLOR_KEYS.filter((color) => color !== 'default')) expect(noteColorStyle(key).text).toBe('#1f1f1f');
  });

  it('falls back to default for a colour it does not know', () => {
    expect(noteColorStyle('teal' as NoteColor).fill).toBe('#2a2a2a');
  });

  it('measures luminance from black to white', () => {
    expect(luminance('#000000')).toBe(0);
    expect(luminance('#ffffff')).toBeCloseTo(1);
    expect(luminance('#2a2a2a')).toBeLessThan(0.1);
  });
});
