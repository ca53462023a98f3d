import { AppError, NON_FIELD_ERRORS } from '@peresadka/contracts/errors';
import type { FastifyInstance } from 'fastify';

/** The deepest nesting of arrays and objects a request body may have; ours need five. */
export const MAX_JSON_DEPTH = 64;

/**
 * Whether `text`, taken as JSON, nests arrays and objects deeper than `max`: one pass over its
 * characters, building nothing. Brackets inside strings do not count. Malformed text is left
 * to the parser.
 */
export function nestsDeeperThan(text: string, max: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 0x5c)
        i++; // a backslash: the next character is escaped, a quote included
      else if (c === 0x22) inString = false;
    } else if (c === 0x22) {
      inString = true;
    } else if (c === 0x5b || c === 0x7b) {
      if (++depth > max) return true;
    } else if (c === 0x5d || c === 0x7d) {
      depth--;
    }
  }
  return false;
}

const tooDeep = () =>
  new AppError('validation', 'JSON nested too deep', {
    fieldErrors: {
      [NON_FIELD_ERRORS]: [
        `Слишком глубокая вложенность JSON: не больше ${MAX_JSON_DEPTH} уровней.`,
      ],
    },
  });

/**
 * Request bodies are parsed as Fastify does (prototype poisoning refused), after a depth check:
 * 0.8 MB of nested arrays cost the parser and the validator a few hundred milliseconds of the
 * event loop per request, while the same size of flat JSON costs a few.
 */
export function registerJsonParser(app: FastifyInstance): void {
  const parse = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = body.toString();
    if (nestsDeeperThan(text, MAX_JSON_DEPTH)) done(tooDeep(), undefined);
    else parse(request, text, done);
  });
}
