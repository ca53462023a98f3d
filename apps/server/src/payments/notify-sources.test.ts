import { describe, expect, it } from 'vitest';
import { YOOKASSA_NOTIFY_FROM } from '../config/config.ts';
import { notificationSources } from './notify-sources.ts';

describe('notification sources', () => {
  it('lets YooKassa’s published networks through and nobody else', () => {
    const allowed = notificationSources(YOOKASSA_NOTIFY_FROM);
    expect(allowed('185.71.76.5')).toBe(true);
    expect(allowed('::ffff:185.71.77.31')).toBe(true);
    expect(allowed('77.75.156.11')).toBe(true);
    expect(allowed('2a02:5180::1')).toBe(true);
    expect(allowed('77.75.156.12')).toBe(false);
    expect(allowed('185.71.76.32')).toBe(false);
    expect(allowed('127.0.0.1')).toBe(false);
    expect(allowed('not an address')).toBe(false);
  });

  it('lets anyone through when no list is configured (the local sandbox)', () => {
    expect(notificationSources([])('127.0.0.1')).toBe(true);
  });
});
