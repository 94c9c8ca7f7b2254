// The words that turn a background process off through its variable (SHIPCTL_SANDBOX_IDLE,
// SHIPCTL_RESIDENT): one list, so each takes what the other does.

/** Whether `raw` says off: 0, off, no or false, in any case and spacing. */
export function switchedOff(raw: string | undefined): boolean {
  const text = raw?.trim().toLowerCase();
  return text !== undefined && ['0', 'off', 'no', 'false'].includes(text);
}
