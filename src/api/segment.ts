// One path segment of a request (ids, tracking numbers), apart from url.ts: the configuration
// reads url.ts on every run, and this one needs the API's error classes, which only a request does.
import { en } from '../i18n/en/index.js';
import { messages } from '../i18n/index.js';
import { ValidationError } from './errors.js';

/**
 * Encodes one path segment (ids, tracking numbers) so a `/` or `?` in user input cannot change the
 * route. "." and ".." survive encoding and a URL resolves them (`/v1/tracking/sagawa/..` is
 * `/v1/tracking`), so they are refused before anything is sent, naming the field they came in.
 */
export function segment(value: string | number, field = 'id'): string {
  const text = String(value);
  if (text === '.' || text === '..') {
    const issue = { field, issue: messages().support.api.dotSegmentIssue };
    throw new ValidationError({
      message: en.support.api.dotSegment(field, text),
      spoken: messages().support.api.dotSegment(field, text),
      method: '',
      path: '',
      details: [issue],
    });
  }
  return encodeURIComponent(text);
}
