// Whether an account's labels can come out of a print target, decided before a label is
// bought: the account's print size (spec 2.13) against what the target takes.
import { describe, expect, it } from 'vitest';
import { printFit, printFitFor } from '../../../src/ops/print-fit.js';
import type { AccountRef } from '../../../src/domain/index.js';

const TCP = { kind: 'tcp', host: '192.168.1.50', port: 9100 } as const;
const account = (type: string, printSize?: string): AccountRef => ({
  id: `${type}-1`,
  type,
  state: 'active',
  ...(printSize ? { printSize } : {}),
});

describe('printFit', () => {
  it('a raw tcp:// port takes the ZPL print sizes and refuses PDF ones, naming the command that changes them', () => {
    expect(printFit(TCP, 'dhl', account('dhl', 'ZPL_4X6'))).toEqual({});
    expect(printFit(TCP, 'fedex', account('fedex', 'ZPL_4X8'))).toEqual({});
    expect(printFit(TCP, 'dhl', account('dhl', 'PDF_4X6')).issue).toBe(
      'dhl labels of account dhl-1 are PDF (print size PDF_4X6), and tcp://192.168.1.50:9100 is a raw port that prints ZPL only: set a ZPL print size (shipctl carriers update dhl-1 --print-size ZPL_4X6), or print with --printer lp, lp:QUEUE or a file path',
    );
  });

  it('an account without a print size prints in the carrier’s default; sagawa test labels need no account', () => {
    expect(printFit(TCP, 'fedex', account('fedex')).issue).toMatch(/are PDF \(print size PDF_4X6\)/);
    expect(printFit(TCP, 'sagawa', undefined).issue).toMatch(
      /^sagawa test labels \(no account\) are PDF \(print size PDF_A5\).*\(sagawa has no ZPL print size\); ZPL labels come from dhl and fedex accounts/,
    );
  });

  it('lp takes both (ZPL is sent raw); a file takes what its name says; a device path is not second-guessed', () => {
    const zpl = account('dhl', 'ZPL_4X6');
    expect(printFit({ kind: 'lp', queue: 'zebra' }, 'dhl', zpl)).toEqual({});
    expect(printFit({ kind: 'lp' }, 'sagawa', undefined)).toEqual({});
    expect(printFit({ kind: 'path', file: '/srv/labels/today.zpl' }, 'dhl', zpl)).toEqual({});
    expect(printFit({ kind: 'path', file: '/dev/usb/lp0' }, 'dhl', zpl)).toEqual({});
    expect(printFit({ kind: 'path', file: '/srv/labels/today.pdf' }, 'dhl', zpl).issue).toBe(
      'dhl labels of account dhl-1 are ZPL (print size ZPL_4X6), and /srv/labels/today.pdf is a .pdf file: write them to a .zpl file, or send them to a tcp://HOST:9100 printer or lp:QUEUE (sent raw); or set a PDF print size (shipctl carriers update dhl-1 --print-size PDF_A4)',
    );
    expect(printFit({ kind: 'path', file: '/srv/labels/today.zpl' }, 'sagawa', undefined).issue).toMatch(
      /is a \.zpl file: print sagawa labels with --printer lp/,
    );
  });

  it('a carrier the spec lists no print size for is only warned about on a ZPL port: its format is not known before a label is made', () => {
    const fit = printFit(TCP, 'ups', account('ups'));
    expect(fit.issue).toBeUndefined();
    expect(fit.warning).toMatch(/no print size for ups/);
  });
});

describe('printFitFor', () => {
  it('uses the account named by --carrier-id, else the only active one; nothing to say when no account can be chosen', () => {
    const accounts = [account('dhl', 'PDF_4X6'), { ...account('dhl', 'ZPL_4X6'), id: 'dhl-2' }];
    expect(printFitFor(TCP, 'dhl', accounts, { test: false, carrierId: 'dhl-2' })).toEqual({});
    expect(printFitFor(TCP, 'dhl', accounts, { test: false, carrierId: 'dhl-1' }).issue).toMatch(/PDF/);
    // Two active accounts and none named: the shipment's own checks ask for --carrier-id.
    expect(printFitFor(TCP, 'dhl', accounts, { test: false })).toEqual({});
  });
});
