// POST /v1/sub-users (spec 4.14). Which contact members are required is not
// published, so all three are optional strings; unknown members are refused
// because a typo there would silently lose the name.
import { looksLikeEmail } from './address.js';
import { MAX_SUB_USERS } from './limits.js';
import { booleanIssue, isPlainObject, listOf, report, show, stringIssue, type Problem } from './problems.js';

export const SUB_USER_CONTACT_MEMBERS = ['first_name', 'last_name', 'company'] as const;
export const SUB_USER_LIMIT_CODE = 'SUB_USER_LIMIT_REACHED';
export const SUB_USER_LIMIT_MESSAGE = `at most ${MAX_SUB_USERS} active sub-users per account: delete one before adding another`;

export function validateSubUser(body: unknown): Problem[] {
  if (!isPlainObject(body))
    return [{ field: 'body', issue: `must be a JSON object {email, api_token, contact}; got ${show(body)}` }];
  const out: Problem[] = [];
  const email = body.email;
  if (email === undefined || email === null || email === '')
    out.push({ field: 'email', issue: 'required: the sub-user’s e-mail address' });
  else if (typeof email !== 'string' || !looksLikeEmail(email.trim()))
    out.push({ field: 'email', issue: `must be an e-mail address (name@example.com); got ${show(email)}` });
  if (body.api_token !== undefined && body.api_token !== null)
    report(out, 'api_token', booleanIssue(body.api_token));
  const contact = body.contact;
  if (contact !== undefined && contact !== null) {
    if (!isPlainObject(contact))
      out.push({
        field: 'contact',
        issue: `must be an object {${listOf(SUB_USER_CONTACT_MEMBERS)}}; got ${show(contact)}`,
      });
    else {
      for (const [k, v] of Object.entries(contact)) {
        if (!(SUB_USER_CONTACT_MEMBERS as readonly string[]).includes(k)) {
          out.push({
            field: `contact.${k}`,
            issue: `is not a contact member: use ${listOf(SUB_USER_CONTACT_MEMBERS)}`,
          });
        } else if (v !== undefined && v !== null) report(out, `contact.${k}`, stringIssue(v));
      }
    }
  }
  return out;
}
