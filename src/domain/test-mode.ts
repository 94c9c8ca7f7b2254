// setup.test (spec 4.1 rules 1–2): which carriers make free dummy labels, whether
// they need a registered account, and the hours their test environments are up.
import { TEST_MODE_CARRIERS, TEST_WITHOUT_ACCOUNT, type CarrierType } from './catalog.js';
import { jstWeekdayHour, pad2, WEEKDAY_NAMES } from './dates.js';
import { english, problem, say, type Problem, type Said } from './problems.js';

export interface TestWindow {
  /** JST weekdays, 0 = Sunday. */
  days: readonly number[];
  /** Opening hour, inclusive. */
  startHour: number;
  /** Closing hour, exclusive: 22 means 21:59 is in, 22:00 is out. */
  endHour: number;
}

const WEEKDAYS = [1, 2, 3, 4, 5] as const;

export const TEST_WINDOWS: Readonly<Partial<Record<CarrierType, TestWindow>>> = {
  yamato: { days: WEEKDAYS, startHour: 9, endHour: 22 },
  yuupack: { days: WEEKDAYS, startHour: 9, endHour: 20 },
  yuupacket: { days: WEEKDAYS, startHour: 9, endHour: 20 },
  yuumail: { days: WEEKDAYS, startHour: 9, endHour: 20 },
};

export interface TestModeInfo {
  available: boolean;
  /** False for sagawa and yamato, which make test labels without a registered account. */
  needsAccount: boolean;
  window?: TestWindow;
  /** "Monday–Friday 09:00–22:00 JST", or "any time". */
  hours: string;
}

export function describeTestWindow(w: TestWindow): string {
  return english(testWindowSaid(w));
}

/** describeTestWindow, said by key for the reader's language. */
export function testWindowSaid(w: TestWindow): Said {
  const weekdays = w.days.length === 5 && w.days.every((d, i) => d === i + 1);
  const days = weekdays ? 'weekdays' : w.days.map((d) => WEEKDAY_NAMES[d] ?? String(d));
  return say('testMode.window', days, `${pad2(w.startHour)}:00`, `${pad2(w.endHour)}:00`);
}

/** formatJstClock, said by key: "Monday 09:00 JST". */
function clockSaid(now: Date): Said {
  const c = jstWeekdayHour(now);
  return say('testMode.clock', c.weekdayName, `${pad2(c.hour)}:${pad2(c.minute)}`);
}

export function testModeInfo(carrier: CarrierType): TestModeInfo {
  const window = TEST_WINDOWS[carrier];
  return {
    available: TEST_MODE_CARRIERS.includes(carrier),
    needsAccount: !TEST_WITHOUT_ACCOUNT.includes(carrier),
    ...(window ? { window } : {}),
    hours: window ? describeTestWindow(window) : 'any time',
  };
}

export function isInTestWindow(carrier: CarrierType, now: Date): boolean {
  const w = TEST_WINDOWS[carrier];
  if (!w) return true;
  const c = jstWeekdayHour(now);
  return w.days.includes(c.weekday) && c.hour >= w.startHour && c.hour < w.endHour;
}

/** "Monday 09:00 JST": when the window next opens (now itself when open). */
export function nextTestWindowOpening(carrier: CarrierType, now: Date): string | undefined {
  const said = nextOpeningSaid(carrier, now);
  return said && english(said);
}

function nextOpeningSaid(carrier: CarrierType, now: Date): Said | undefined {
  const w = TEST_WINDOWS[carrier];
  if (!w) return undefined;
  const c = jstWeekdayHour(now);
  for (let ahead = 0; ahead <= 7; ahead++) {
    const day = (c.weekday + ahead) % 7;
    if (!w.days.includes(day)) continue;
    if (ahead === 0 && c.hour >= w.startHour) continue;
    const label = ahead === 0 ? 'today' : ahead === 1 ? 'tomorrow' : WEEKDAY_NAMES[day];
    return say('testMode.clock', label ?? '', `${pad2(w.startHour)}:00`);
  }
  return undefined;
}

/** Problems with setup.test = true for this carrier at this instant. */
export function checkTestMode(carrier: CarrierType, now: Date, field = 'setup.test'): Problem[] {
  if (!TEST_MODE_CARRIERS.includes(carrier)) {
    return [problem(field, say('testMode.notAvailable', carrier, TEST_MODE_CARRIERS))];
  }
  const w = TEST_WINDOWS[carrier];
  if (!w || isInTestWindow(carrier, now)) return [];
  const next = nextOpeningSaid(carrier, now);
  return [problem(field, say('testMode.outsideWindow', carrier, testWindowSaid(w), clockSaid(now), next))];
}
