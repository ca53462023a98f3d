import { describe, expect, it } from 'vitest';
import { nestsDeeperThan } from './json-body.ts';

describe('nestsDeeperThan', () => {
  it('counts arrays and objects together', () => {
    expect(nestsDeeperThan('{"a":[{"b":[1]}]}', 4)).toBe(false);
    expect(nestsDeeperThan('{"a":[{"b":[1]}]}', 3)).toBe(true);
    expect(nestsDeeperThan('[[],[],[[]]]', 2)).toBe(true);
    expect(nestsDeeperThan('[[],[],[]]', 2)).toBe(false);
  });

  it('skips brackets inside strings, escaped quotes included', () => {
    const tricky = JSON.stringify(['[[[[', '\\"]', { 'k"[[': '{{\\' }, '"']);
    expect(nestsDeeperThan(tricky, 2)).toBe(false);
    expect(nestsDeeperThan(JSON.stringify(['\\"', [['x']]]), 2)).toBe(true);
  });
});
