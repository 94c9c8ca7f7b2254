// POST /v1/sub-users (spec 4.14). Which contact members are required is not
// published, so all three are optional strings; unknown members are refused
// because a typo there would silently lose the name.
import { looksLikeEmail } from './address.js';
import { MAX_SUB_USERS } from './limits.js';
import {
  booleanIssue,
  isPlainObject,
  problem,
  report,
  say,
  show,
  stringIssue,
  type Problem,
} from './problems.js';

export const SUB_USER_CONTACT_MEMBERS = ['first_name', 'last_name', 'company'] as const;
export const SUB_USER_LIMIT_CODE = 'SUB_USER_LIMIT_REACHED';
export const SUB_USER_LIMIT_MESSAGE = `at most ${MAX_SUB_USERS} active sub-users per account: delete one before adding another`;

export function validateSubUser(body: unknown): Problem[] {
  if (!isPlainObject(body)) return [problem('body', say('subUser.body', show(body)))];
  const out: Problem[] = [];
  const email = body.email;
  if (email === undefined || email === null || email === '')
    out.push(problem('email', say('subUser.emailRequired')));
  else if (typeof email !== 'string' || !looksLikeEmail(email.trim()))
    out.push(problem('email', say('address.email', show(email))));
  if (body.api_token !== undefined && body.api_token !== null)
    report(out, 'api_token', booleanIssue(body.api_token));
  const contact = body.contact;
  if (contact !== undefined && contact !== null) {
    if (!isPlainObject(contact))
      out.push(problem('contact', say('subUser.contact', SUB_USER_CONTACT_MEMBERS, show(contact))));
    else {
      for (const [k, v] of Object.entries(contact)) {
        if (!(SUB_USER_CONTACT_MEMBERS as readonly string[]).includes(k)) {
          out.push(problem(`contact.${k}`, say('subUser.contactMember', SUB_USER_CONTACT_MEMBERS)));
        } else if (v !== undefined && v !== null) report(out, `contact.${k}`, stringIssue(v));
      }
    }
  }
  return out;
}
