import { describe, expect, it } from 'vitest';
import { EngineAnswers } from './engine-answers.ts';

describe('engine answers kept per timetable', () => {
  it('works a question out once while its timetable is in use', () => {
    const answers = new EngineAnswers<string[]>(10);
    const timetable = {};
    let worked = 0;
    const ask = () =>
      answers.get(timetable, 'Москва>Казань@2026-12-01', () => [`ответ ${++worked}`]);
    expect(ask()).toEqual(['ответ 1']);
    expect(ask()).toEqual(['ответ 1']);
    expect(worked).toBe(1);
  });

  it('asks a new timetable afresh', () => {
    const answers = new EngineAnswers<string>(10);
    expect(answers.get({}, 'вопрос', () => 'по старому расписанию')).toBe('по старому расписанию');
    expect(answers.get({}, 'вопрос', () => 'по новому расписанию')).toBe('по новому расписанию');
  });

  it('past its limit forgets the answer used longest ago', () => {
    const answers = new EngineAnswers<string>(2);
    const timetable = {};
    const worked: string[] = [];
    const ask = (key: string) =>
      answers.get(timetable, key, () => {
        worked.push(key);
        return key;
      });
    ask('a');
    ask('b');
    ask('a');
    ask('c');
    ask('a');
    ask('b');
    expect(worked).toEqual(['a', 'b', 'c', 'b']);
  });
});
