import { describe, expect, it } from 'vitest';
import { relativeTime } from '../relative-time';

const NOW = new Date('2026-11-23T12:00:00Z');
const ago = (seconds: number) => new Date(NOW.getTime() - seconds * 1000).toISOString();

describe('relativeTime', () => {
  it('says how long ago in Swedish and English', () => {
    expect(relativeTime(ago(20), NOW, 'sv')).toBe('nu');
    expect(relativeTime(ago(3 * 60), NOW, 'sv')).toBe('för 3 minuter sedan');
    expect(relativeTime(ago(2 * 3600), NOW, 'en')).toBe('2 hours ago');
    expect(relativeTime(ago(86_400), NOW, 'en')).toBe('yesterday');
    expect(relativeTime(ago(86_400), NOW, 'sv')).toBe('i går');
    expect(relativeTime(ago(21 * 86_400), NOW, 'en')).toBe('3 weeks ago');
  });
});
