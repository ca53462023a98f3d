/**
 * The engine's answers to the per-mode tabs, kept while their timetable is in use: an answer is
 * the timetable's alone (which rides run, when, at what published fare), so a search of the same
 * stations on the same day — the same route asked by many people — is not worked out again. What
 * a ride costs each passenger and which places are free are not part of it: those are priced
 * anew for every request. A new timetable (a feed loaded, a cancellation, the turn of the day)
 * starts with nothing; past `limit` answers the one used longest ago goes.
 */
export class EngineAnswers<Answer> {
  private readonly byTimetable = new WeakMap<object, Map<string, Answer>>();

  constructor(private readonly limit: number) {}

  get(timetable: object, key: string, work: () => Answer): Answer {
    let answers = this.byTimetable.get(timetable);
    if (!answers) {
      answers = new Map();
      this.byTimetable.set(timetable, answers);
    }
    const known = answers.get(key);
    if (known !== undefined) {
      // A Map keeps the order of insertion: taken out and put back, it is the newest.
      answers.delete(key);
      answers.set(key, known);
      return known;
    }
    const answer = work();
    answers.set(key, answer);
    if (answers.size > this.limit) answers.delete(answers.keys().next().value!);
    return answer;
  }
}
